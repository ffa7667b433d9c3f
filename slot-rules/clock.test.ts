import { describe, expect, it } from 'vitest';
import { addDays, datesBetween, endOnDate, offsetMinutes, utcToZoned, wallClock, weekdayOf, zonedToUtc } from './clock';

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 16);

describe('wall clocks, DST exact', () => {
  it('a New York 09:00 is 14:00 UTC before the US change of 14 March 2027 and 13:00 after', () => {
    expect(iso(zonedToUtc('2027-03-08', 540, 'America/New_York'))).toBe('2027-03-08T14:00');
    expect(iso(zonedToUtc('2027-03-15', 540, 'America/New_York'))).toBe('2027-03-15T13:00');
    expect(offsetMinutes('America/New_York', Date.parse('2027-03-15T13:00:00Z'))).toBe(-240);
  });
  it('a skipped time moves forward by the gap; a repeated one takes its first occurrence', () => {
    expect(utcToZoned(zonedToUtc('2027-03-28', 90, 'Europe/London'), 'Europe/London')).toEqual({
      date: '2027-03-28',
      minutes: 150,
    });
    expect(utcToZoned(zonedToUtc('2027-03-14', 150, 'America/New_York'), 'America/New_York')).toEqual({
      date: '2027-03-14',
      minutes: 210,
    });
    expect(iso(zonedToUtc('2027-10-31', 90, 'Europe/London'))).toBe('2027-10-31T00:30');
  });
  it('the southern hemisphere: Sydney leaves summer time on 4 April 2027', () => {
    expect(iso(zonedToUtc('2027-04-05', 540, 'Australia/Sydney'))).toBe('2027-04-04T23:00');
    expect(iso(zonedToUtc('2027-04-02', 540, 'Australia/Sydney'))).toBe('2027-04-01T22:00');
  });
  it('wallClock agrees with Intl on every quarter hour around a change', () => {
    for (let ms = Date.parse('2027-03-14T05:00:00Z'); ms < Date.parse('2027-03-14T09:00:00Z'); ms += 7 * 60_000)
      expect(wallClock(ms, 'America/New_York')).toEqual(utcToZoned(ms, 'America/New_York'));
  });
  it('midnight as an end is the next date’s first instant, in the zone', () => {
    expect(iso(endOnDate('2027-03-27', 1440, 'Europe/London'))).toBe('2027-03-28T00:00');
    expect(iso(endOnDate('2027-03-28', 1440, 'Europe/London'))).toBe('2027-03-28T23:00');
  });
});

describe('dates', () => {
  it('adds days across months and years, names weekdays, lists a stretch', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(weekdayOf('2027-03-08')).toBe('monday');
    expect(datesBetween('2027-02-27', '2027-03-02')).toEqual(['2027-02-27', '2027-02-28', '2027-03-01', '2027-03-02']);
    expect(datesBetween('2027-03-02', '2027-03-01')).toEqual([]);
  });
});
