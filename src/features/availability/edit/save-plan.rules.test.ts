import { describe, expect, it } from 'vitest';
import type { Snapshot } from '@/components/availability-diff/diff';
import { emptyWeek } from '@/lib/time/periods';
import { applyBody } from './save-plan';

// A PATCH read the way the workspace reads it: a date's period that does not read as a time adds
// no hours to that date (it is never taken as starting at midnight), and dates the body does not
// name keep what they had.

const record: Snapshot = { week: emptyWeek(), dates: [{ date: '2027-12-24', ranges: [] }], unreadable: 0 };

describe('applyBody', () => {
  it('a date’s period whose start does not read is left out; the readable ones set the date', () => {
    const after = applyBody(record, {
      periods: [],
      overrides: [
        {
          date: '2027-12-25',
          periods: [
            { start_time: 'soon', end_time: '10:00 AM' },
            { start_time: '01:00 PM', end_time: '02:00 PM' },
          ],
        },
      ],
    });
    expect(after.dates).toEqual([
      { date: '2027-12-24', ranges: [] },
      { date: '2027-12-25', ranges: [{ start: 780, end: 840 }] },
    ]);
  });

  it('a body without dates leaves the record’s dates as they were', () => {
    expect(applyBody(record, { periods: [{ wday: 'monday', start_time: '09:00 AM', end_time: '05:00 PM' }] })).toEqual({
      week: { ...emptyWeek(), monday: [{ start: 540, end: 1020 }] },
      dates: [{ date: '2027-12-24', ranges: [] }],
      unreadable: 0,
    });
  });
});
