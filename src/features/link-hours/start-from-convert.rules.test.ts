import { describe, expect, it } from 'vitest';
import { calendarDate } from '@/lib/time/display';
import { convertForLink, type StartSource } from './start-from-convert';

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
