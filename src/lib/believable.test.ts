import { describe, expect, it } from 'vitest';
import {
  believableCount,
  believableDate,
  believableFee,
  believableInstant,
  believableMinutes,
  believableSeconds,
  believableYear,
  csvText,
  isUnreadable,
  MAX_DAYS_AHEAD,
  MAX_FEE,
  MAX_MINUTES,
  MAX_SECONDS,
  unreadable,
} from './believable';

const NOT_NUMBERS = [NaN, Infinity, -Infinity, '5', null, undefined];

describe('minutes: durations, buffers, notices and intervals', () => {
  it('believes 0 to a year of minutes, whole', () => {
    expect(MAX_MINUTES).toBe(525_600);
    expect(believableMinutes(0)).toBe(true);
    expect(believableMinutes(-1)).toBe(false);
    expect(believableMinutes(525_600)).toBe(true);
    expect(believableMinutes(525_601)).toBe(false);
    expect(believableMinutes(30.5)).toBe(false);
    expect(believableMinutes(-83_670_598)).toBe(false);
    for (const v of NOT_NUMBERS) expect(believableMinutes(v)).toBe(false);
  });
});

describe('seconds: a package’s duration', () => {
  it('believes 0 to a year of seconds, whole', () => {
    expect(MAX_SECONDS).toBe(31_536_000);
    expect(believableSeconds(0)).toBe(true);
    expect(believableSeconds(-1)).toBe(false);
    expect(believableSeconds(31_536_000)).toBe(true);
    expect(believableSeconds(31_536_001)).toBe(false);
    expect(believableSeconds(1.5)).toBe(false);
    for (const v of NOT_NUMBERS) expect(believableSeconds(v)).toBe(false);
  });
});

describe('counts', () => {
  it('believes whole numbers from 0, up to a bound when given', () => {
    expect(believableCount(0)).toBe(true);
    expect(believableCount(-1)).toBe(false);
    expect(believableCount(2.5)).toBe(false);
    expect(believableCount(Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(believableCount(Number.MAX_SAFE_INTEGER + 1)).toBe(false);
    expect(MAX_DAYS_AHEAD).toBe(365);
    expect(believableCount(365, MAX_DAYS_AHEAD)).toBe(true);
    expect(believableCount(366, MAX_DAYS_AHEAD)).toBe(false);
    for (const v of NOT_NUMBERS) expect(believableCount(v)).toBe(false);
  });
});

describe('fees, in the major unit', () => {
  it('believes 0 to a billion', () => {
    expect(MAX_FEE).toBe(1_000_000_000);
    expect(believableFee(0)).toBe(true);
    expect(believableFee(-0.01)).toBe(false);
    expect(believableFee(1_000_000_000)).toBe(true);
    expect(believableFee(1_000_000_000.01)).toBe(false);
    expect(believableFee(49.99)).toBe(true);
    for (const v of NOT_NUMBERS) expect(believableFee(v)).toBe(false);
  });
});

describe('dates', () => {
  it('believes the years 2000 to 2100, whole', () => {
    expect([1999, 2000, 2026, 2100, 2101].map(believableYear)).toEqual([false, true, true, true, false]);
    for (const v of [2026.5, Number.NaN, '2026', null]) expect(believableYear(v)).toBe(false);
  });
  it('believes instants from the first of 2000 to the last of 2100', () => {
    expect(believableInstant(Date.UTC(2000, 0, 1) - 1)).toBe(false);
    expect(believableInstant(Date.UTC(2000, 0, 1))).toBe(true);
    expect(believableInstant(Date.UTC(2100, 5, 1))).toBe(true);
    expect(believableInstant(Date.UTC(2101, 0, 1) - 1)).toBe(true);
    expect(believableInstant(Date.UTC(2101, 0, 1))).toBe(false);
    for (const v of [Number.NaN, Number.POSITIVE_INFINITY, '2026-01-01', null])
      expect(believableInstant(v)).toBe(false);
  });
  it('believes calendar dates from 2000-01-01 to 2100-12-31 that exist', () => {
    expect(believableDate('1999-12-31')).toBeNull();
    expect(believableDate('2000-01-01')).toBe(Date.UTC(2000, 0, 1));
    expect(believableDate('2100-12-31')).toBe(Date.UTC(2100, 11, 31));
    expect(believableDate('2101-01-01')).toBeNull();
    expect(believableDate('2026-02-30')).toBeNull();
    expect(believableDate('2028-02-29')).toBe(Date.UTC(2028, 1, 29));
    expect(believableDate('0000-00-00')).toBeNull();
  });
  it('believes moments in those years, in UTC', () => {
    expect(believableDate('1999-12-31T23:59:59.999Z')).toBeNull();
    expect(believableDate('2000-01-01T00:00:00Z')).toBe(Date.UTC(2000, 0, 1));
    expect(believableDate('2100-12-31T23:59:59.999Z')).toBe(Date.UTC(2101, 0, 1) - 1);
    expect(believableDate('2101-01-01T00:00:00Z')).toBeNull();
    // The same instant written with an offset is judged as that instant.
    expect(believableDate('2000-01-01T05:29:59+05:30')).toBeNull();
    expect(believableDate('2000-01-01T05:30:00+05:30')).toBe(Date.UTC(2000, 0, 1));
    expect(believableDate('1894-05-17T10:00:00Z')).toBeNull();
  });
  it('believes nothing that is not a date', () => {
    for (const v of ['', null, undefined, 'soon', 'NaN', 'Infinity', '275760-09-13', '-83670598'])
      expect(believableDate(v)).toBeNull();
  });
});

describe('readings', () => {
  it('tells a value not believed from text, and leaves its CSV cell empty', () => {
    expect(isUnreadable(unreadable('-5 min'))).toBe(true);
    expect(isUnreadable('Not readable')).toBe(false);
    expect(isUnreadable(null)).toBe(false);
    expect(isUnreadable({ unreadable: 5 })).toBe(false);
    expect(csvText(unreadable('-5 min'))).toBe('');
    expect(csvText('30 min')).toBe('30 min');
  });
});

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
