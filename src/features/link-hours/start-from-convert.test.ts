import { describe, expect, it } from 'vitest';
import { convertForLink, type StartSource } from './start-from-convert';
import { calendarDate } from '@/lib/time/display';

const nineToFive = [{ wday: 'monday', start_time: '09:00 AM', end_time: '05:00 PM' }];

describe('starting a link from an availability in another zone', () => {
  it('converts Kolkata hours into the hosts’ São Paulo zone with the offsets of the week', () => {
    // Kolkata is UTC+5:30 and São Paulo UTC−3 all year: 9:00 in Kolkata is 0:30 in São Paulo.
    const r = convertForLink(
      { periods: nineToFive, overrides: [{ date: '2026-12-25' }], owner: 'Ishaan', zone: 'Asia/Kolkata' },
      ['America/Sao_Paulo'],
      '2026-11-23',
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.converted).toBe(true);
    expect(r.week.monday).toEqual([{ start: 30, end: 510 }]);
    expect(r.notes.join(' ')).toMatch(/Converted from Asia\/Kolkata into America\/Sao_Paulo/);
    expect(r.notes.join(' ')).toMatch(/date override is not copied/);
  });

  it('copies as they are when the zones are the same', () => {
    const r = convertForLink(
      { periods: nineToFive, overrides: [], owner: 'A', zone: 'Europe/Paris' },
      ['Europe/Paris', 'Europe/Paris'],
      '2026-11-23',
    );
    expect(r).toMatchObject({ ok: true, converted: false, week: { monday: [{ start: 540, end: 1020 }] } });
  });

  it('says exactly why it cannot convert', () => {
    const src = { periods: nineToFive, overrides: [], owner: 'Ishaan', zone: 'Asia/Kolkata' };
    expect(convertForLink(src, ['Europe/Paris', 'Asia/Tokyo'], '2026-11-23')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/different time zones \(Europe\/Paris, Asia\/Tokyo\)/),
    });
    expect(convertForLink(src, [], '2026-11-23')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/no hosts/),
    });
    expect(convertForLink(src, ['Europe/Paris', null], '2026-11-23')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/one of this link's hosts is not known/),
    });
    expect(convertForLink({ ...src, zone: null }, ['Europe/Paris'], '2026-11-23')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/time zone of Ishaan is not known/),
    });
  });

  it('warns when the zones change their clocks apart later', () => {
    const r = convertForLink(
      { periods: nineToFive, overrides: [], owner: 'A', zone: 'Europe/London' },
      ['America/New_York'],
      '2026-11-23',
    );
    expect(r.ok && r.week.monday).toEqual([{ start: 240, end: 720 }]);
    expect(r.ok && r.notes.join(' ')).toMatch(/change their clocks apart/);
  });
});

const monday = { wday: 'monday', start_time: '09:00 AM', end_time: '05:00 PM' };
const source = (extra: Partial<StartSource> = {}): StartSource => ({
  periods: [monday],
  overrides: [],
  owner: 'Ishaan',
  zone: 'Europe/Paris',
  ...extra,
});
const notesOf = (r: ReturnType<typeof convertForLink>) => (r.ok ? r.notes : []);

describe('the notes of a start from an availability', () => {
  it('are none when every range reads, there are no overrides and the zones are the same', () => {
    expect(convertForLink(source(), ['Europe/Paris'], '2026-11-23')).toEqual({
      ok: true,
      week: expect.objectContaining({ monday: [{ start: 540, end: 1020 }] }),
      converted: false,
      notes: [],
    });
  });

  it('count the weekly ranges that could not be read and are left out', () => {
    const r = convertForLink(
      source({
        periods: [
          monday,
          { wday: 'tuesday', start_time: 'soon', end_time: '05:00 PM' },
          { wday: 'friday', start_time: '05:00 PM', end_time: '09:00 AM' },
        ],
      }),
      ['Europe/Paris'],
      '2026-11-23',
    );
    expect(notesOf(r)).toEqual(['2 of its weekly ranges could not be read and are left out.']);
  });

  it('say how many date overrides are not copied, one or several', () => {
    expect(notesOf(convertForLink(source({ overrides: [{}] }), ['Europe/Paris'], '2026-11-23'))).toEqual([
      "Its date override is not copied: a link's hours are weekly only.",
    ]);
    expect(notesOf(convertForLink(source({ overrides: [{}, {}, {}] }), ['Europe/Paris'], '2026-11-23'))).toEqual([
      "Its 3 date overrides are not copied: a link's hours are weekly only.",
    ]);
  });

  it('name the first week on which the two zones change their clocks apart', () => {
    // New York moves its clocks on Sunday 2027-03-14, London on 2027-03-28: Monday's hours move from the week of 2027-03-15.
    const r = convertForLink(source({ zone: 'Europe/London' }), ['America/New_York'], '2027-03-01');
    expect(notesOf(r)).toContain(
      `From the week of ${calendarDate('2027-03-15')} the two zones change their clocks apart, so these hours would then sit an hour off the original.`,
    );
  });

  it('say when some times do not exist in the source zone on the day its clocks go forward, and only then', () => {
    const night = { wday: 'sunday', start_time: '02:30 AM', end_time: '05:00 AM' };
    const gap = convertForLink(
      source({ periods: [night], zone: 'America/New_York' }),
      ['America/Chicago'],
      '2027-03-08',
    );
    expect(notesOf(gap)).toContain(
      'Some of its times do not exist in America/New_York on the day its clocks go forward.',
    );
    const noGap = convertForLink(source({ zone: 'Asia/Kolkata' }), ['Asia/Tokyo'], '2026-11-23');
    expect(notesOf(noGap)).toEqual(["Converted from Asia/Kolkata into Asia/Tokyo, the hosts' time zone."]);
  });
});

describe('a start refused for a zone this browser does not know', () => {
  it('names the unknown zone, whether it is the availability’s or the hosts’', () => {
    expect(convertForLink(source({ zone: 'Mars/Olympus' }), ['Europe/Paris'], '2026-11-23')).toEqual({
      ok: false,
      week: expect.objectContaining({ monday: [{ start: 540, end: 1020 }] }),
      reason: 'Mars/Olympus is not a time zone this browser knows, so the hours cannot be converted.',
    });
    expect(convertForLink(source(), ['Venus/Maxwell'], '2026-11-23')).toMatchObject({
      ok: false,
      reason: 'Venus/Maxwell is not a time zone this browser knows, so the hours cannot be converted.',
    });
  });
});
