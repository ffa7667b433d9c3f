import type { Requester } from '../client';
import { pageParams } from '../paginate';
import { bookingListSchema } from './schemas';

export function bookingsRequests(request: Requester) {
  return {
    list: (params: { page_number?: number; page_size?: number } = {}, options: { signal?: AbortSignal } = {}) =>
      request({
        method: 'GET',
        path: '/v2/bookings',
        query: pageParams(params),
        schema: bookingListSchema,
        signal: options.signal,
      }),
  };
}
