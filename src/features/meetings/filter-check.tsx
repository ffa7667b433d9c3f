import { Alert } from '@mantine/core';
import type { Meeting } from '@/api/meetings/schemas';
import { filterMatch, matchesFilter, type LinkFilter } from '@/domain/links/link-filter';

export interface FilterCheck<T> {
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
