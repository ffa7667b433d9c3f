import { describe, expect, it } from 'vitest';
import type { Availability } from '@/api/availabilities/schemas';
import {
  boardMembers,
  coveringAvailability,
  filterMembers,
  overrideText,
  upcomingOverrides,
  zonesOf,
} from './board-model';
import { shiftRanges } from '@/lib/time/wall-clock';
import { weekHours, coverage } from '@/domain/calendar/week-hours';
import type { BoardMember } from './board-members';

const a = (patch: Partial<Availability>): Availability => ({
  id: 'a',
  sid: 'a',
  name: 'Hours',
  default: true,
  periods: [],
  overrides: [],
  ...patch,
});

describe('board model', () => {
  it('groups availabilities by member email (any case), default first, members without email left out', () => {
    const members = boardMembers(
      [
        { id: '1', email: 'Ana@Example.com', first_name: 'Ana', last_name: 'Lima', time_zone: 'Asia/Kolkata' },
        { id: '2', email: '', first_name: 'No', last_name: 'Email', time_zone: undefined },
        { id: '3', email: 'ben@example.com', first_name: null, last_name: null, time_zone: null },
      ],
      [
        a({ id: 'x', default: false, user: { email: 'ana@example.com' } }),
        a({ id: 'y', default: true, user: { email: 'ANA@example.com' } }),
        a({ id: 'z', user: { email: 'nobody@example.com' } }),
      ],
    );
    expect(members.map((m) => [m.name, m.zone, m.availabilities.map((v) => v.id)])).toEqual([
      ['Ana Lima', 'Asia/Kolkata', ['y', 'x']],
      ['ben@example.com', null, []],
    ]);
    expect(filterMembers(members, { q: 'LIMA', zone: '' }).map((m) => m.id)).toEqual(['1']);
    expect(filterMembers(members, { q: 'example', zone: 'Asia/Kolkata' }).map((m) => m.id)).toEqual(['1']);
  });

  it('counts a member’s default availability for coverage, or the only one, never a guess among several', () => {
    const member = (availabilities: Availability[]) => ({
      id: 'm',
      email: 'm@x.org',
      name: 'M',
      zone: null,
      availabilities,
    });
    expect(coveringAvailability(member([a({ id: 'x', default: false }), a({ id: 'y', default: true })]))?.id).toBe('y');
    expect(coveringAvailability(member([a({ id: 'x', default: false })]))?.id).toBe('x');
    expect(coveringAvailability(member([a({ id: 'x', default: false }), a({ id: 'z', default: false })]))).toBeNull();
  });

  it('lists coming overrides only, in the viewing zone, and words unreadable hours as such', () => {
    const av = a({
      overrides: [
        { date: '2026-11-01', periods: [] },
        { date: '2026-12-31', periods: [{ start_time: '10:00 AM', end_time: '02:00 PM' }] },
        { date: '2026-12-25', periods: [] },
        { date: '2027-01-02', periods: [{ start_time: 'late', end_time: 'later' }] },
      ],
    });
    expect(upcomingOverrides(av, 'UTC', '', '2026-11-22').map(overrideText)).toEqual([
      'Dec 25 unavailable',
      'Dec 31 10:00 AM–2:00 PM',
      'Jan 2 hours that could not be read',
    ]);
    expect(upcomingOverrides(av, 'UTC', 'Asia/Tokyo', '2026-11-22').map(overrideText)).toEqual([
      'Dec 25 unavailable',
      'Dec 31 7:00 PM–11:00 PM',
      'Jan 2 hours that could not be read',
    ]);
  });

  it('splits a dated range that crosses midnight in the other zone', () => {
    expect(shiftRanges('2026-12-31', [{ start: 20 * 60, end: 23 * 60 }], 'UTC', 'Asia/Tokyo')).toEqual([
      { date: '2027-01-01', range: { start: 5 * 60, end: 8 * 60 } },
    ]);
    expect(shiftRanges('2026-12-31', [{ start: 10 * 60, end: 20 * 60 }], 'UTC', 'Asia/Tokyo')).toEqual([
      { date: '2026-12-31', range: { start: 19 * 60, end: 1440 } },
      { date: '2027-01-01', range: { start: 0, end: 5 * 60 } },
    ]);
  });

  it('keeps a member the same object while their row reads the same, so only changed rows draw again', () => {
    const team = [
      { id: '1', email: 'ana@example.com', first_name: 'Ana', last_name: null, time_zone: 'UTC' },
      { id: '2', email: 'ben@example.com', first_name: 'Ben', last_name: null, time_zone: 'UTC' },
    ];
    const first = a({ id: 'x', user: { email: 'ana@example.com' } });
    const before = boardMembers(team, [first]);
    const after = boardMembers(team, [first, a({ id: 'y', user: { email: 'ben@example.com' } })], before);
    expect(after[0]).toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
    expect(after[1]!.availabilities.map((v) => v.id)).toEqual(['y']);
    // Another reading of the same availability (a refetch) is a change, as is a renamed member.
    expect(boardMembers(team, [{ ...first }], before)[0]).not.toBe(before[0]);
    expect(boardMembers([{ ...team[0]!, first_name: 'Anna' }, team[1]!], [first], before)[0]!.name).toBe('Anna');
  });
});

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
