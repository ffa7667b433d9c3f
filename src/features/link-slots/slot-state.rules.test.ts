import { describe, expect, it } from 'vitest';
import { monthTitle, parseSlotView, shiftMonth } from './slot-state';

// The slots screen's month at the edges of the years Slotboard believes (2000-2100) and of the
// year itself, and the month's title in the admin's language.

const monthOf = (query: string) => parseSlotView(new URLSearchParams(query)).month;

describe('the month in the address', () => {
  it('takes the first and last believable years, and January and December', () => {
    expect(monthOf('month=2000-01')).toEqual({ year: 2000, month: 1 });
    expect(monthOf('month=2100-12')).toEqual({ year: 2100, month: 12 });
  });

  it('refuses a month 00, and a month with anything before or after it', () => {
    for (const bad of ['month=2027-00', 'month=x2027-03', 'month=2027-03x', 'month=12027-03', 'month=2027-033'])
      expect(monthOf(bad)).toBeNull();
  });
});

describe('moving a month', () => {
  it('reaches the first and last months of the believable years', () => {
    expect(shiftMonth({ year: 2000, month: 2 }, -1)).toEqual({ year: 2000, month: 1 });
    expect(shiftMonth({ year: 2100, month: 11 }, 1)).toEqual({ year: 2100, month: 12 });
  });
});

describe('the month’s title', () => {
  it('the month’s full name and year, in the locale asked for', () => {
    expect(monthTitle({ year: 2027, month: 3 }, 'en-US')).toBe('March 2027');
    expect(monthTitle({ year: 2027, month: 12 }, 'de-DE')).toBe('Dezember 2027');
  });
});
