import { describe, expect, it } from 'vitest';
import type { Availability } from '@/api/availabilities/schemas';
import { datedWeekText, filterMembers, upcomingOverrides, zonesOf } from './board-model';
import type { BoardMember } from './board-members';
import { coverage, weekHours, type DatedHours } from './week-hours';

// The board's words and dates: a date from today on, in the only form the vendor writes, a week that
// reaches into the next one when the zones differ, and the words for what could not be read.

const member = (id: string, zone: string | null, name = id): BoardMember => ({
  id,
  email: `${id}@x.org`,
  name,
  zone,
  availabilities: [],
});
const av = (patch: Partial<Availability>): Availability => ({
  id: 'a',
  sid: 'a',
  name: 'Hours',
  default: true,
  periods: [],
  overrides: [],
  ...patch,
});
const day = (date: string, patch: Partial<DatedHours> = {}): DatedHours => ({
  date,
  ranges: [],
  override: false,
  unreadable: false,
  ...patch,
});

describe('zonesOf and filterMembers', () => {
  it('lists each zone once, sorted, without members who have none', () => {
    expect(
      zonesOf([member('a', 'Europe/Paris'), member('b', null), member('c', 'Asia/Tokyo'), member('d', 'Europe/Paris')]),
    ).toEqual(['Asia/Tokyo', 'Europe/Paris']);
    expect(zonesOf([])).toEqual([]);
  });

  it('finds a member by name or email without the spaces typed around the words', () => {
    expect(
      filterMembers([member('ana', null, 'Ana Lima'), member('ben', null, 'Ben')], { q: '  lima ', zone: '' }).map(
        (m) => m.id,
      ),
    ).toEqual(['ana']);
  });
});

describe('datedWeekText', () => {
  it('names a day whose override could not be read, and says nothing of days off when there are none', () => {
    const week = [
      day('2027-03-08', { ranges: [{ start: 540, end: 1020 }] }),
      day('2027-03-09', { unreadable: true, override: true }),
    ];
    expect(datedWeekText(week)).toMatch(/^Mon Mar 8 .+, Tue Mar 9 override hours that could not be read$/);
  });
});

describe('upcomingOverrides', () => {
  const today = '2026-12-24';
  const dates = (overrides: Availability['overrides']) =>
    upcomingOverrides(av({ overrides }), null, '', today).map((o) => o.date);
  const off = (date: string) => ({ date, periods: [] });

  it('keeps the overrides from today on, never the past ones', () => {
    expect(dates([off('2026-12-23'), off('2026-12-24'), off('2026-12-25')])).toEqual(['2026-12-24', '2026-12-25']);
  });

  it('leaves out a date written in any other form', () => {
    expect(dates([off('x2026-12-25'), off('2026-12-25x'), off('2026-12-25')])).toEqual(['2026-12-25']);
  });

  it('marks hours that do not read as unreadable, with no hours guessed', () => {
    expect(
      upcomingOverrides(
        av({ overrides: [{ date: '2026-12-25', periods: [{ start_time: 'soon', end_time: 'later' }] }] }),
        null,
        '',
        today,
      ),
    ).toEqual([{ date: '2026-12-25', ranges: [], unreadable: true }]);
  });
});

describe('weekHours', () => {
  it('reads an override only on a date written as the vendor writes them', () => {
    const a = av({
      periods: [{ wday: 'monday', start_time: '09:00 AM', end_time: '05:00 PM' }],
      overrides: [
        { date: 'x2027-03-08', periods: [] },
        { date: '2027-03-08x', periods: [] },
      ],
    });
    const [monday] = weekHours(a, null, '', '2027-03-08');
    expect(monday).toEqual({
      date: '2027-03-08',
      ranges: [{ start: 540, end: 1020 }],
      override: false,
      unreadable: false,
    });
  });

  it('brings the next week’s first hours back onto the last day when the view is behind the member', () => {
    // Monday 01:00–03:00 in Tokyo is Sunday 16:00–18:00 UTC: the week of Mon Mar 8 ends with them.
    const a = av({ periods: [{ wday: 'monday', start_time: '01:00 AM', end_time: '03:00 AM' }] });
    const week = weekHours(a, 'Asia/Tokyo', 'UTC', '2027-03-08');
    expect(week.at(-1)).toEqual({
      date: '2027-03-14',
      ranges: [{ start: 960, end: 1080 }],
      override: false,
      unreadable: false,
    });
  });

  it('marks a day whose override does not read, and a day an override moved into', () => {
    const a = av({
      overrides: [
        { date: '2027-03-09', periods: [{ start_time: 'soon', end_time: '10:00 AM' }] },
        { date: '2027-03-10', periods: [{ start_time: '01:00 AM', end_time: '02:00 AM' }] },
      ],
    });
    const week = weekHours(a, 'Asia/Tokyo', 'UTC', '2027-03-08');
    expect(week[1]).toMatchObject({ date: '2027-03-09', override: true, unreadable: true });
    expect(week[2]).toMatchObject({ date: '2027-03-10', override: true });
    expect(week[1]!.ranges).toEqual([{ start: 960, end: 1020 }]);
  });

  it('shows a member without a zone as the hours are written, whatever the view', () => {
    const a = av({ periods: [{ wday: 'monday', start_time: '09:00 AM', end_time: '05:00 PM' }] });
    expect(weekHours(a, null, 'Asia/Tokyo', '2027-03-08')[0]!.ranges).toEqual([{ start: 540, end: 1020 }]);
  });

  it('marks as override a day that only an override of the next date moved into', () => {
    const a = av({ overrides: [{ date: '2027-03-10', periods: [{ start_time: '01:00 AM', end_time: '02:00 AM' }] }] });
    const week = weekHours(a, 'Asia/Tokyo', 'UTC', '2027-03-08');
    expect(week[1]).toEqual({
      date: '2027-03-09',
      ranges: [{ start: 960, end: 1020 }],
      override: true,
      unreadable: false,
    });
  });

  it('reads an override the day before the week without touching the week', () => {
    for (const periods of [[], [{ start_time: 'soon', end_time: 'x' }]]) {
      const a = av({ overrides: [{ date: '2027-03-07', periods }] });
      expect(weekHours(a, 'UTC', '', '2027-03-08').every((d) => !d.override && !d.unreadable)).toBe(true);
    }
  });

  it('marks a day whose own override does not read as an override that could not be read', () => {
    const a = av({ overrides: [{ date: '2027-03-09', periods: [{ start_time: 'soon', end_time: '10:00 AM' }] }] });
    expect(weekHours(a, 'UTC', '', '2027-03-08')[1]).toEqual({
      date: '2027-03-09',
      ranges: [],
      override: true,
      unreadable: true,
    });
  });
});

describe('coverage', () => {
  it('counts 24 hours a day, and skips a week that lacks a date', () => {
    const full = weekHours(
      av({ periods: [{ wday: 'monday', start_time: '09:00 AM', end_time: '10:00 AM' }] }),
      null,
      '',
      '2027-03-08',
    );
    const { counts } = coverage([full, full.slice(1)], '2027-03-08');
    expect(counts.map((row) => row.length)).toEqual([24, 24, 24, 24, 24, 24, 24]);
    expect(counts[0]![9]).toBe(1);
  });
});
