import { addDays, weekdayOf } from '@/lib/time/wall-clock';

// How far ahead a booker may book: the link's booking window, read as the vendor's fields say.

const DATE_RANGE = /^(\d{4}-\d{2}-\d{2})\s+to\s+(\d{4}-\d{2}-\d{2})$/;

/**
 * The dates (in the link's zone) a booker may pick: N days starting today, the N business days
 * (Monday to Friday) starting today, or a range of dates, both ends included. A value that cannot
 * be read offers no date at all (null).
 */
export function bookingWindow(type: string, value: string, today: string): { first: string; last: string } | null {
  if (type === 'date_range') {
    const m = DATE_RANGE.exec(value.trim());
    return m && m[1]! <= m[2]! ? { first: m[1]!, last: m[2]! } : null;
  }
  if (!/^\d{1,4}$/.test(value.trim())) return null;
  const n = Number(value);
  if (n === 0) return null;
  if (type === 'number_of_days_into_the_future') return { first: today, last: addDays(today, n - 1) };
  if (type !== 'number_of_business_days_into_the_future') return null;
  let last = today;
  for (let counted = 0, d = today; counted < n; d = addDays(d, 1)) {
    if (!['saturday', 'sunday'].includes(weekdayOf(d))) {
      counted += 1;
      last = d;
    }
  }
  return { first: today, last };
}
