import type { Requester } from '../client';
import { sentPageParams, uniqueById } from '../paginate';
import { bookingListSchema, bookingSchema, cancelAnswerSchema } from './schemas';

/** "v1 only" reads /v1/bookings (the vendor's files have only that one); otherwise /v2/bookings, the spec's. */
export type BookingsVersion = 'v1' | 'v2';

export const BOOKING_TYPES = ['upcoming', 'past', 'cancelled'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

/** A start-time window as the vendor's `filters[starts_at]` takes it: two UTC date-times, both ends included. */
export interface StartsBetween {
  from: string;
  to: string;
}

/** The vendor's documented booking filters; an empty value is not sent at all. */
export interface BookingFilters {
  type?: BookingType;
  host_email?: string;
  client_email?: string;
  starts_between?: StartsBetween;
}

/** What a reschedule sends: the vendor requires all five; the slot is read in `time_zone`. */
export interface RescheduleBody {
  name: string;
  email: string;
  slot_date: string;
  slot_start_time: string;
  time_zone: string;
  reschedule_reason?: string;
}

const filterQuery = ({ type, host_email, client_email, starts_between }: BookingFilters) => ({
  type,
  host_email,
  client_email,
  ...(starts_between
    ? {
        'filters[starts_at][rule]': 'between',
        'filters[starts_at][value]': `${starts_between.from},${starts_between.to}`,
      }
    : {}),
});

// One booking's calls are on v1 only: the vendor's bookings.yaml documents them there.
const one = (sid: string) => `/v1/bookings/${encodeURIComponent(sid)}`;

export function bookingsRequests(request: Requester) {
  return {
    list: async (
      params: { page_number?: number; page_size?: number } & BookingFilters = {},
      options: { version?: BookingsVersion; signal?: AbortSignal } = {},
    ) => {
      const { type, host_email, client_email, starts_between, ...page } = params;
      const query = { ...sentPageParams(page), ...filterQuery({ type, host_email, client_email, starts_between }) };
      const res = await request({
        method: 'GET',
        path: `/${options.version ?? 'v2'}/bookings`,
        query,
        schema: bookingListSchema,
        signal: options.signal,
      });
      return { ...res, bookings: uniqueById(res.bookings) };
    },
    get: (sid: string, options: { signal?: AbortSignal } = {}) =>
      request({ method: 'GET', path: one(sid), schema: bookingSchema, signal: options.signal }),
    reschedule: (sid: string, body: RescheduleBody, options: { signal?: AbortSignal } = {}) =>
      request({ method: 'PATCH', path: one(sid), body, schema: bookingSchema, signal: options.signal }),
    /** The reason goes in the query, where the vendor documents it; an empty one is not sent. */
    cancel: (sid: string, reason: string, options: { signal?: AbortSignal } = {}) =>
      request({
        method: 'POST',
        path: `${one(sid)}/cancel`,
        query: { cancel_reason: reason.trim() },
        schema: cancelAnswerSchema,
        signal: options.signal,
      }),
  };
}
