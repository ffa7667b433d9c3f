import { experimental_streamedQuery as streamedQuery, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { WorkspaceClient } from '@/api/client';
import { readLongList, type LongListBatch } from '@/api/long-list';
import { allMeetingsQuery, meetingsPageQuery, type MeetingFilters } from '@/api/meetings/queries';
import type { MeetingsVersion } from '@/api/meetings/requests';
import type { Meeting } from '@/api/meetings/schemas';
import type { Pagination } from '@/api/schema-helpers';
import { MAX_PAGE_SIZE } from '@/api/paginate';

// Every link of a filter, in the query cache as it arrives (decision 0020): the first rows show
// after page 1, and each later batch joins the same entry, so the view, a refetch and the export
// read one thing.

/** Why an All view shows fewer links than the workspace has: the link ceiling. */
type CappedBy = 'ceiling';

interface EveryLink {
  /** Every link so far, each id once, in page order (what allMeetingsQuery's readers read). */
  meetings: Meeting[];
  /** The same links in the batches they came in: the view merges each new one into its order. */
  batches: readonly (readonly Meeting[])[];
  pagination: Pagination;
  /** The workspace's believable count (null when it cannot be believed); the list's own once whole. */
  total: number | null;
  /** True once the last batch is in. */
  done: boolean;
  capped: boolean;
  cappedBy: CappedBy | null;
  /** Fewer links came than the workspace's own believable count, with no ceiling reached. */
  short: { claimed: number } | null;
}

const EMPTY: EveryLink = {
  meetings: [],
  batches: [],
  pagination: {},
  total: null,
  done: false,
  capped: false,
  cappedBy: null,
  short: null,
};

function joined(all: EveryLink, batch: LongListBatch<Meeting>): EveryLink {
  const meetings = batch.rows.length > 0 ? all.meetings.concat(batch.rows) : all.meetings;
  const end = batch.end;
  return {
    meetings,
    batches: batch.rows.length > 0 ? [...all.batches, batch.rows] : all.batches,
    pagination: end
      ? { total_records: meetings.length, total_pages: 1, current_page_number: 1, page_size: meetings.length }
      : all.pagination,
    total: end ? meetings.length : batch.total,
    done: Boolean(end),
    capped: end?.capped ?? false,
    cappedBy: end?.capped ? 'ceiling' : null,
    short: end?.short ? { claimed: end.short } : null,
  };
}

/**
 * The All view's list, under allMeetingsQuery's key (one cache entry; its readers read `meetings`).
 * Page 1 is the entry the start may have asked for already (prefetchLanding, the same key), so it is
 * not asked twice; the rest is read by number, four pages at once (readLongList). A refetch keeps
 * the links shown until the new list is whole.
 */
export function everyLinkQuery(connection: WorkspaceClient, version: MeetingsVersion, filters: MeetingFilters) {
  const { queryKey } = allMeetingsQuery(connection, version, filters);
  return queryOptions({
    queryKey,
    // Each batch replaces the entry: comparing 100,000 links with the last ones would take seconds.
    structuralSharing: false,
    queryFn: streamedQuery<LongListBatch<Meeting>, EveryLink, typeof queryKey>({
      refetchMode: 'replace',
      initialValue: EMPTY,
      reducer: joined,
      streamFn: ({ signal, client: queryClient }) =>
        readLongList<Meeting>({
          signal,
          page: async (params, pageSignal) => {
            const res =
              params.page_number === 1
                ? await queryClient.ensureQueryData(meetingsPageQuery(connection, version, { ...filters, ...params }))
                : await connection.client.meetings.list({ ...filters, ...params }, { version, signal: pageSignal });
            return { items: res.meetings, pagination: res.pagination };
          },
        }),
    }),
  });
}

/**
 * Page 1 of the All view's list where the cache has it already (the start asked for it): the view
 * shows it in its first render, before its load has begun.
 */
export function cachedFirstPage(
  queryClient: QueryClient,
  connection: WorkspaceClient,
  version: MeetingsVersion,
  filters: MeetingFilters,
): readonly Meeting[] | undefined {
  const first = { ...filters, page_number: 1, page_size: MAX_PAGE_SIZE };
  return queryClient.getQueryData(meetingsPageQuery(connection, version, first).queryKey)?.meetings;
}
