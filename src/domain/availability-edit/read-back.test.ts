import { describe, expect, it } from 'vitest';
import { snapshotOf } from '@/domain/availability-diff/diff';
import { holdsExpected, readBackOf, expectedAfterSave } from './read-back';
import { emptyWeek } from '@/lib/time/periods';

const sent = snapshotOf({
  periods: [{ wday: 'tuesday', start_time: '09:00 AM', end_time: '05:00 PM' }],
  overrides: [{ date: '2026-12-25', periods: [] }],
});

describe('read-back', () => {
  it('confirms what was sent, and names where the workspace holds something else', () => {
    expect(readBackOf(sent, sent, null, 'Europe/London', '2026-11-22')).toEqual({
      status: 'holds',
      text: 'Tue 9:00 AM–5:00 PM; Dec 25 unavailable',
    });
    const other = snapshotOf({
      periods: [{ wday: 'tuesday', start_time: '09:00 AM', end_time: '12:00 PM' }],
      overrides: [],
    });
    expect(readBackOf(other, sent, null, 'Europe/London', '2026-11-22')).toEqual({
      status: 'mismatch',
      text: 'Tue 9:00 AM–12:00 PM',
      difference: 'Tue 9:00 AM–5:00 PM → 9:00 AM–12:00 PM; Dec 25 unavailable, removed (follows the weekly hours)',
    });
  });

  it('hours sent in another zone are compared with their conversion into the member’s zone', () => {
    // New York is 5 hours behind London in late November.
    const converted = snapshotOf({
      periods: [{ wday: 'tuesday', start_time: '04:00 AM', end_time: '12:00 PM' }],
      overrides: [],
    });
    expect(holdsExpected(converted, sent, 'Europe/London', 'America/New_York', '2026-11-22')).toBe(true);
    expect(holdsExpected(sent, sent, 'Europe/London', 'America/New_York', '2026-11-22')).toBe(false);
  });
});

// What a read after a save must find. Without a conversion (no zone picked, the member's own zone,
// or a member whose zone is unknown) weekly hours and dates are both compared; hours sent in another
// zone are expected converted into the member's, and dates are then not compared.

const TODAY = '2026-11-22';
const tuesday = (start: string, end: string) => [{ wday: 'tuesday', start_time: start, end_time: end }];
const sentTuesday = snapshotOf({
  periods: tuesday('09:00 AM', '05:00 PM'),
  overrides: [{ date: '2026-12-25', periods: [] }],
});
const otherDates = snapshotOf({ periods: tuesday('09:00 AM', '05:00 PM'), overrides: [] });
const otherHours = snapshotOf({
  periods: tuesday('09:00 AM', '12:00 PM'),
  overrides: [{ date: '2026-12-25', periods: [] }],
});

describe('a save read back without a conversion', () => {
  it('holds only when both the weekly hours and the dates are what was sent', () => {
    expect(holdsExpected(sentTuesday, sentTuesday, null, 'Europe/London', TODAY)).toBe(true);
    expect(holdsExpected(otherDates, sentTuesday, null, 'Europe/London', TODAY)).toBe(false);
    expect(holdsExpected(otherHours, sentTuesday, null, 'Europe/London', TODAY)).toBe(false);
  });

  it('hours sent in the member’s own zone, or for a member whose zone is unknown, are compared as sent, dates too', () => {
    expect(holdsExpected(otherDates, sentTuesday, 'Europe/London', 'Europe/London', TODAY)).toBe(false);
    expect(holdsExpected(otherDates, sentTuesday, 'Asia/Tokyo', null, TODAY)).toBe(false);
    expect(expectedAfterSave(sentTuesday, 'Asia/Tokyo', null, TODAY)).toBe(sentTuesday);
  });
});

describe('a save in another zone', () => {
  it('expects the weekly hours converted into the member’s zone and the dates as sent (London 9:00 AM is 4:00 AM in New York in November)', () => {
    expect(expectedAfterSave(sentTuesday, 'Europe/London', 'America/New_York', TODAY)).toEqual({
      ...sentTuesday,
      week: { ...emptyWeek(), tuesday: [{ start: 240, end: 720 }] },
    });
  });

  it('holds when the converted weekly hours are there, whatever the dates', () => {
    const converted = snapshotOf({ periods: tuesday('04:00 AM', '12:00 PM'), overrides: [] });
    expect(holdsExpected(converted, sentTuesday, 'Europe/London', 'America/New_York', TODAY)).toBe(true);
    expect(holdsExpected(sentTuesday, sentTuesday, 'Europe/London', 'America/New_York', TODAY)).toBe(false);
  });
});
