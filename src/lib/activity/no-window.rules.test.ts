// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { appendActivity, readActivity } from './log';
import { readRuns, recordRun } from './runs';

// The log and the runs are imported by code that may run where there is no browser storage (a
// script, a test in node): there they live in memory only.
describe('without a window', () => {
  it('the activity log starts empty and still takes writes', async () => {
    expect(readActivity()).toEqual([]);
    appendActivity({
      workspaceId: 'w',
      workspaceLabel: 'W',
      resourceKind: 'booking',
      resourceId: 'b1',
      action: 'update',
      what: 'Booking',
      result: 'saved',
    });
    await Promise.resolve();
    expect(readActivity().map((e) => e.resourceId)).toEqual(['b1']);
  });

  it('the bulk runs start empty and still take a run', () => {
    expect(readRuns()).toEqual([]);
    recordRun({ id: 'r1', workspaceId: 'w', workspaceLabel: 'W', kind: 'revert', title: 'Revert', total: 1 });
    expect(readRuns().map((r) => r.id)).toEqual(['r1']);
  });
});
