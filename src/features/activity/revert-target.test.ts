import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '@/lib/activity/log';
import { activityEntry } from '@/testing/activity-entry';
import { revertTarget } from './use-revert-availability';

const entry = (over: Partial<ActivityEntry>): ActivityEntry =>
  activityEntry({
    id: '1',
    what: 'Availability “Default”',
    runId: undefined,
    before: {
      periods: [{ wday: 'tuesday', start_time: '09:00 AM', end_time: '05:00 PM' }],
      overrides: [{ date: '2026-12-25', periods: [] }],
    },
    ...over,
  });

describe('revertTarget', () => {
  it('reads the logged before of an availability update as what to put back', () => {
    expect(revertTarget(entry({}))).toEqual({
      week: expect.objectContaining({ tuesday: [{ start: 540, end: 1020 }], monday: [] }),
      dates: [{ date: '2026-12-25', ranges: [] }],
      unreadable: 0,
    });
  });

  it('offers no revert for creates, other kinds, a before that was not read, or one that does not read as hours', () => {
    expect(revertTarget(entry({ action: 'create' }))).toBeNull();
    expect(revertTarget(entry({ resourceKind: 'team_member' }))).toBeNull();
    expect(revertTarget(entry({ before: undefined }))).toBeNull();
    expect(revertTarget(entry({ before: { periods: 'all day', overrides: [] } }))).toBeNull();
    expect(
      revertTarget(
        entry({
          before: { periods: [{ wday: 'tuesday', start_time: '5 o’clock', end_time: '05:00 PM' }], overrides: [] },
        }),
      ),
    ).toBeNull();
  });
});
