import { useQuery } from '@tanstack/react-query';
import { listVersion, useConnection } from '@/api/connection';
import { allMeetingsQuery } from '@/api/meetings/queries';
import { keepMatching, type BulkLink } from '@/api/meetings/link-filter';
import type { BulkTarget } from '@/api/meetings/link-targets';

type Targets =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void; retrying: boolean }
  /** `leftOut`: links the workspace sent that do not match the filter; `capped`: not every link was read. */
  | { status: 'ready'; links: BulkLink[]; leftOut: number; capped: boolean };

/**
 * The links a run is for. Ticked rows are taken as read on the list; "every matching link" is read
 * again in full (the All view's paging and its limits), never from a cache, and each row is checked
 * against the filter, since a workspace may ignore one (docs/product.md decision 11).
 */
export function useTargets(target: BulkTarget | null): Targets {
  const connection = useConnection();
  const all = target?.kind === 'all' ? target : null;
  const query = useQuery({
    ...allMeetingsQuery(connection, listVersion(connection), { host_email: all?.hosts ?? [], search: all?.q ?? '' }),
    enabled: all !== null,
    refetchOnMount: 'always',
  });
  if (!target) return { status: 'none' };
  if (target.kind === 'rows') {
    const seen = new Set<string>();
    return {
      status: 'ready',
      links: target.links.filter((l) => !seen.has(l.sid) && seen.add(l.sid)),
      leftOut: 0,
      capped: false,
    };
  }
  if (query.isError)
    return { status: 'error', error: query.error, retry: () => void query.refetch(), retrying: query.isFetching };
  if (!query.data || query.isFetching) return { status: 'loading' };
  const { links, leftOut } = keepMatching(query.data.meetings, target);
  return { status: 'ready', links, leftOut, capped: query.data.capped };
}
