import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRememberCapability } from '@/api/capabilities';
import { listVersion, useConnection } from '@/api/connection';
import { bookingsPageQuery, bookingWindowQuery } from '@/api/bookings/queries';
import type { Booking } from '@/api/bookings/schemas';
import { WINDOW_SIZE } from '@/api/bookings/window';
import type { PagedList } from '@/components/data-table/use-paged-list';
import { usePageQuery } from '@/components/data-table/use-paged-list';
import { plainNumber } from '@/lib/format';
import { ignoredFilters, type FilterName } from './booking-check';
import { orderFor, rangeInterval, sortByStart, startsWithin, type Order } from './booking-range';
import { bookingFilters, type BookingsSearch } from './bookings-search';
import { useStartsFilter } from './use-starts-filter';

interface BookingsPage {
  bookings: Booking[];
  pagination: {
    total_records?: number | null;
    total_pages?: number | null;
    current_page_number?: number | null;
    page_size?: number | null;
  };
}

interface BookingsList {
  list: PagedList<BookingsPage>;
  order: Order;
  /** Filters the workspace was asked for and did not apply, judged on the rows it sent. */
  ignored: FilterName[];
  /** One honest sentence about what was read, when the view is made from a bounded read. */
  note: string | null;
  /** Every row of the view in its order, for an export: the bounded read's, or a read of it made now. */
  allRows: () => Promise<{ rows: Booking[]; capped: boolean }>;
}

/**
 * The bookings to show. With neither a date range nor an order by start, the workspace's pages as
 * they come (newest first). Otherwise a bounded read (bookingWindowQuery), with the range sent as
 * `filters[starts_at]` where the workspace applies it, else checked here, then sorted and paged here.
 */
export function useBookingsList(
  search: BookingsSearch,
  setSearch: (s: BookingsSearch) => void,
  now: number,
): BookingsList {
  const connection = useConnection();
  const version = listVersion(connection);
  const interval = rangeInterval(search, now);
  const order = orderFor(search, interval, now);
  const windowed = order !== 'workspace' || interval !== null;
  const capability = useStartsFilter(version, windowed && interval !== null);
  const sendRange = interval !== null && capability === 'yes';
  const filters = bookingFilters(search);
  const setPage = (p: { page: number; size: BookingsSearch['size'] }) => setSearch({ ...search, ...p });

  const paged = usePageQuery(
    (page) => ({
      ...bookingsPageQuery(connection, version, { page_number: page, page_size: search.size, ...filters }),
      enabled: !windowed,
    }),
    search.page,
    search.size,
    (d) => d.bookings.length,
  );
  const windowOptions = bookingWindowQuery(connection, version, {
    ...filters,
    ...(sendRange
      ? { starts_between: { from: new Date(interval.from).toISOString(), to: new Date(interval.to).toISOString() } }
      : {}),
  });
  const windowQuery = useQuery({
    ...windowOptions,
    placeholderData: keepPreviousData,
    enabled: windowed && capability !== 'checking',
  });

  const queryClient = useQueryClient();
  const remember = useRememberCapability();
  const win = windowQuery.data && !windowQuery.isPlaceholderData ? windowQuery.data : undefined;
  // A workspace said to apply the range sent rows outside it: it does not, whatever was known.
  const rangeIgnored = Boolean(sendRange && win && interval && win.bookings.some((b) => !startsWithin(b, interval)));
  useEffect(() => {
    if (rangeIgnored) remember('bookingFilters', version, 'no');
  }, [rangeIgnored, remember, version]);

  if (!windowed) {
    const fresh = paged.query.data && !paged.query.isPlaceholderData ? paged.query.data : undefined;
    return {
      list: { ...paged, search: { page: search.page, size: search.size }, setSearch: setPage },
      order,
      ignored: fresh ? ignoredFilters(fresh.bookings, search, paged.query.dataUpdatedAt) : [],
      note: null,
      allRows: async () => {
        const read = await queryClient.fetchQuery(windowOptions);
        return { rows: read.bookings, capped: read.capped };
      },
    };
  }

  const data = windowQuery.data;
  const inRange = data ? data.bookings.filter((b) => !interval || startsWithin(b, interval)) : [];
  const rows = order === 'workspace' ? inRange : sortByStart(inRange, order);
  const pageRows = rows.slice((search.page - 1) * search.size, search.page * search.size);
  const totalPages = Math.max(1, Math.ceil(rows.length / search.size));
  const shaped = data
    ? {
        bookings: pageRows,
        pagination: {
          total_records: rows.length,
          total_pages: totalPages,
          current_page_number: search.page,
          page_size: search.size,
        },
      }
    : undefined;
  const query = { ...windowQuery, data: shaped } as unknown as PagedList<BookingsPage>['query'];
  return {
    list: {
      query,
      queryKey: windowOptions.queryKey,
      totalPages,
      totalRecords: data ? rows.length : undefined,
      search: { page: search.page, size: search.size },
      setSearch: setPage,
    },
    order,
    ignored: win ? ignoredFilters(win.bookings, search, windowQuery.dataUpdatedAt) : [],
    note: win ? windowNote(win.capped, win.bookings.length, interval !== null, sendRange) : null,
    allRows: () => Promise.resolve({ rows, capped: data?.capped ?? false }),
  };
}

function windowNote(capped: boolean, read: number, ranged: boolean, sent: boolean): string | null {
  const most = plainNumber(WINDOW_SIZE);
  if (ranged && !sent) {
    return capped
      ? `This workspace does not filter bookings by date, so Slotboard checked the ${most} most recent bookings; older ones in this range are not shown.`
      : `This workspace does not filter bookings by date, so Slotboard checked all ${plainNumber(read)} bookings itself.`;
  }
  if (!capped) return null;
  return ranged
    ? `More than ${most} bookings fall in this range: these are sorted from the first ${most} the workspace sent. Narrow the range to see the rest.`
    : `Sorted from the ${most} most recent bookings the workspace sent; it holds more.`;
}
