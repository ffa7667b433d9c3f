import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '@/lib/activity/log';
import type { RunEntry } from '@/lib/activity/runs';
import { groupActivity, resultCounts, revertableRows } from './group-runs';

// A bulk run is one line of Activity holding its rows; its revert acts on each record's newest send
// that may have applied, and its summary counts each record once.

let n = 0;
const entry = (patch: Partial<ActivityEntry>): ActivityEntry => ({
  id: `e${++n}`,
  at: new Date(Date.UTC(2026, 11, 1) - n * 60_000).toISOString(),
  workspaceId: 'w1',
  workspaceLabel: 'Acme',
  resourceKind: 'availability',
  resourceId: 'a1',
  action: 'update',
  what: 'Holidays',
  result: 'saved',
  ...patch,
});
const run: RunEntry = {
  id: 'r1',
  at: '2026-12-01T12:00:00.000Z',
  workspaceId: 'w1',
  workspaceLabel: 'Acme',
  kind: 'holidays',
  title: 'Dec 25 off',
  total: 3,
};

describe('the lines of Activity', () => {
  it('puts a run in the place of its newest row, holding every row, with its header or without one', () => {
    const single = entry({ resourceKind: 'team_member' });
    const rows = [
      entry({ runId: 'r1', resourceId: 'a1' }),
      entry({ runId: 'r2', resourceId: 'a9' }),
      entry({ runId: 'r1', resourceId: 'a2' }),
    ];
    const items = groupActivity([rows[0]!, single, rows[1]!, rows[2]!], [run]);
    expect(items).toEqual([
      { type: 'run', runId: 'r1', run, entries: [rows[0], rows[2]] },
      { type: 'entry', entry: single },
      { type: 'run', runId: 'r2', run: null, entries: [rows[1]] },
    ]);
    expect(groupActivity([], [run])).toEqual([]);
  });
});

describe('the rows a revert acts on', () => {
  it('takes each record’s newest send that may have applied, never a failed one', () => {
    const newest = entry({ resourceId: 'a1', result: 'uncertain' });
    const older = entry({ resourceId: 'a1', result: 'saved' });
    const failed = entry({ resourceId: 'a2', result: 'failed' });
    const retried = entry({ resourceId: 'a2', result: 'saved' });
    expect(revertableRows([newest, older, failed, retried])).toEqual([newest, retried]);
    expect(revertableRows([failed])).toEqual([]);
  });
});

describe('a run’s summary', () => {
  it('counts each record once, by its newest row, and names only the outcomes there are', () => {
    expect(resultCounts([])).toBe('0 saved');
    expect(resultCounts([entry({ resourceId: 'a1' }), entry({ resourceId: 'a1', result: 'failed' })])).toBe('1 saved');
    expect(
      resultCounts([
        entry({ resourceId: 'a1', result: 'failed' }),
        entry({ resourceId: 'a2' }),
        entry({ resourceId: 'a3', result: 'uncertain' }),
      ]),
    ).toBe('1 saved, 1 failed, 1 may have been saved');
    expect(
      resultCounts([
        entry({ resourceId: 'a1', result: 'uncertain' }),
        entry({ resourceId: 'a2', result: 'uncertain' }),
      ]),
    ).toBe('0 saved, 2 may have been saved');
  });
});
