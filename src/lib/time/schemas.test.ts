import { describe, expect, it } from 'vitest';
import {
  dateSchema,
  epochMsSchema,
  periodTimesSchema,
  rangeSchema,
  timestampSchema,
  weeklyPeriodSchema,
  weekSchema,
} from './schemas';

describe('stored hours schemas', () => {
  it('a range is whole minutes within the day, start before end', () => {
    expect(rangeSchema.safeParse({ start: 0, end: 1440 }).success).toBe(true);
    expect(rangeSchema.safeParse({ start: 540, end: 1020 }).success).toBe(true);
    for (const bad of [
      { start: -1, end: 60 },
      { start: 0, end: 1441 },
      { start: 60, end: 60 },
      { start: 120, end: 60 },
      { start: 0.5, end: 60 },
      { start: Number.NaN, end: 60 },
    ])
      expect(rangeSchema.safeParse(bad).success).toBe(false);
  });

  it('a week has every weekday', () => {
    const day = [{ start: 540, end: 1020 }];
    const week = { monday: day, tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] };
    expect(weekSchema.safeParse(week).success).toBe(true);
    expect(weekSchema.safeParse({ ...week, sunday: undefined }).success).toBe(false);
  });

  it('a date is a real day between 2000 and 2100', () => {
    for (const good of ['2000-01-01', '2026-12-25', '2028-02-29', '2100-12-31'])
      expect(dateSchema.safeParse(good).success).toBe(true);
    for (const bad of [
      '1999-12-31',
      '2101-01-01',
      '2027-02-29',
      '2026-13-01',
      '2026-04-31',
      '2026-12-32',
      '2026-00-10',
      '2026-12-00',
      '26-12-25',
      '2026-12-25T00:00',
    ])
      expect(dateSchema.safeParse(bad).success).toBe(false);
  });
});

// Copies of this check once ended at the first instant of 2100; the believed years run to the end of 2100.
describe('stored instants', () => {
  it('a timestamp is a date-time this app wrote, from the first instant of 2000 to the last of 2100', () => {
    const ok = (text: string) => timestampSchema.safeParse(text).success;
    expect(ok('2026-11-27T12:00:00Z')).toBe(true);
    expect(ok('2000-01-01T00:00:00Z')).toBe(true);
    expect(ok('1999-12-31T23:59:59.999Z')).toBe(false);
    expect(ok('2100-01-01T00:00:00Z')).toBe(true);
    expect(ok('2100-12-31T23:59:59.999Z')).toBe(true);
    expect(ok('2101-01-01T00:00:00Z')).toBe(false);
    expect(ok('2026-11-27')).toBe(false);
    expect(ok('Fri, 27 Nov 2026 12:00:00 GMT')).toBe(false);
    expect(ok('x2026-11-27T12:00:00Z')).toBe(false);
    expect(ok('2026-13-45T12:00:00Z')).toBe(false);
    expect(ok('2026-02-30T12:00:00Z')).toBe(false);
  });

  it('an instant in milliseconds is a number within the same years', () => {
    const ok = (ms: unknown) => epochMsSchema.safeParse(ms).success;
    expect(ok(Date.UTC(2000, 0, 1))).toBe(true);
    expect(ok(Date.UTC(2000, 0, 1) - 1)).toBe(false);
    expect(ok(Date.UTC(2100, 0, 1))).toBe(true);
    expect(ok(Date.UTC(2101, 0, 1) - 1)).toBe(true);
    expect(ok(Date.UTC(2101, 0, 1))).toBe(false);
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, '2026-11-27T12:00:00Z', null]) expect(ok(bad)).toBe(false);
  });
});

describe('periods as sent and kept', () => {
  it('a weekly period is a weekday in lower case and two times that read', () => {
    const ok = (p: object) => weeklyPeriodSchema.safeParse(p).success;
    expect(ok({ wday: 'monday', start_time: '09:00 AM', end_time: '05:00 PM' })).toBe(true);
    // Midnight ends a day.
    expect(ok({ wday: 'sunday', start_time: '06:00 PM', end_time: '12:00 AM' })).toBe(true);
    expect(ok({ wday: 'Monday', start_time: '09:00 AM', end_time: '05:00 PM' })).toBe(false);
    expect(ok({ wday: 'someday', start_time: '09:00 AM', end_time: '05:00 PM' })).toBe(false);
    expect(ok({ start_time: '09:00 AM', end_time: '05:00 PM' })).toBe(false);
    expect(ok({ wday: 'monday', start_time: '25:00', end_time: '05:00 PM' })).toBe(false);
    expect(ok({ wday: 'monday', start_time: '09:00 AM', end_time: 'late' })).toBe(false);
  });

  it('a period of a date has the same times and no weekday', () => {
    expect(periodTimesSchema.safeParse({ start_time: '09:00 AM', end_time: '12:00 PM' }).success).toBe(true);
    expect(periodTimesSchema.safeParse({ start_time: '09:00 AM' }).success).toBe(false);
  });
});
