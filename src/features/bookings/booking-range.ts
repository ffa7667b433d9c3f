import type { Booking } from '@/api/bookings/schemas';
import { dayjs } from '@/lib/time/dayjs';
import { addDays, utcToZoned, zonedToUtc } from '@/lib/time/wall-clock';
import { browserZone } from '@/lib/time/zones';
import type { BookingsSearch, RangeName } from './bookings-search';

// The date range of the bookings screen, in the admin's zone (the browser's, as every time on the
// screen), and the order its rows are shown in. Pure: "now" and the zone are arguments.

export const RANGE_LABELS: Record<RangeName, string> = {
  any: 'Any date',
  today: 'Today',
  next7: 'Next 7 days',
  month: 'This month',
  last30: 'Last 30 days',
  custom: 'Custom dates',
};

/** Both ends included, in milliseconds. */
interface Interval {
  from: number;
  to: number;
}

/**
 * The moments a range covers: today from midnight to midnight; the next 7 days from now to the end
 * of the seventh day after today; this month from its first day to its last; the last 30 days from
 * midnight 30 days ago to now; custom dates from the first day's start to the last day's end.
 */
export function rangeInterval(
  s: Pick<BookingsSearch, 'range' | 'from' | 'to'>,
  now: number,
  zone: string = browserZone(),
): Interval | null {
  // Calendar dates, each turned into its own midnight: a day across a clock change is 23 or 25 hours.
  const midnight = (date: string) => zonedToUtc(date, 0, zone);
  const today = utcToZoned(now, zone).date;
  const firstOfMonth = `${today.slice(0, 7)}-01`;
  switch (s.range) {
    case 'today':
      return { from: midnight(today), to: midnight(addDays(today, 1)) - 1 };
    case 'next7':
      return { from: now, to: midnight(addDays(today, 8)) - 1 };
    case 'month':
      return {
        from: midnight(firstOfMonth),
        to: midnight(dayjs.utc(firstOfMonth).add(1, 'month').format('YYYY-MM-DD')) - 1,
      };
    case 'last30':
      return { from: midnight(addDays(today, -30)), to: now };
    case 'custom':
      return s.from && s.to ? { from: midnight(s.from), to: midnight(addDays(s.to, 1)) - 1 } : null;
    default:
      return null;
  }
}

export type Order = 'soonest' | 'latest' | 'workspace';

/**
 * Upcoming bookings soonest first, past ones most recent first; a range wholly in the past reads
 * back from now, any other range forward. With neither, the workspace's own order (newest first).
 */
export function orderFor(s: Pick<BookingsSearch, 'type'>, interval: Interval | null, now: number): Order {
  if (s.type === 'upcoming') return 'soonest';
  if (s.type === 'past') return 'latest';
  if (!interval) return 'workspace';
  return interval.to <= now ? 'latest' : 'soonest';
}

export const ORDER_WORDS: Record<Order, string> = {
  soonest: 'Soonest first',
  latest: 'Most recent first',
  workspace: 'Newest first',
};

const startOf = (b: Booking) => {
  const ms = Date.parse(b.starts_at ?? '');
  return Number.isNaN(ms) ? null : ms;
};

export const startsWithin = (b: Booking, interval: Interval) => {
  const start = startOf(b);
  return start !== null && start >= interval.from && start <= interval.to;
};

/** Sorted by start; rows without a readable start go last, in the workspace's order. */
export function sortByStart(rows: readonly Booking[], order: Exclude<Order, 'workspace'>): Booking[] {
  const sign = order === 'soonest' ? 1 : -1;
  const timed = rows.map((b) => ({ b, t: startOf(b) }));
  // Array sort is stable (ES2019): bookings starting at the same moment keep the workspace's order.
  const known = timed.filter((x): x is { b: Booking; t: number } => x.t !== null).sort((x, y) => sign * (x.t - y.t));
  return [...known, ...timed.filter((x) => x.t === null)].map((x) => x.b);
}

/** The range in words for sentences: "Next 7 days", "Nov 1 to Nov 30, 2026". */
export function rangeWords(s: Pick<BookingsSearch, 'range' | 'from' | 'to'>): string {
  if (s.range !== 'custom') return RANGE_LABELS[s.range];
  const f = dayjs(s.from);
  const t = dayjs(s.to);
  return `${f.format(f.year() === t.year() ? 'MMM D' : 'MMM D, YYYY')} to ${t.format('MMM D, YYYY')}`;
}
