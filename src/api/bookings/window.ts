import { longList } from '../long-list/loader';
import type { ApiClient } from '../client';
import { MAX_PAGE_SIZE } from '../paginate';
import type { Booking } from './schemas';
import type { BookingFilters, BookingsVersion } from './requests';

// A date range, or an order by start time, needs the bookings side by side: the vendor sorts its
// list by creation (or, on v2, newest meeting first) and has no order by start. So such a view reads
// a bounded window of the list, 3 pages of 100, and sorts and pages it on the screen, saying when
// the workspace held more than the window.

const WINDOW_PAGES = 3;
/** Bookings one windowed view reads at most. */
export const WINDOW_SIZE = WINDOW_PAGES * MAX_PAGE_SIZE;

interface BookingWindow {
  bookings: Booking[];
  /** True when the workspace had more than the window: the rows are its first WINDOW_SIZE. */
  capped: boolean;
  /** The workspace's checked count of what it was asked for, when believable. */
  total: number | null;
}

/**
 * The window: pages of 100 by number, one at a time (each may be the last), with the stop rules of
 * every long list (the long-list engine, loaded with its first call). A 429 fails the read at once:
 * the bookings' query counts the wait down on the screen.
 */
export async function readWindow(
  client: ApiClient,
  filters: BookingFilters,
  options: { version: BookingsVersion; signal?: AbortSignal },
): Promise<BookingWindow> {
  const { readWholeList } = await longList.load();
  const { items, capped, total } = await readWholeList<Booking>({
    signal: options.signal,
    pageSize: MAX_PAGE_SIZE,
    maxPages: WINDOW_PAGES,
    concurrency: 1,
    rateLimitTries: 1,
    page: async (page, signal) => {
      const res = await client.bookings.list({ ...filters, ...page }, { version: options.version, signal });
      return { items: res.bookings, pagination: res.pagination };
    },
  });
  return { bookings: items, capped, total };
}

/**
 * Whether the workspace applies `filters[starts_at]` (docs/product.md decision 10), asked with a
 * valid request: bookings starting within one second in the year 2000. A workspace that applies it
 * answers none; one that ignores it answers its bookings. With no bookings at all it cannot tell.
 */
export async function probeStartsFilter(
  client: ApiClient,
  options: { version: BookingsVersion; signal?: AbortSignal },
): Promise<'yes' | 'no' | 'unknown'> {
  const starts_between = { from: '2000-01-01T00:00:00.000Z', to: '2000-01-01T00:00:01.000Z' };
  const asked = await client.bookings.list({ page_number: 1, page_size: 1, starts_between }, options);
  if (asked.bookings.some((b) => !b.starts_at?.startsWith('2000-01-01T00:00:0'))) return 'no';
  if (asked.bookings.length > 0) return 'yes';
  const any = await client.bookings.list({ page_number: 1, page_size: 1 }, options);
  return any.bookings.length > 0 ? 'yes' : 'unknown';
}
