import { afterEach, describe, expect, it } from 'vitest';
import { availabilitySchema } from '@/api/availabilities/schemas';
import { reloadDisplayPrefs, setDisplayPrefs } from '@/lib/display-prefs';
import type { BoardMember } from './board-members';
import { weekHours } from '@/domain/calendar/week-hours';
import { countRuns, datedWeek, dayText, hourAt, hoursIn, place, shownDates, whoIsFree } from './timeline-model';

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
    expect(hoursIn('2027-03-28', 'Europe/London')).toBe(23);
    expect(hoursIn('2027-10-31', 'Europe/London')).toBe(25);
    expect(hoursIn('2027-03-14', 'Europe/London')).toBe(24);
    expect(hoursIn('2027-03-14', 'America/New_York')).toBe(23);
  });

  it('reads the hour under a point of the axis, for a question asked by pointing', () => {
    const week = shownDates('week', '2027-03-07');
    expect(hourAt(0, week)).toEqual({ on: '2027-03-07', at: '00:00' });
    expect(hourAt((2 * 24 + 15.5) / 168, week)).toEqual({ on: '2027-03-09', at: '15:00' });
    expect(hourAt(1, week)).toEqual({ on: '2027-03-13', at: '23:00' });
    expect(hourAt(15.99 / 24, ['2027-03-09'])).toEqual({ on: '2027-03-09', at: '15:00' });
  });

  it('places a stretch of a day along the whole axis', () => {
    expect(place(0, 1, { start: 540, end: 1020 })).toEqual({ left: '37.5%', width: '33.33333333333333%' });
    expect(place(1, 2, { start: 0, end: 720 })).toEqual({ left: '50%', width: '25%' });
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
