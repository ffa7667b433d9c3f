import { BOOKING_TYPES, type BookingFilters, type BookingType } from '@/api/bookings/requests';
import { isEmail, PAGE_SIZES, readInt, readOneOf, readString, writeSearch, type PageSize } from '@/lib/search-params';
import { isCalendarDate } from '@/lib/time/typed-date';

export const RANGES = ['any', 'today', 'next7', 'month', 'last30', 'custom'] as const;
export type RangeName = (typeof RANGES)[number];

export interface BookingsSearch {
  page: number;
  size: PageSize;
  type: 'all' | BookingType;
  host: string;
  client: string;
  range: RangeName;
  /** Custom range, as calendar dates (YYYY-MM-DD) in the admin's zone; empty unless the range is custom. */
  from: string;
  to: string;
}

const DEFAULTS = { page: 1, size: 30, type: 'all', range: 'any' } as const;
const email = (p: URLSearchParams, key: string) => {
  const value = readString(p, key);
  return isEmail(value) ? value : '';
};

export function parseBookingsSearch(p: URLSearchParams): BookingsSearch {
  let range = readOneOf(p, 'range', RANGES, DEFAULTS.range);
  let from = readString(p, 'from');
  let to = readString(p, 'to');
  // A custom range needs both ends, in order; anything else in the address is not a range.
  const custom = range === 'custom' && isCalendarDate(from) && isCalendarDate(to) && from <= to;
  if (range === 'custom' && !custom) range = 'any';
  if (!custom) from = to = '';
  return {
    page: readInt(p, 'page', DEFAULTS.page),
    size: readOneOf(p, 'size', PAGE_SIZES, DEFAULTS.size),
    type: readOneOf(p, 'type', ['all', ...BOOKING_TYPES] as const, DEFAULTS.type),
    host: email(p, 'host').toLowerCase(),
    client: email(p, 'client'),
    range,
    from,
    to,
  };
}

export const serializeBookingsSearch = (s: BookingsSearch) =>
  writeSearch(
    {
      type: s.type,
      range: s.range,
      from: s.from,
      to: s.to,
      host: s.host,
      client: s.client,
      size: s.size,
      page: s.page,
    },
    DEFAULTS,
  );

/** The filters as the workspace is asked for them, the date range aside (booking-range.ts). */
export const bookingFilters = (s: BookingsSearch): BookingFilters => ({
  ...(s.type !== 'all' ? { type: s.type } : {}),
  ...(s.host ? { host_email: s.host } : {}),
  ...(s.client ? { client_email: s.client } : {}),
});
