import type { StreamingRequester } from '../client';
import { collectAll, distinctRows, sentPageParams, uniqueById, type ListParams, type Progress } from '../paginate';
import { meetingAvailabilityResponseSchema, meetingListSchema, meetingSchema, type Meeting, type WeeklyPeriodBody } from './schemas';

export type MeetingsVersion = 'v1' | 'v2';

export interface MeetingsListOptions {
  version?: MeetingsVersion;
  signal?: AbortSignal;
}

const listQuery = (params: ListParams) => ({
  ...sentPageParams(params),
  host_email: params.host_email,
  search: params.search?.trim() || undefined,
});

export function meetingsRequests(request: StreamingRequester) {
  const list = async (params: ListParams = {}, options: MeetingsListOptions = {}) => {
    const res = await request({
      method: 'GET',
      path: `/${options.version ?? 'v2'}/meetings`,
      query: listQuery(params),
      schema: meetingListSchema,
      signal: options.signal,
    });
    return { ...res, meetings: uniqueById(res.meetings) };
  };
  /**
   * The whole list as one answer (page_number left out, docs/product.md decision 1), read as it
   * arrives: each run of links goes to `onRows` as soon as it is read (repeats included; the
   * caller drops them), and `onRows` returning false stops the reading. What the answer says of
   * its pagination comes at its end: the caller decides whether it was the whole list or, under
   * the other reading of spec §4.9, page 1 of several.
   */
  const streamList = async (
    params: Omit<ListParams, 'page_number'>,
    options: MeetingsListOptions & { onRows: (rows: Meeting[]) => boolean | void },
  ) => {
    const answer = await request.stream({
      path: `/${options.version ?? 'v2'}/meetings`,
      query: listQuery({ ...params, page_number: undefined }),
      schema: meetingListSchema,
      listKey: 'meetings',
      itemSchema: meetingSchema,
      onItems: options.onRows,
      signal: options.signal,
    });
    return { count: answer.count, pagination: answer.envelope?.pagination ?? null, stopped: answer.envelope === null, stoppedBy: answer.stoppedBy };
  };
  return {
    list,
    /**
     * Every link of a filter (collectAll): the first request leaves page_number out and is read as
     * it arrives (streamList), so a list of any size is never one piece read in one long task; when
     * it turns out to be page 1 of several, the rest is asked for by number. The stream stops at
     * the same ceiling as the pages, 100,000 links (or as many repeats), and says so (`capped`).
     */
    listAll: async (
      params: Omit<ListParams, 'page_number'> = {},
      options: MeetingsListOptions & {
        onProgress?: (p: Progress) => void;
        /** True of the rows just read once the caller has what it came for: the reading stops there. */
        until?: (rows: Meeting[]) => boolean;
      } = {},
    ) => {
      let streamCapped = false;
      let enough = false;
      const page = await collectAll(
        async (p) => {
          if (p.page_number !== undefined) {
            const res = await list({ ...params, ...p }, options);
            return { items: res.meetings, pagination: res.pagination };
          }
          const distinct = distinctRows<Meeting>();
          const items: Meeting[] = [];
          const answer = await streamList(
            { ...params, ...p },
            {
              ...options,
              onRows: (rows) => {
                const fresh = distinct.take(rows);
                for (const row of fresh) items.push(row);
                options.onProgress?.({ loaded: items.length, total: null });
                enough ||= options.until?.(fresh) ?? false;
                return distinct.stoppedBy === null && !enough;
              },
            },
          );
          streamCapped = distinct.stoppedBy !== null || answer.stoppedBy === 'size';
          // A stopped answer is all there will be: its count is given as the total, so nothing more is asked for.
          return { items, pagination: answer.pagination ?? { total_records: items.length } };
        },
        params.page_size,
        options.onProgress,
        undefined,
        {
          // A page by number (the other reading of spec §4.9, or after a whole-list refusal) is checked too.
          onRows: (rows) => void (enough ||= options.until?.(rows) ?? false),
          enough: () => enough,
        },
      );
      return { meetings: page.items, pagination: page.pagination, capped: page.capped || streamCapped };
    },
    streamList,
    updateAvailability: (sid: string, body: { periods: WeeklyPeriodBody[] }, options: { signal?: AbortSignal } = {}) =>
      request({
        method: 'POST',
        path: `/v1/meetings/${encodeURIComponent(sid)}/availability`,
        body,
        schema: meetingAvailabilityResponseSchema,
        signal: options.signal,
      }),
    /**
     * The vendor's v2 link hours (optional, docs/product.md decision 10): the hours are read in
     * `time_zone`, so they need no converting first. A workspace without it answers 404/405.
     */
    updateHoursV2: (sid: string, body: { periods: WeeklyPeriodBody[]; time_zone: string }, options: { signal?: AbortSignal } = {}) =>
      request({
        method: 'PATCH',
        path: `/v2/meetings/${encodeURIComponent(sid)}/availabilities`,
        body,
        schema: meetingAvailabilityResponseSchema,
        signal: options.signal,
      }),
  };
}
