import { useQuery, type QueryKey } from '@tanstack/react-query';
import { listVersion, useConnection } from '@/api/connection';
import { allMeetingsQuery } from '@/api/meetings/queries';
import { keepMatching, type BulkLink } from '@/domain/links/link-filter';
import type { BulkTarget } from '@/domain/links/link-targets';
import type { Read } from '@/components/query-state/query-state';

type Targets =
  | { status: 'none' }
  /** Being read, or failed: what the page's QueryState draws. */
  | { status: 'reading'; read: Read; queryKey: QueryKey }
  /**
   * `leftOut`: links the workspace sent that do not match the filter; `unchecked`: kept links whose
   * answer lists no hosts, so only the workspace says they match the host filter; `capped`: not every link was read.
   */
  | { status: 'ready'; links: BulkLink[]; leftOut: number; unchecked: number; capped: boolean };

/**
 * The links a run is for. Ticked rows are taken as read on the list; "every matching link" is read
 * again in full (the All view's paging and its limits), never from a cache, and each row is checked
 * against the filter, since a workspace may ignore one (docs/product.md decision 11).
 */
export function useTargets(target: BulkTarget | null): Targets {
  const connection = useConnection();
  const all = target?.kind === 'all' ? target : null;
  const options = allMeetingsQuery(connection, listVersion(connection), {
    host_email: all?.hosts ?? [],
    search: all?.q ?? '',
  });
  const query = useQuery({
    ...options,
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
      unchecked: 0,
      capped: false,
    };
  }
  // A list read before is not the run's: it is read again, and shown as not come until it has.
  if (query.isError || !query.data || query.isFetching) {
    const read = {
      data: undefined,
      error: query.error,
      errorUpdatedAt: query.errorUpdatedAt,
      isFetching: query.isFetching,
      refetch: query.refetch,
    };
    return { status: 'reading', read, queryKey: options.queryKey };
  }
  const { links, leftOut, unchecked } = keepMatching(query.data.meetings, target);
  return { status: 'ready', links, leftOut, unchecked, capped: query.data.capped };
}
