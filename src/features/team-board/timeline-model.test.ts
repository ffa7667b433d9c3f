import { afterEach, describe, expect, it } from 'vitest';
import { availabilitySchema } from '@/api/availabilities/schemas';
import { reloadDisplayPrefs, setDisplayPrefs } from '@/lib/display-prefs';
import type { BoardMember } from './board-members';
import { weekHours } from '@/domain/calendar/week-hours';
import {
  countRuns,
  datedWeek,
  dayText,
  hourAt,
  hourColumns,
  hoursOf,
  place,
  placeDay,
  placeInDay,
  shownDates,
  timelineAxis,
  whoIsFree,
} from './timeline-model';

const availability = (extra: Record<string, unknown>) =>
  availabilitySchema.parse({ id: 'a1', sid: 's1', name: 'Working hours', periods: [], overrides: [], ...extra });
const weekdays = (start: string, end: string) =>
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((wday) => ({ wday, start_time: start, end_time: end }));
const member = (id: string, zone: string | null, availabilities = [availability({ default: true })]): BoardMember => ({
  id,
  email: `${id}@x.org`,
  name: id,
  zone,
  availabilities,
});

afterEach(() => reloadDisplayPrefs());

describe('the timeline’s dates and axis', () => {
  it('shows seven dates from the week’s first, or the one day', () => {
    expect(shownDates('week', '2027-03-07')).toEqual([
      '2027-03-07',
      '2027-03-08',
      '2027-03-09',
      '2027-03-10',
      '2027-03-11',
      '2027-03-12',
      '2027-03-13',
    ]);
    expect(shownDates('day', '2027-03-09')).toEqual(['2027-03-09']);
  });

  it('knows a clock-change day’s true length in the zone shown', () => {
    const london = timelineAxis(shownDates('week', '2027-03-28'), 'Europe/London');
    expect(hoursOf(london, 0)).toBe(23);
    expect(hoursOf(london, 1)).toBe(24);
    expect(hoursOf(timelineAxis(['2027-10-31'], 'Europe/London'), 0)).toBe(25);
    expect(hoursOf(timelineAxis(['2027-03-14'], 'Europe/London'), 0)).toBe(24);
    expect(hoursOf(timelineAxis(['2027-03-14'], 'America/New_York'), 0)).toBe(23);
    expect(london.total).toBe(7 * 1440 - 60);
  });

  it('reads the hour under a point of the axis, for a question asked by pointing', () => {
    const week = timelineAxis(shownDates('week', '2027-03-07'), 'UTC');
    expect(hourAt(0, week)).toEqual({ on: '2027-03-07', at: '00:00' });
    expect(hourAt((2 * 24 + 15.5) / 168, week)).toEqual({ on: '2027-03-09', at: '15:00' });
    expect(hourAt(1, week)).toEqual({ on: '2027-03-13', at: '23:00' });
    expect(hourAt(15.99 / 24, timelineAxis(['2027-03-09'], 'UTC'))).toEqual({ on: '2027-03-09', at: '15:00' });
  });

  it('reads a clock-change day’s hours as lived: the skipped hour is nowhere, the repeated one twice as wide', () => {
    const spring = timelineAxis(['2027-03-14'], 'America/New_York');
    // Two hours in, the clock reads 3 AM: 2 AM does not happen.
    expect(hourAt(2.5 / 23, spring)).toEqual({ on: '2027-03-14', at: '03:00' });
    expect(hourAt(22.5 / 23, spring)).toEqual({ on: '2027-03-14', at: '23:00' });
    const fall = timelineAxis(['2027-11-07'], 'America/New_York');
    expect(hourAt(1.5 / 25, fall)).toEqual({ on: '2027-11-07', at: '01:00' });
    expect(hourAt(2.5 / 25, fall)).toEqual({ on: '2027-11-07', at: '01:00' });
    expect(hourAt(3.5 / 25, fall)).toEqual({ on: '2027-11-07', at: '02:00' });
    expect(hourColumns(spring, 0)).toMatch(/^1fr 1fr 0fr 1fr /);
    expect(hourColumns(fall, 0)).toMatch(/^1fr 2fr 1fr /);
    expect(hourColumns(timelineAxis(['2027-03-09'], 'UTC'), 0)).toBe('repeat(24, 1fr)');
  });

  it('places a stretch of a day along the whole axis and within its date', () => {
    const day = timelineAxis(['2027-03-09'], 'UTC');
    expect(place(day, 0, { start: 540, end: 1020 })).toEqual({ left: '37.5%', width: '33.33333333333333%' });
    const two = timelineAxis(['2027-03-09', '2027-03-10'], 'UTC');
    expect(place(two, 1, { start: 0, end: 720 })).toEqual({ left: '50%', width: '25%' });
    // find-a-time's stretch past midnight runs into the next date, and stops at the axis' end.
    expect(place(two, 0, { start: 1380, end: 1500 })).toEqual({
      left: '47.91666666666667%',
      width: '4.166666666666666%',
    });
    expect(place(two, 1, { start: 1380, end: 1500 }).width).toBe('2.083333333333333%');
    expect(placeDay(two, 1)).toEqual({ left: '50%', width: '50%' });
    expect(placeInDay(two, 1, { start: 720, end: 1440 })).toEqual({ left: '50%', width: '50%' });
  });

  it('draws a clock-change date at its true length: 9 AM–5 PM is 8 of 23 hours, starting 8 hours in', () => {
    const axis = timelineAxis(['2027-03-13', '2027-03-14'], 'America/New_York');
    expect(placeDay(axis, 1)).toEqual({ left: `${(1440 / 2820) * 100}%`, width: `${(1380 / 2820) * 100}%` });
    expect(placeInDay(axis, 1, { start: 540, end: 1020 })).toEqual({
      left: `${(480 / 1380) * 100}%`,
      width: `${(480 / 1380) * 100}%`,
    });
    const fall = timelineAxis(['2027-11-07'], 'America/New_York');
    expect(placeInDay(fall, 0, { start: 0, end: 1440 }).width).toBe('100%');
  });
});

