import type { ActivityEntry } from '@/lib/activity/log';
import type { RunEntry } from '@/lib/activity/runs';

// Activity's lines: a write on its own, or a bulk run as one line holding its rows (in the place of
// its newest row). A run whose header was trimmed away still groups, named by its rows.

export type ActivityItem =
  | { type: 'entry'; entry: ActivityEntry }
  | { type: 'run'; runId: string; run: RunEntry | null; entries: ActivityEntry[] };

export function groupActivity(entries: readonly ActivityEntry[], runs: readonly RunEntry[]): ActivityItem[] {
  const headers = new Map(runs.map((r) => [r.id, r]));
  const groups = new Map<string, ActivityEntry[]>();
  const items: ActivityItem[] = [];
  for (const entry of entries) {
    if (!entry.runId) {
      items.push({ type: 'entry', entry });
      continue;
    }
    const group = groups.get(entry.runId);
    if (group) group.push(entry);
    else {
      const fresh = [entry];
      groups.set(entry.runId, fresh);
      items.push({ type: 'run', runId: entry.runId, run: headers.get(entry.runId) ?? null, entries: fresh });
    }
  }
  return items;
}

/**
 * The rows a revert of the run acts on: per record, its newest send that may have applied (a row
 * retried after a failure is one record, not two).
 */
export function revertableRows(entries: readonly ActivityEntry[]): ActivityEntry[] {
  const seen = new Set<string>();
  return entries.filter((e) => {
    if (e.result === 'failed' || seen.has(e.resourceId)) return false;
    seen.add(e.resourceId);
    return true;
  });
}

/** "11 saved, 1 failed" for a run's rows. */
export function resultCounts(entries: readonly ActivityEntry[]): string {
  const newest = new Map<string, ActivityEntry>();
  for (const e of entries) if (!newest.has(e.resourceId)) newest.set(e.resourceId, e);
  const counts = { saved: 0, failed: 0, uncertain: 0 };
  for (const e of newest.values()) counts[e.result]++;
  const parts = [`${counts.saved} saved`];
  if (counts.failed) parts.push(`${counts.failed} failed`);
  if (counts.uncertain) parts.push(`${counts.uncertain} may have been saved`);
  return parts.join(', ');
}
