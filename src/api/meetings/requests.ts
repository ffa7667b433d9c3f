import { longList } from '../long-list/loader';
import type { Requester } from '../client';
import { sentPageParams, uniqueById, type ListParams, type Progress } from '../paginate';
import { meetingAvailabilityResponseSchema, meetingListSchema, type Meeting, type WeeklyPeriodBody } from './schemas';

export type MeetingsVersion = 'v1' | 'v2';

interface MeetingsListOptions {
  version?: MeetingsVersion;
  signal?: AbortSignal;
}

const listQuery = (params: ListParams) => ({
  ...sentPageParams(params),
  host_email: params.host_email,
  search: params.search?.trim() || undefined,
});

export function meetingsRequests(request: Requester) {
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
  return {
    list,
    /**
     * Every link of a filter, read page by page (the long-list engine, loaded with its first call:
     * the first screen does not need it). `until` stops the reading once the caller has what it
     * came for; `capped` says the page ceiling cut the list.
     */
    listAll: async (
      params: Omit<ListParams, 'page_number'> = {},
      options: MeetingsListOptions & {
        onProgress?: (p: Progress) => void;
        /** True of the rows just read once the caller has what it came for: the reading stops there. */
        until?: (rows: readonly Meeting[]) => boolean;
      } = {},
    ) => {
      const { readWholeList } = await longList.load();
      const { items: meetings, capped } = await readWholeList<Meeting>({
        signal: options.signal,
        pageSize: params.page_size,
        until: options.until,
        onProgress: options.onProgress,
        page: async (p, signal) => {
          const res = await list({ ...params, ...p }, { version: options.version, signal });
          return { items: res.meetings, pagination: res.pagination };
        },
      });
      const pagination = {
        total_records: meetings.length,
        total_pages: 1,
        current_page_number: 1,
        page_size: meetings.length,
      };
      return { meetings, pagination, capped };
    },
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
    updateHoursV2: (
      sid: string,
      body: { periods: WeeklyPeriodBody[]; time_zone: string },
      options: { signal?: AbortSignal } = {},
    ) =>
      request({
        method: 'PATCH',
        path: `/v2/meetings/${encodeURIComponent(sid)}/availabilities`,
        body,
        schema: meetingAvailabilityResponseSchema,
        signal: options.signal,
      }),
  };
}
