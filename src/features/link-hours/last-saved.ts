import { readLastSent, writeLastSent } from '@/lib/link-hours';
import type { Week } from '@/lib/time/periods';

// The link page's view of what this browser last sent as a link's weekly hours (lib/link-hours.ts,
// which a bulk run of weekly hours writes too): the spec cannot read them back (§4.3).

export const readLastSaved = (workspaceId: string, sid: string): Week | null =>
  readLastSent(workspaceId, sid)?.week ?? null;

/** The zone the hours last sent were given in; null: the hosts' own (§4.3), as a single save sends them. */
export const readLastSavedZone = (workspaceId: string, sid: string): string | null =>
  readLastSent(workspaceId, sid)?.timeZone ?? null;

/** A single save sends the hours in the hosts' zone (§4.3). */
export const writeLastSaved = (workspaceId: string, sid: string, week: Week) =>
  writeLastSent(workspaceId, sid, { week, timeZone: null });
