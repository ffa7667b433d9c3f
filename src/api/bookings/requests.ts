import type { Requester } from '../client';
import { MAX_PAGE_SIZE } from '../paginate';
import { bookingListSchema } from './schemas';

export function bookingsRequests(request: Requester) {
  return {
    list: (params: { page_number?: number; page_size?: number } = {}, options: { signal?: AbortSignal } = {}) =>
      request({
        method: 'GET',
        path: '/v2/bookings',
        query: {
          page_number: params.page_number,
          page_size: params.page_size === undefined ? undefined : Math.min(params.page_size, MAX_PAGE_SIZE),
        },
        schema: bookingListSchema,
        signal: options.signal,
      }),
  };
}
