import { describe, expect, it } from 'vitest';
import { dateSchema, rangeSchema, weekSchema } from './schemas';

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
