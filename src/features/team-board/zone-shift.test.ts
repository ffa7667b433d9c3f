import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadDisplayPrefs, setDisplayPrefs } from '@/lib/display-prefs';
import { MemoryStorage } from '@/testing/memory-storage';
import { addDays, rangesText, readRanges, shiftDated } from './zone-shift';

afterEach(() => {
  vi.unstubAllGlobals();
  reloadDisplayPrefs();
});

describe('shiftDated', () => {
  it('leaves the hours as they are when both zones are the same', () => {
    const ranges = [{ start: 540, end: 1020 }];
    expect(shiftDated('2026-12-24', ranges, 'Asia/Tokyo', 'Asia/Tokyo')).toEqual([
      { date: '2026-12-24', range: { start: 540, end: 1020 } },
    ]);
  });

  it('moves hours back onto the day before when the other zone is behind', () => {
    // Tokyo 01:00–03:00 on Dec 24 is 16:00–18:00 UTC on Dec 23.
    expect(shiftDated('2026-12-24', [{ start: 60, end: 180 }], 'Asia/Tokyo', 'UTC')).toEqual([
      { date: '2026-12-23', range: { start: 960, end: 1080 } },
    ]);
  });

  it('ends a range at midnight exactly without an empty piece on the next day', () => {
    // UTC 15:00 is midnight in Tokyo: 09:00–15:00 UTC is 18:00–24:00 there.
    expect(shiftDated('2026-12-24', [{ start: 540, end: 900 }], 'UTC', 'Asia/Tokyo')).toEqual([
      { date: '2026-12-24', range: { start: 1080, end: 1440 } },
    ]);
  });

  it('reads each date with its own offset: summer and winter time differ', () => {
    // New York is UTC−4 in July and UTC−5 in December.
    expect(shiftDated('2026-07-01', [{ start: 720, end: 780 }], 'UTC', 'America/New_York')).toEqual([
      { date: '2026-07-01', range: { start: 480, end: 540 } },
    ]);
    expect(shiftDated('2026-12-01', [{ start: 720, end: 780 }], 'UTC', 'America/New_York')).toEqual([
      { date: '2026-12-01', range: { start: 420, end: 480 } },
    ]);
  });

  it('shifts every range given, in order, and by half hours where a zone has them', () => {
    expect(
      shiftDated(
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

describe('addDays', () => {
  it('counts calendar days across months and years, forwards and back', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(addDays('2026-12-24', 0)).toBe('2026-12-24');
  });
});

describe('rangesText', () => {
  it('writes the ranges on the clock the admin chose, and follows a new choice', () => {
    vi.stubGlobal('window', { localStorage: new MemoryStorage() });
    setDisplayPrefs({ clock: '24', weekStart: 'auto' });
    expect(
      rangesText([
        { start: 540, end: 720 },
        { start: 780, end: 1440 },
      ]),
    ).toBe('09:00–12:00, 13:00–24:00');
    setDisplayPrefs({ clock: '12', weekStart: 'auto' });
    expect(
      rangesText([
        { start: 540, end: 720 },
        { start: 780, end: 1440 },
      ]),
    ).toBe('9:00 AM–12:00 PM, 1:00 PM–midnight');
    expect(rangesText([])).toBe('');
  });
});

describe('readRanges', () => {
  it('reads override periods as sent, in order and merged, "12:00 AM" at the end being midnight', () => {
    expect(
      readRanges([
        { start_time: '01:00 PM', end_time: '12:00 AM' },
        { start_time: '09:00 AM', end_time: '10:00 AM' },
        { start_time: '09:30 AM', end_time: '11:00 AM' },
      ]),
    ).toEqual([
      { start: 540, end: 660 },
      { start: 780, end: 1440 },
    ]);
    expect(readRanges([])).toEqual([]);
  });

  it('is null when one period does not read, or ends where or before it starts', () => {
    expect(
      readRanges([
        { start_time: '09:00 AM', end_time: '10:00 AM' },
        { start_time: 'soon', end_time: '10:00 AM' },
      ]),
    ).toBeNull();
    expect(readRanges([{ start_time: '09:00 AM', end_time: 'later' }])).toBeNull();
    expect(readRanges([{ start_time: '10:00 AM', end_time: '10:00 AM' }])).toBeNull();
    expect(readRanges([{ start_time: '11:00 AM', end_time: '10:00 AM' }])).toBeNull();
  });
});
