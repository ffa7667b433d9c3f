import { describe, expect, it } from 'vitest';
import {
  addDays,
  datesBetween,
  endOnDate,
  offsetMinutes,
  shiftRanges,
  utcToZoned,
  wallClock,
  wallTime,
  weekdayOf,
  zonedPieces,
  zonedToUtc,
} from './wall-clock';

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
    expect(iso(zonedToUtc('2027-11-07', 90, 'America/New_York'))).toBe('2027-11-07T05:30');
  });
  it('Lord Howe repeats half an hour: 01:45 is first read at UTC+11, not at UTC+10:30', () => {
    expect(iso(zonedToUtc('2027-04-04', 105, 'Australia/Lord_Howe'))).toBe('2027-04-03T14:45');
    expect(wallTime('2027-10-03', 135, 'Australia/Lord_Howe')).toEqual({
      ms: Date.parse('2027-10-02T15:45:00Z'),
      exists: false,
    });
  });
  it('a change at midnight: Santiago has no midnight on 5 September 2027, Havana none on 14 March', () => {
    expect(wallTime('2027-09-05', 0, 'America/Santiago')).toEqual({
      ms: Date.parse('2027-09-05T04:00:00Z'),
      exists: false,
    });
    expect(utcToZoned(zonedToUtc('2027-09-05', 0, 'America/Santiago'), 'America/Santiago').minutes).toBe(60);
    expect(wallTime('2027-03-14', 0, 'America/Havana').exists).toBe(false);
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

describe('shiftRanges', () => {
  it('leaves the hours as they are when both zones are the same', () => {
    const ranges = [{ start: 540, end: 1020 }];
    expect(shiftRanges('2026-12-24', ranges, 'Asia/Tokyo', 'Asia/Tokyo')).toEqual([
      { date: '2026-12-24', range: { start: 540, end: 1020 } },
    ]);
  });

  it('moves hours back onto the day before when the other zone is behind', () => {
    // Tokyo 01:00–03:00 on Dec 24 is 16:00–18:00 UTC on Dec 23.
    expect(shiftRanges('2026-12-24', [{ start: 60, end: 180 }], 'Asia/Tokyo', 'UTC')).toEqual([
      { date: '2026-12-23', range: { start: 960, end: 1080 } },
    ]);
  });

  it('ends a range at midnight exactly without an empty piece on the next day', () => {
    // UTC 15:00 is midnight in Tokyo: 09:00–15:00 UTC is 18:00–24:00 there.
    expect(shiftRanges('2026-12-24', [{ start: 540, end: 900 }], 'UTC', 'Asia/Tokyo')).toEqual([
      { date: '2026-12-24', range: { start: 1080, end: 1440 } },
    ]);
  });

  it('reads each date with its own offset: summer and winter time differ', () => {
    // New York is UTC−4 in July and UTC−5 in December.
    expect(shiftRanges('2026-07-01', [{ start: 720, end: 780 }], 'UTC', 'America/New_York')).toEqual([
      { date: '2026-07-01', range: { start: 480, end: 540 } },
    ]);
    expect(shiftRanges('2026-12-01', [{ start: 720, end: 780 }], 'UTC', 'America/New_York')).toEqual([
      { date: '2026-12-01', range: { start: 420, end: 480 } },
    ]);
  });

  it('shifts every range given, in order, and by half hours where a zone has them', () => {
    expect(
      shiftRanges(
        '2026-12-24',
        [
          { start: 0, end: 60 },
          { start: 600, end: 660 },
        ],
        'UTC',
        'Asia/Kolkata',
      ),
    ).toEqual([
      { date: '2026-12-24', range: { start: 330, end: 390 } },
      { date: '2026-12-24', range: { start: 930, end: 990 } },
    ]);
  });
});

describe('shiftRanges across clock changes', () => {
  it('New York 01:00–03:00 on its spring-forward day is 06:00–07:00 UTC: 02:00–03:00 never happens', () => {
    // One offset for the whole date (that of noon, EDT) read it as 05:00–07:00.
    expect(shiftRanges('2027-03-14', [{ start: 60, end: 180 }], 'America/New_York', 'UTC')).toEqual([
      { date: '2027-03-14', range: { start: 360, end: 420 } },
    ]);
  });

  it('London 00:00–03:00 on its fall-back day in New York: the repeated hour is in both pieces', () => {
    // 00:00 BST is 23:00 UTC the day before; 03:00 GMT is 03:00 UTC: four hours, 19:00–23:00 EDT.
    expect(shiftRanges('2027-10-31', [{ start: 0, end: 180 }], 'Europe/London', 'America/New_York')).toEqual([
      { date: '2027-10-30', range: { start: 1140, end: 1380 } },
    ]);
    // Four hours of UTC on New York's fall-back night: 00:00–01:59 EDT, then 01:00–01:59 EST again.
    expect(
      zonedPieces(Date.parse('2027-11-07T04:00:00Z'), Date.parse('2027-11-07T07:00:00Z'), 'America/New_York'),
    ).toEqual([
      { date: '2027-11-07', start: 0, end: 120 },
      { date: '2027-11-07', start: 60, end: 120 },
    ]);
  });

  it('a day that starts at 01:00 (Santiago, 5 September 2027) has no piece at midnight', () => {
    expect(
      zonedPieces(Date.parse('2027-09-05T02:00:00Z'), Date.parse('2027-09-05T06:00:00Z'), 'America/Santiago'),
    ).toEqual([
      { date: '2027-09-04', start: 1320, end: 1440 },
      { date: '2027-09-05', start: 60, end: 180 },
    ]);
  });
});