describe('datedWeek', () => {
  it('is weekHours, worked out once per availability, zones and week', () => {
    const a = availability({ periods: weekdays('09:00', '17:00') });
    const week = datedWeek(a, 'America/New_York', 'Europe/London', '2027-03-07');
    expect(week).toEqual(weekHours(a, 'America/New_York', 'Europe/London', '2027-03-07'));
    expect(datedWeek(a, 'America/New_York', 'Europe/London', '2027-03-07')).toBe(week);
    expect(datedWeek(a, 'America/New_York', 'UTC', '2027-03-07')).not.toBe(week);
    expect(datedWeek(a, 'America/New_York', 'UTC', '2027-03-07')[1]!.ranges).toEqual([{ start: 840, end: 1320 }]);
    // Another availability object (read again, changed) is worked out anew.
    const changed = availability({ periods: weekdays('10:00', '17:00') });
    expect(datedWeek(changed, 'America/New_York', 'Europe/London', '2027-03-07')[1]!.ranges).toEqual([
      { start: 900, end: 1320 },
    ]);
  });
});

describe('dayText', () => {
  const day = { date: '2027-03-08', ranges: [{ start: 840, end: 1320 }], override: false, unreadable: false };

  it('says a day’s hours with the member’s name, marks an override, names a day off and unreadable hours', () => {
    setDisplayPrefs({ clock: '24', weekStart: 'auto' });
    expect(dayText('Priya', day)).toBe('Priya: Mon Mar 8 14:00–22:00');
    expect(dayText('Priya', { ...day, override: true })).toBe('Priya: Mon Mar 8 14:00–22:00 (override)');
    expect(dayText('Priya', { ...day, ranges: [] })).toBe('Priya: Mon Mar 8 unavailable');
    expect(dayText('Priya', { ...day, ranges: [], override: true })).toBe('Priya: Mon Mar 8 unavailable (override)');
    expect(dayText('Priya', { ...day, ranges: [], override: true, unreadable: true })).toBe(
      'Priya: Mon Mar 8 override hours that could not be read',
    );
    setDisplayPrefs({ clock: '12', weekStart: 'auto' });
    expect(dayText('Priya', day)).toBe('Priya: Mon Mar 8 2:00 PM–10:00 PM');
  });
});

describe('countRuns', () => {
  it('says a day’s hourly counts as runs', () => {
    const counts = Array.from({ length: 24 }, (_, h) => (h >= 9 && h < 17 ? (h < 12 ? 3 : 5) : 0));
    expect(countRuns(counts, false)).toBe('0 until 09:00, 3 from 09:00 to 12:00, 5 from 12:00 to 17:00, 0 from 17:00');
    expect(
      countRuns(
        Array.from({ length: 24 }, () => 2),
        true,
      ),
    ).toBe('2 all day');
  });
});

describe('whoIsFree', () => {
  const stretch = { date: '2027-03-16', start: 15 * 60, minutes: 60, zone: 'Europe/London' };

  it('lists who is free for the whole stretch and why the others are not, by the default availability', () => {
    setDisplayPrefs({ clock: '24', weekStart: 'auto' });
    const ny = member('ny', 'America/New_York', [availability({ default: true, periods: weekdays('09:00', '17:00') })]);
    const ldn = member('ldn', 'Europe/London', [availability({ default: true, periods: weekdays('09:00', '14:00') })]);
    const off = member('off', 'Europe/London', [
      availability({
        default: true,
        periods: weekdays('09:00', '17:00'),
        overrides: [{ date: '2027-03-16', periods: [] }],
      }),
    ]);
    const tokyo = member('tokyo', 'Asia/Tokyo', [
      availability({ id: 'x', periods: weekdays('09:00', '17:00') }),
      availability({ id: 'y', periods: weekdays('09:00', '17:00') }),
    ]);
    const none = member('none', null, []);
    const reading = member('reading', null);
    const answers = whoIsFree(
      [ny, ldn, off, tokyo, none, reading],
      (m) => (m === reading ? 'reading' : 'read'),
      stretch,
    );
    expect(answers.free.map((m) => m.id)).toEqual(['ny']);
    expect(answers.busy.map((b) => `${b.member.id}: ${b.why}`)).toEqual([
      'ldn: outside their hours (09:00–14:00)',
      'off: an override: unavailable all day',
    ]);
    expect(answers.unknown.map((b) => `${b.member.id}: ${b.why}`)).toEqual([
      'tokyo: several availabilities and no default',
      'none: no availabilities',
      'reading: availabilities still being read',
    ]);
  });
});
