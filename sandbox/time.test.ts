import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  convertDatedRange,
  convertWeekly,
  formatTime,
  isValidTimeZone,
  offsetMinutes,
  parseTime,
  utcToZoned,
  zonedToUtc,
} from './time';

describe('12-hour times', () => {
  it('reads the strict form and the lenient variants', () => {
    expect(parseTime('09:00 AM')).toBe(540);
    expect(parseTime('9:00 AM')).toBe(540);
    expect(parseTime('09:00AM')).toBe(540);
    expect(parseTime('05:30 pm')).toBe(1050);
    expect(parseTime('12:00 AM')).toBe(0);
    expect(parseTime('12:15 PM')).toBe(735);
  });
  it('refuses what is not HH:MM AM/PM', () => {
    for (const bad of ['13:00 PM', '00:30 AM', '9 AM', '09:60 AM', '17:00', '', null, 900])
      expect(parseTime(bad)).toBeNull();
  });
  it('writes two-digit hours and midnight as 12:00 AM', () => {
    expect(formatTime(540)).toBe('09:00 AM');
    expect(formatTime(1050)).toBe('05:30 PM');
    expect(formatTime(1440)).toBe('12:00 AM');
    expect(formatTime(0)).toBe('12:00 AM');
  });
});

describe('zones', () => {
  it('knows valid zone names, case sensitive', () => {
    expect(isValidTimeZone('America/New_York')).toBe(true);
    expect(isValidTimeZone('Asia/Calcutta')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('america/new_york')).toBe(false);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('EST5')).toBe(false);
  });
  it('finds offsets on either side of a DST change', () => {
    expect(offsetMinutes('America/New_York', Date.parse('2026-03-07T12:00:00Z'))).toBe(-300);
    expect(offsetMinutes('America/New_York', Date.parse('2026-03-09T12:00:00Z'))).toBe(-240);
    expect(offsetMinutes('Asia/Kolkata', Date.parse('2026-03-09T12:00:00Z'))).toBe(330);
  });
  it('moves a skipped wall time forward and takes the first of a repeated one', () => {
    // 2026-03-08 02:30 does not exist in New York; 2026-11-01 01:30 happens twice.
    expect(new Date(zonedToUtc('2026-03-08', 150, 'America/New_York')).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(new Date(zonedToUtc('2026-11-01', 90, 'America/New_York')).toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });
});

describe('the wall clock, against Intl’s own reading of the date and time', () => {
  const ZONES = ['America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'America/Santiago', 'Asia/Kathmandu'];
  const intl = (ms: number, timeZone: string) => {
    const p = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', dateStyle: 'short', timeStyle: 'short' })
        .formatToParts(new Date(ms))
        .map((x) => [x.type, x.value]),
    );
    const date = `20${p.year}-${p.month!.padStart(2, '0')}-${p.day!.padStart(2, '0')}`;
    return { date, minutes: Number(p.hour) * 60 + Number(p.minute) };
  };
  // Minutes of 2026–2028, where every one of these zones changes its clock at least once.
  const instant = fc.integer({ min: 29_450_000, max: 31_030_000 }).map((m) => m * 60_000);

  it('reads every minute as Intl does, and finds the first moment showing a wall time', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...ZONES), (ms, zone) => {
        const wall = utcToZoned(ms, zone);
        expect(wall).toEqual(intl(ms, zone));
        const back = zonedToUtc(wall.date, wall.minutes, zone);
        expect(back).toBeLessThanOrEqual(ms);
        expect(utcToZoned(back, zone)).toEqual(wall);
      }),
      { seed: 7, numRuns: 300 },
    );
  });
});

describe('§4.1 conversion into the member zone', () => {
  it('uses the offset of the date in question across a DST change', () => {
    // Kolkata 7:30 PM to New York: 9:00 AM in winter (UTC-5), 10:00 AM after 8 March 2026 (UTC-4).
    const before = convertDatedRange(
      { date: '2026-03-06', start: 1170, end: 1230 },
      'Asia/Kolkata',
      'America/New_York',
    );
    const after = convertDatedRange({ date: '2026-03-13', start: 1170, end: 1230 }, 'Asia/Kolkata', 'America/New_York');
    expect(before).toEqual([{ date: '2026-03-06', start: 540, end: 600 }]);
    expect(after).toEqual([{ date: '2026-03-13', start: 600, end: 660 }]);
  });

  it('weeks where only one of New York and London has changed shift by an hour', () => {
    // 2026-03-09..27: New York on summer time, London not yet: 4 hours apart instead of 5.
    const gap = convertWeekly(
      [{ wday: 'tuesday', start: 540, end: 1020 }],
      'Europe/London',
      'America/New_York',
      '2026-03-16',
    );
    const normal = convertWeekly(
      [{ wday: 'tuesday', start: 540, end: 1020 }],
      'Europe/London',
      'America/New_York',
      '2026-04-06',
    );
    expect(gap).toEqual([{ wday: 'tuesday', start: 300, end: 780 }]);
    expect(normal).toEqual([{ wday: 'tuesday', start: 240, end: 720 }]);
  });

  it('splits a period that crosses midnight onto the neighbouring weekday', () => {
    // Monday 9 AM to 5 PM in Kolkata is Sunday 10:30 PM to Monday 6:30 AM in New York (winter).
    const out = convertWeekly(
      [{ wday: 'monday', start: 540, end: 1020 }],
      'Asia/Kolkata',
      'America/New_York',
      '2026-01-05',
    );
    expect(out).toEqual([
      { wday: 'sunday', start: 1350, end: 1440 },
      { wday: 'monday', start: 0, end: 390 },
    ]);
  });

  it('wraps Saturday night into Sunday and merges what touches', () => {
    const out = convertWeekly(
      [
        { wday: 'saturday', start: 1320, end: 1440 },
        { wday: 'sunday', start: 0, end: 60 },
      ],
      'UTC',
      'Asia/Tokyo',
      '2026-01-05',
    );
    expect(out).toEqual([{ wday: 'sunday', start: 420, end: 600 }]);
  });

  it('an override starting in a skipped hour is kept as given in its own zone, and starts at the jump in another', () => {
    // 2026-03-08 02:30 does not exist in New York: the clocks go from 02:00 to 03:00 (07:00 UTC).
    const spring = { date: '2026-03-08', start: 150, end: 300 };
    expect(convertDatedRange(spring, 'America/New_York', 'America/New_York')).toEqual([spring]);
    expect(convertDatedRange(spring, 'America/New_York', 'Europe/London')).toEqual([
      { date: '2026-03-08', start: 420, end: 540 },
    ]);
    // An end in the skipped hour ends at the jump too: 01:00–02:30 is 06:00–07:00 UTC.
    expect(convertDatedRange({ date: '2026-03-08', start: 60, end: 150 }, 'America/New_York', 'UTC')).toEqual([
      { date: '2026-03-08', start: 360, end: 420 },
    ]);
  });

  it('a period ending at midnight stays on its day', () => {
    expect(convertDatedRange({ date: '2026-06-01', start: 1200, end: 1440 }, 'UTC', 'UTC')).toEqual([
      { date: '2026-06-01', start: 1200, end: 1440 },
    ]);
  });
});
