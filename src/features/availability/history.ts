import type { Availability, AvailabilityCreateBody } from '@/api/availabilities/schemas';

// The spec has no way to list availabilities: the ones created from this browser are kept here,
// per workspace, with what was sent and what the service returned.

export interface HistoryEntry {
  at: string;
  version: 'v1' | 'v2';
  request: AvailabilityCreateBody;
  response: Availability;
}

const key = (workspaceId: string) => `slotboard.availabilities.${workspaceId}`;

export function readHistory(workspaceId: string): HistoryEntry[] {
  try {
    const raw: unknown = JSON.parse(window.localStorage.getItem(key(workspaceId)) ?? '[]');
    return Array.isArray(raw) ? (raw.filter((e) => typeof e === 'object' && e && 'response' in e) as HistoryEntry[]) : [];
  } catch {
    return [];
  }
}

export function addToHistory(workspaceId: string, entry: HistoryEntry) {
  const entries = [entry, ...readHistory(workspaceId)].slice(0, 200);
  try {
    window.localStorage.setItem(key(workspaceId), JSON.stringify(entries));
  } catch {
    // Storage full: the availability exists in the workspace; only this browser's list misses it.
  }
}
