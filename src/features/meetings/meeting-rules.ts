import type { Meeting } from '@/api/meetings/schemas';
import { formatMinutes } from '@/lib/format';

/** Booking rules in words, as an admin would say them. */
export function rangeText(m: Meeting): string {
  const value = m.schedulable_range_value == null ? '' : String(m.schedulable_range_value);
  switch (m.schedulable_range_type) {
    case 'number_of_days_into_the_future':
      return value ? `Up to ${value} days ahead` : 'A number of days ahead';
    case 'number_of_business_days_into_the_future':
      return value ? `Up to ${value} business days ahead` : 'A number of business days ahead';
    case 'date_range':
      return value ? `Only within ${value}` : 'Within a date range';
    default:
      return value || '—';
  }
}

export const noticeText = (minutes: number | null | undefined, what: string) =>
  minutes == null ? '—' : minutes === 0 ? `No minimum notice to ${what}` : `At least ${formatMinutes(minutes)} before the start`;

export const yesNo = (value: boolean | null | undefined) => (value == null ? '—' : value ? 'Yes' : 'No');
