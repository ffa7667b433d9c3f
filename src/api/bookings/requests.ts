import type { Requester } from '../client';
import { sentPageParams, uniqueById } from '../paginate';
import { bookingListSchema } from './schemas';

/** "v1 only" reads /v1/bookings (the vendor's files have only that one); otherwise /v2/bookings, the spec's. */
export type BookingsVersion = 'v1' | 'v2';

export function bookingsRequests(request: Requester) {
  return {
    list: async (
      params: { page_number?: number; page_size?: number } = {},
      options: { version?: BookingsVersion; signal?: AbortSignal } = {},
    ) => {
      const res = await request({
        method: 'GET',
        path: `/${options.version ?? 'v2'}/bookings`,
        query: sentPageParams(params),
        schema: bookingListSchema,
        signal: options.signal,
      });
      return { ...res, bookings: uniqueById(res.bookings) };
    },
  };
}
