import { describe, expect, it } from 'vitest';
import { believableDate, isUnreadable } from './believable';

describe('a calendar date is believed only when that day exists', () => {
  it('a month past December or before January is not a date, even on a day every month has', () => {
    expect(believableDate('2026-13-01')).toBeNull();
    expect(believableDate('2026-00-10')).toBeNull();
    expect(believableDate('2026-12-01')).toBe(Date.UTC(2026, 11, 1));
  });

  it('a day past the end of its month, or day 0, is not a date', () => {
    expect(believableDate('2026-04-31')).toBeNull();
    expect(believableDate('2027-02-29')).toBeNull();
    expect(believableDate('2026-03-00')).toBeNull();
    expect(believableDate('2026-04-30')).toBe(Date.UTC(2026, 3, 30));
  });
});

describe('a moment is believed only on a day that exists', () => {
  it('a date-time written on Feb 30 or in month 13 is not a moment, though the runtime would roll it over', () => {
    expect(believableDate('2026-02-30T10:00:00Z')).toBeNull();
    expect(believableDate('2026-13-01T10:00:00+05:30')).toBeNull();
    expect(believableDate('2026-04-31 10:00')).toBeNull();
    expect(believableDate('2028-02-29T10:00:00Z')).toBe(Date.UTC(2028, 1, 29, 10));
    expect(believableDate('2026-03-01T23:30:00-05:00')).toBe(Date.UTC(2026, 2, 2, 4, 30));
  });
});

describe('isUnreadable', () => {
  it('anything that is not a reading marked unreadable, a missing value included, is not', () => {
    expect(isUnreadable(undefined)).toBe(false);
    expect(isUnreadable(42)).toBe(false);
    expect(isUnreadable({})).toBe(false);
  });
});
