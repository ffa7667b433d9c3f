import { describe, expect, it } from 'vitest';
import { availabilitySchema } from '@/api/availabilities/schemas';
import { coverage, hoursOnDatesIn, weekHours, weekStartOf } from './week-hours';

const at = (h: number, m = 0) => h * 60 + m;
const availability = (extra: Record<string, unknown>) =>
  availabilitySchema.parse({ id: 'a1', sid: 's1', name: 'Working hours', periods: [], overrides: [], ...extra });
const monday = (start: string, end: string) => ({ wday: 'monday', start_time: start, end_time: end });
const hoursOn = (days: ReturnType<typeof weekHours>, date: string) => days.find((d) => d.date === date)?.ranges;

describe('weekStartOf', () => {
  it('finds the first day of the week by the preference', () => {
    expect(weekStartOf('2027-03-10', 1)).toBe('2027-03-08'); // Monday
    expect(weekStartOf('2027-03-10', 0)).toBe('2027-03-07'); // Sunday
    expect(weekStartOf('2027-03-10', 6)).toBe('2027-03-06'); // Saturday
    expect(weekStartOf('2027-03-08', 1)).toBe('2027-03-08');
  });
});

describe('weekHours', () => {
  const ny = availability({ periods: [monday('08:00', '12:00')] });

  it('converts a New York Monday into London with the offsets of each date, across both clock changes', () => {
    expect(hoursOn(weekHours(ny, 'America/New_York', 'Europe/London', '2027-03-08'), '2027-03-08')).toEqual([
      { start: at(13), end: at(17) },
    ]);
    // The US moved on 14 March, the UK not until 28 March: four hours apart.
    expect(hoursOn(weekHours(ny, 'America/New_York', 'Europe/London', '2027-03-15'), '2027-03-15')).toEqual([
      { start: at(12), end: at(16) },
    ]);
    expect(hoursOn(weekHours(ny, 'America/New_York', 'Europe/London', '2027-03-29'), '2027-03-29')).toEqual([
      { start: at(13), end: at(17) },
    ]);
  });

  it('a New York Sunday 01:00–03:00 on the spring-forward day is 06:00–07:00 in UTC: 02:00–03:00 never happens', () => {
    const sunday = availability({ periods: [{ wday: 'sunday', start_time: '01:00', end_time: '03:00' }] });
    // Read with the date's noon offset alone, it showed 05:00–07:00.
    expect(hoursOn(weekHours(sunday, 'America/New_York', 'UTC', '2027-03-08'), '2027-03-14')).toEqual([
      { start: at(6), end: at(7) },
    ]);
    // And the night New York falls back, 01:00–03:00 is three hours: 05:00–08:00 UTC.
    expect(hoursOn(weekHours(sunday, 'America/New_York', 'UTC', '2027-11-01'), '2027-11-07')).toEqual([
      { start: at(5), end: at(8) },
    ]);
  });

  it('keeps the member’s own hours when shown in their zone, and dates every day of the week', () => {
    const days = weekHours(ny, 'America/New_York', '', '2027-03-08');
    expect(days.map((d) => d.date)).toEqual([
      '2027-03-08',
      '2027-03-09',
      '2027-03-10',
      '2027-03-11',
      '2027-03-12',
      '2027-03-13',
      '2027-03-14',
    ]);
    expect(days[0]!.ranges).toEqual([{ start: at(8), end: at(12) }]);
    expect(days.slice(1).every((d) => d.ranges.length === 0)).toBe(true);
  });

  it('applies an override on its date and says so; an override of no hours is a day off', () => {
    const a = availability({
      periods: [monday('09:00', '17:00'), { wday: 'tuesday', start_time: '09:00', end_time: '17:00' }],
      overrides: [
        { date: '2027-03-08', periods: [] },
        { date: '2027-03-09', periods: [{ start_time: '10:00', end_time: '12:00' }] },
      ],
    });
    const days = weekHours(a, 'Europe/London', '', '2027-03-08');
    expect(days[0]).toMatchObject({ ranges: [], override: true });
    expect(days[1]).toMatchObject({ ranges: [{ start: at(10), end: at(12) }], override: true });
  });

  it('moves hours that cross midnight onto the next date in the zone shown', () => {
    const late = availability({ periods: [monday('20:00', '23:00')] });
    const days = weekHours(late, 'America/New_York', 'Europe/London', '2027-03-08');
    expect(hoursOn(days, '2027-03-09')).toEqual([{ start: at(1), end: at(4) }]);
    expect(hoursOn(days, '2027-03-08')).toEqual([]);
  });

  it('brings in the evening of the day before the week when it lands on its first date', () => {
    const sunday = availability({ periods: [{ wday: 'sunday', start_time: '22:00', end_time: '23:30' }] });
    expect(hoursOn(weekHours(sunday, 'America/New_York', 'Europe/London', '2027-03-08'), '2027-03-08')).toEqual([
      { start: at(3), end: at(4, 30) },
    ]);
  });

  it('marks an override it cannot read rather than guessing', () => {
    const a = availability({
      periods: [monday('09:00', '17:00')],
      overrides: [{ date: '2027-03-08', periods: [{ start_time: 'soon', end_time: 'later' }] }],
    });
    expect(weekHours(a, 'Europe/London', '', '2027-03-08')[0]).toMatchObject({ unreadable: true, ranges: [] });
  });

  it('follows the southern hemisphere’s own change (Sydney leaves summer time on 4 April 2027)', () => {
    const sydney = availability({ periods: [monday('09:00', '10:00')] });
    expect(hoursOn(weekHours(sydney, 'Australia/Sydney', 'UTC', '2027-03-28'), '2027-03-28')).toEqual([
      { start: at(22), end: at(23) },
    ]);
    expect(hoursOn(weekHours(sydney, 'Australia/Sydney', 'UTC', '2027-04-04'), '2027-04-04')).toEqual([
      { start: at(23), end: at(24) },
    ]);
  });
});

