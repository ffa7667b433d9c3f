import type { Meeting } from '@/api/meetings/schemas';
import { believableCount, believableDate, MAX_DAYS_AHEAD, unreadable, type Reading } from '@/lib/believable';
import { plainNumber } from '@/lib/format';
import { shownMinutes } from '@/lib/format-details';

/** A date written in a range ("2026-12-01"), or an impossible one ("-0001-13-40", "275760-09-13"). */
const DATE_TOKEN = /-?\d{4,}-\d{1,2}-\d{1,2}/g;

/** Whether every date and number written in a range is believed: dates within the believed years, numbers whole days up to a year. */
function believableRange(value: string): boolean {
  const dates = value.match(DATE_TOKEN) ?? [];
  const numbers = value.replace(DATE_TOKEN, ' ').match(/-?\d+(\.\d+)?/g) ?? [];
  return (
    dates.every((d) => believableDate(d) !== null) && numbers.every((n) => believableCount(Number(n), MAX_DAYS_AHEAD))
  );
}

/** A number of days ahead the workspace sent (a string in the vendor's files): a whole count up to a year, or not readable. */
function daysAhead(value: string, unit: string): Reading {
  const n = /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  return believableCount(n, MAX_DAYS_AHEAD)
    ? `Up to ${plainNumber(n)} ${n === 1 ? unit : `${unit}s`} ahead`
    : unreadable(`${value} ${unit}s`);
}

/** Booking rules in words, as an admin would say them. */
export function rangeText(m: Meeting): Reading {
  const value = m.schedulable_range_value == null ? '' : String(m.schedulable_range_value);
  switch (m.schedulable_range_type) {
    case 'number_of_days_into_the_future':
      return value ? daysAhead(value, 'day') : 'A number of days ahead';
    case 'number_of_business_days_into_the_future':
      return value ? daysAhead(value, 'business day') : 'A number of business days ahead';
    case 'date_range':
      return !value ? 'Within a date range' : believableRange(value) ? `Only within ${value}` : unreadable(value);
    default:
      // A kind of range Slotboard does not know is shown as sent, unless a number or date in it is not believed.
      return !value ? '—' : believableRange(value) ? value : unreadable(value);
  }
}

export const noticeText = (minutes: number | null | undefined, what: string): Reading => {
  if (minutes == null) return '—';
  if (minutes === 0) return `No minimum notice to ${what}`;
  const shown = shownMinutes(minutes);
  return typeof shown === 'string' ? `At least ${shown} before the start` : shown;
};

export const yesNo = (value: boolean | null | undefined) => (value == null ? '—' : value ? 'Yes' : 'No');
