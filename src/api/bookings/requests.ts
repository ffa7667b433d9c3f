import type { Requester } from '../client';
import { sentPageParams, uniqueById } from '../paginate';
import { bookingListSchema } from './schemas';

/** "v1 only" reads /v1/bookings (the vendor's files have only that one); otherwise /v2/bookings, the spec's. */
export type BookingsVersion = 'v1' | 'v2';

export const BOOKING_TYPES = ['upcoming', 'past', 'cancelled'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

/** The vendor's documented booking filters; an empty value is not sent at all. */
export interface BookingFilters {
  type?: BookingType;
  host_email?: string;
  client_email?: string;
}

export function bookingsRequests(request: Requester) {
  return {
    list: async (
      params: { page_number?: number; page_size?: number } & BookingFilters = {},
      options: { version?: BookingsVersion; signal?: AbortSignal } = {},
    ) => {
      const { type, host_email, client_email, ...page } = params;
      const query = { ...sentPageParams(page), type, host_email, client_email };
      const res = await request({
        method: 'GET',
        path: `/${options.version ?? 'v2'}/bookings`,
        query,
        schema: bookingListSchema,
        signal: options.signal,
      });
      return { ...res, bookings: uniqueById(res.bookings) };
    },
  };
}
