import { describe, expect, it } from 'vitest';
import { meetingSchema } from '@/api/meetings/schemas';
import { unreadable } from '@/lib/believable';
import { rangeText, yesNo } from './meeting-rules';

const range = (type: string | undefined, value: unknown) =>
  rangeText(meetingSchema.parse({ id: '1', sid: 'a', schedulable_range_type: type, schedulable_range_value: value }));

describe('a booking window without its value', () => {
  it('names the kind of window and no number', () => {
    expect(range('number_of_days_into_the_future', null)).toBe('A number of days ahead');
    expect(range('number_of_business_days_into_the_future', undefined)).toBe('A number of business days ahead');
    expect(range('date_range', null)).toBe('Within a date range');
    expect(range('some_new_kind', null)).toBe('—');
    expect(range(undefined, undefined)).toBe('—');
  });

  it('keeps a value of 0, which is a value', () => {
    expect(range('number_of_days_into_the_future', 0)).toBe('Up to 0 days ahead');
  });
});

describe('a number of days ahead', () => {
  it('is read only when written as plain digits, spaces around allowed', () => {
    expect(range('number_of_days_into_the_future', ' 30 ')).toBe('Up to 30 days ahead');
    for (const written of ['+5', '1e2', '5e1', '0x10', '30 days', 'in 30']) {
      expect([written, range('number_of_days_into_the_future', written)]).toEqual([
        written,
        unreadable(`${written} days`),
      ]);
    }
  });
});

describe('a window of a kind Slotboard does not know, or a date range', () => {
  it('is shown as sent while every number in it is a whole count of days up to a year', () => {
    expect(range('some_new_kind', 'within 365 days')).toBe('within 365 days');
    expect(range('date_range', '2026-12-01 and 10 days after')).toBe('Only within 2026-12-01 and 10 days after');
  });

  it('is not readable when a number in it is past a year, negative or fractional', () => {
    for (const written of ['within 900 days', 'within 366 days', 'every 2.5 days', 'every 2.05 days', 'from -3 days']) {
      expect([written, range('some_new_kind', written)]).toEqual([written, unreadable(written)]);
    }
    expect(range('date_range', '2026-12-01 plus 400 days')).toEqual(unreadable('2026-12-01 plus 400 days'));
  });
});

describe('a yes-or-no setting', () => {
  it('reads Yes, No, or a dash when it was not sent', () => {
    expect([yesNo(true), yesNo(false), yesNo(null), yesNo(undefined)]).toEqual(['Yes', 'No', '—', '—']);
  });
});
