import { BOOKING_TYPES, type BookingFilters, type BookingType } from '@/api/bookings/requests';
import { isEmail, PAGE_SIZES, readInt, readOneOf, readString, writeSearch, type PageSize } from '@/lib/search-params';

export interface BookingsSearch {
  page: number;
  size: PageSize;
  type: 'all' | BookingType;
  host: string;
  client: string;
}

const DEFAULTS = { page: 1, size: 30, type: 'all' } as const;
const email = (p: URLSearchParams, key: string) => {
  const value = readString(p, key);
  return isEmail(value) ? value : '';
};

export function parseBookingsSearch(p: URLSearchParams): BookingsSearch {
  return {
    page: readInt(p, 'page', DEFAULTS.page),
    size: readOneOf(p, 'size', PAGE_SIZES, DEFAULTS.size),
    type: readOneOf(p, 'type', ['all', ...BOOKING_TYPES] as const, DEFAULTS.type),
    host: email(p, 'host'),
    client: email(p, 'client'),
  };
}

export const serializeBookingsSearch = (s: BookingsSearch) =>
  writeSearch({ type: s.type, host: s.host, client: s.client, size: s.size, page: s.page }, DEFAULTS);

/** The filters as the workspace is asked for them. */
export const bookingFilters = (s: BookingsSearch): BookingFilters => ({
  ...(s.type !== 'all' ? { type: s.type } : {}),
  ...(s.host ? { host_email: s.host } : {}),
  ...(s.client ? { client_email: s.client } : {}),
});
