import type { Requester } from '../client';
import { collectAll, sentPageParams, uniqueById, type ListParams, type Progress } from '../paginate';
import { meetingAvailabilityResponseSchema, meetingListSchema, type WeeklyPeriodBody } from './schemas';

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
    listAll: async (
      params: Omit<ListParams, 'page_number'> = {},
      options: MeetingsListOptions & { onProgress?: (p: Progress) => void } = {},
    ) => {
      const page = await collectAll(
        async (p) => {
          const res = await list({ ...params, ...p }, options);
          return { items: res.meetings, pagination: res.pagination };
        },
        params.page_size,
        options.onProgress,
      );
      return { meetings: page.items, pagination: page.pagination, capped: page.capped };
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
     * The vendor's v2 link hours (optional, PRODUCT.md decision 10): the hours are read in
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
