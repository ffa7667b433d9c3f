import { describe, expect, it } from 'vitest';
import { snapshotOf } from '@/components/availability-diff/diff';
import { holdsExpected, readBackOf } from './read-back';

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
