import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadDisplayPrefs, setDisplayPrefs } from '@/lib/display-prefs';
import { MemoryStorage } from '@/testing/memory-storage';
import { rangesText, readRanges } from './zone-shift';

afterEach(() => {
  vi.unstubAllGlobals();
  reloadDisplayPrefs();
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
