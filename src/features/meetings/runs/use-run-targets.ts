import { useQuery, type QueryKey } from '@tanstack/react-query';
import { listVersion, useConnection } from '@/api/connection';
import { allMeetingsQuery } from '@/api/meetings/queries';
import type { Meeting } from '@/api/meetings/schemas';
import { matchesFilter } from '@/domain/links/link-filter';
import type { BulkTarget } from '@/domain/links/link-targets';
import type { Read } from '@/components/query-state/query-state';

/**
 * The links as the workspace lists them now. `missing`: ticked links it no longer lists; `leftOut`:
 * links it sent that do not match the filter; `capped`: not every link could be read.
 */
export interface PickedLinks {
  links: Meeting[];
  missing: string[];
  leftOut: number;
  capped: boolean;
}

export type RunTargets =
  { status: 'none' } | { status: 'reading'; read: Read; queryKey: QueryKey } | ({ status: 'ready' } & PickedLinks);

/** The picked links among those read: by the filter, checked row by row, or ticked, by their sid. */
export function pickedLinks(target: BulkTarget, data: { meetings: readonly Meeting[]; capped: boolean }): PickedLinks {
  const seen = new Set<string>();
  const once = data.meetings.filter((m) => !seen.has(m.sid) && seen.add(m.sid));
  if (target.kind === 'all') {
    const links = once.filter((m) => matchesFilter(m, target));
    return { links, missing: [], leftOut: once.length - links.length, capped: data.capped };
  }
  const bySid = new Map(once.map((m) => [m.sid, m]));
  return {
    links: target.links.flatMap((l) => bySid.get(l.sid) ?? []),
    missing: target.links.filter((l) => !bySid.has(l.sid)).map((l) => l.name),
    leftOut: 0,
    capped: data.capped,
  };
}

/**
 * The picked links read again in full, as records (a run's preview is planned against the links as
 * they are now, not as the list showed them): "every matching link" through the filter (docs/product.md
 * decision 11); ticked links found in the whole list by their sid. `readNow` reads them once more.
 */
export function useRunTargets(target: BulkTarget | null) {
  const connection = useConnection();
  const all = target?.kind === 'all' ? target : null;
  const options = allMeetingsQuery(connection, listVersion(connection), {
    host_email: all?.hosts ?? [],
    search: all?.q ?? '',
  });
  const query = useQuery({ ...options, enabled: target !== null, refetchOnMount: 'always' });
  const readNow = async (): Promise<PickedLinks | null> => {
    const { data } = await query.refetch();
    return target && data ? pickedLinks(target, data) : null;
  };
  let targets: RunTargets;
  if (!target) targets = { status: 'none' };
  else if (query.isError || !query.data || query.isFetching)
    targets = {
      status: 'reading',
      read: {
        data: undefined,
        error: query.error,
        errorUpdatedAt: query.errorUpdatedAt,
        isFetching: query.isFetching,
        refetch: query.refetch,
      },
      queryKey: options.queryKey,
    };
  else targets = { status: 'ready', ...pickedLinks(target, query.data) };
  return { targets, readNow };
}
