import type { RecordItem } from '@/api/record/schemas';
import { activityEntrySchema, type ActivityEntry } from '@/lib/activity/log';

// A write kept by the server's shared record, read as an entry of this browser's log (decision 0032).

/** The active workspace's address as the record names a workspace (scheme://host), or null. */
function recordName(address: string): string | null {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

/**
 * A shared write as an entry of this browser's log, for the revert code it already has: the same
 * rules, the same re-read before writing. On the active workspace when the record names its address;
 * otherwise on none of this browser's, and the revert says to open that workspace first.
 */
export function sharedEntry(item: RecordItem, active: { id: string; address: string }): ActivityEntry | null {
  const m = item.meaning;
  if (!m) return null;
  const here = recordName(active.address) === item.workspace;
  const parsed = activityEntrySchema.safeParse({
    id: `record-${item.id}`,
    at: item.at,
    workspaceId: here ? active.id : `record:${item.workspace}`,
    workspaceLabel: item.workspace.replace(/^https:\/\//, ''),
    resourceKind: m.resourceKind,
    resourceId: m.resourceId,
    action: m.action,
    what: m.what,
    change: m.change ?? undefined,
    before: m.before ?? undefined,
    after: m.after ?? undefined,
    result: m.result,
    detail: m.detail ?? undefined,
    runId: m.runId ?? undefined,
  });
  // A meaning this version cannot read (another kind, a newer app's) is shown, not reverted.
  return parsed.success ? parsed.data : null;
}
