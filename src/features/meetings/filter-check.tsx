import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { listVersion, useConnection } from '@/api/connection';
import { meetingsPageQuery } from '@/api/meetings/queries';
import type { Meeting } from '@/api/meetings/schemas';
import { filterMatch, matchesFilter, type LinkFilter } from '@/domain/links/link-filter';

interface FilterCheck<T> {
  rows: T[];
  /** How many links the workspace sent that the filter should have left out. */
  leftOut: number;
  hostsIgnored: boolean;
  searchIgnored: boolean;
  /** Kept links whose answer lists no hosts, so the host filter's answer is the workspace's word. */
  unchecked: number;
}

/**
 * Keeps only the links that really match (docs/product.md decision 11): a workspace that ignores `host_email` or
 * `search` sends everything, and a list headed by a filter must not show links it excludes.
 */
export function checkAgainstFilter<T extends Meeting>(rows: readonly T[], filter: LinkFilter): FilterCheck<T> {
  const kept = rows.filter((m) => matchesFilter(m, filter));
  const wrong = rows.filter((m) => !matchesFilter(m, filter));
  return {
    rows: kept,
    leftOut: wrong.length,
    hostsIgnored: wrong.some((m) => !matchesFilter(m, { ...filter, q: '' })),
    searchIgnored: wrong.some((m) => !matchesFilter(m, { ...filter, hosts: [] })),
    unchecked: kept.filter((m) => filterMatch(m, filter) === 'unchecked').length,
  };
}

/** An address no workspace has a member at: a host filter that is applied finds no link for it. */
export const PROBE_HOST = 'nobody@filter-check.invalid';

/**
 * Whether the workspace is known to ignore `host_email`, asked only when its answers list no hosts
 * (so the rows cannot tell): one link asked for a host nobody is. A workspace that sends one ignores
 * the filter. One read per workspace, kept for the session; false until it has answered.
 */
export function useHostFilterIgnored(needed: boolean): boolean {
  const connection = useConnection();
  const probe = useQuery({
    ...meetingsPageQuery(connection, listVersion(connection), {
      page_number: 1,
      page_size: 1,
      host_email: [PROBE_HOST],
    }),
    enabled: needed,
    staleTime: Infinity,
    retry: false,
  });
  return (probe.data?.meetings.length ?? 0) > 0;
}

/** Says that the host filter could not be checked: the workspace's answers do not list hosts. */
export function UncheckedHostsNotice({ check }: { check: Pick<FilterCheck<unknown>, 'unchecked'> }) {
  if (check.unchecked === 0) return null;
  return (
    <Alert color="blue" title="Hosts as the workspace filtered them" role="status">
      This workspace’s links do not list their hosts: these are the links it sent for that host, unchecked.
    </Alert>
  );
}

/** Says that the workspace did not filter, so the counts and pages below are not the filtered ones. */
export function IgnoredFilterNotice({
  check,
  paged = true,
}: {
  check: Pick<FilterCheck<unknown>, 'leftOut' | 'hostsIgnored' | 'searchIgnored'>;
  paged?: boolean;
}) {
  if (check.leftOut === 0) return null;
  const which =
    check.hostsIgnored && check.searchIgnored
      ? 'the host and name filters'
      : check.hostsIgnored
        ? 'the host filter'
        : 'the name or slug search';
  const links =
    check.leftOut === 1 ? '1 link that does not match was' : `${check.leftOut} links that do not match were`;
  return (
    <Alert color="yellow" title={`This workspace ignored ${which}`} role="status">
      It sent links that do not match; {links} left out here.
      {paged &&
        ' The counts and pages are the workspace’s own and include them, so some pages may show few links or none. For an exact list, use the All view.'}
    </Alert>
  );
}