describe('coverage', () => {
  const day = (date: string, ranges: [number, number][]) => ({
    date,
    ranges: ranges.map(([s, e]) => ({ start: at(s), end: at(e) })),
    override: false,
    unreadable: false,
  });
  const week = (first: [number, number][], rest: [number, number][] = []) =>
    ['2027-03-08', '2027-03-09', '2027-03-10', '2027-03-11', '2027-03-12', '2027-03-13', '2027-03-14'].map((d, i) =>
      day(d, i === 0 ? first : rest),
    );

  it('counts the members available for any part of each hour, and apart those available for all of it', () => {
    const { counts, whole } = coverage([week([[9, 17]]), week([[13, 18]]), week([[9, 9.5]])], '2027-03-08');
    expect(counts[0]!.slice(8, 19)).toEqual([0, 2, 1, 1, 1, 2, 2, 2, 2, 1, 0]);
    expect(whole[0]!.slice(8, 19)).toEqual([0, 1, 1, 1, 1, 2, 2, 2, 2, 1, 0]);
    expect(counts[1]!.every((c) => c === 0)).toBe(true);
  });

  it('seen from Kolkata (UTC+05:30), a team working from :30 is counted in the hours it works part of', () => {
    // Counted by hand for Monday 8 March 2027 in Asia/Kolkata (London is on GMT then):
    // Asha, London 09:00–17:00 → 14:30–22:30; Ben, UTC 10:00–12:00 → 15:30–17:30; Chitra, Kolkata 14:00–15:00.
    const asha = availability({ periods: [monday('09:00', '17:00')] });
    const ben = availability({ periods: [monday('10:00', '12:00')] });
    const chitra = availability({ periods: [monday('14:00', '15:00')] });
    const start = '2027-03-08';
    const view = 'Asia/Kolkata';
    const { counts, whole } = coverage(
      [
        weekHours(asha, 'Europe/London', view, start),
        weekHours(ben, 'UTC', view, start),
        weekHours(chitra, 'Asia/Kolkata', view, start),
      ],
      start,
    );
    //                        13 14 15 16 17 18 19 20 21 22 23
    expect(counts[0]!.slice(13)).toEqual([0, 2, 2, 2, 2, 1, 1, 1, 1, 1, 0]);
    expect(whole[0]!.slice(13)).toEqual([0, 1, 1, 2, 1, 1, 1, 1, 1, 0, 0]);
    expect(counts[0]!.slice(0, 13).every((c) => c === 0)).toBe(true);
  });

  it('names the stretches inside a day no one covers, and the days no one covers at all', () => {
    const { gaps } = coverage([week([[9, 12]], [[9, 17]]), week([[14, 16]], [[9, 17]])], '2027-03-08');
    expect(gaps[0]).toEqual({ date: '2027-03-08', range: { start: at(12), end: at(14) } });
    expect(gaps).toHaveLength(1);
    const none = coverage([week([[9, 12]])], '2027-03-08').gaps;
    expect(none.filter((g) => g.range === null).map((g) => g.date)).toEqual([
      '2027-03-09',
      '2027-03-10',
      '2027-03-11',
      '2027-03-12',
      '2027-03-13',
      '2027-03-14',
    ]);
  });
});

describe('hoursOnDatesIn', () => {
  it('puts a member’s date’s hours on the dates of the zone shown, with that date’s offsets', () => {
    // London is on GMT in December: Kolkata is 5 h 30 min ahead.
    expect(hoursOnDatesIn('2026-12-25', [{ start: 540, end: 1020 }], 'Europe/London', 'Asia/Kolkata')).toEqual([
      { date: '2026-12-25', ranges: [{ start: 870, end: 1350 }] },
    ]);
    expect(hoursOnDatesIn('2026-12-25', [{ start: 1200, end: 1380 }], 'Europe/London', 'Asia/Kolkata')).toEqual([
      { date: '2026-12-26', ranges: [{ start: 90, end: 270 }] },
    ]);
    expect(hoursOnDatesIn('2026-12-25', [{ start: 1080, end: 1380 }], 'Europe/London', 'Asia/Kolkata')).toEqual([
      { date: '2026-12-25', ranges: [{ start: 1410, end: 1440 }] },
      { date: '2026-12-26', ranges: [{ start: 0, end: 270 }] },
    ]);
    expect(hoursOnDatesIn('2026-12-25', [{ start: 540, end: 600 }], 'UTC', 'UTC')).toEqual([
      { date: '2026-12-25', ranges: [{ start: 540, end: 600 }] },
    ]);
  });
});
