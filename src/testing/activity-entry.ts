import type { ActivityEntry } from '@/lib/activity/log';

/** One saved update of an availability in Activity, as a run recorded it; tests change what they test. */
export const activityEntry = (over: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id: 'e1',
  at: '2026-11-22T06:00:00.000Z',
  workspaceId: 'w',
  workspaceLabel: 'Acme',
  resourceKind: 'availability',
  resourceId: 'a1',
  action: 'update',
  what: 'Oliver Smith · Working hours',
  result: 'saved',
  runId: 'run-1',
  ...over,
});
