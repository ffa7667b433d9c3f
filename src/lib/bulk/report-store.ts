import { readStored, removeStored, writeStored } from '@/lib/storage';
import { afterReload, reportSchema, type RunReport } from './report';

// One report per workspace and kind of run ("holidays", "link-hours"): the last run stays readable
// after a reload until the admin closes it.

const key = (workspaceId: string, kind: string) => `slotboard.bulk.${workspaceId}.${kind}`;

/** The stored report as it reads after a reload (rows that were being sent become uncertain). */
export function readReport(
  workspaceId: string,
  kind: string,
  storage: Storage = window.localStorage,
): RunReport | null {
  const stored = readStored(storage, key(workspaceId, kind), reportSchema, {
    what: 'the report of a change applied to many items',
  });
  return stored && stored.workspaceId === workspaceId ? afterReload(stored) : null;
}

export function writeReport(kind: string, report: RunReport, storage: Storage = window.localStorage): boolean {
  return writeStored(storage, key(report.workspaceId, kind), report);
}

export function removeReport(workspaceId: string, kind: string, storage: Storage = window.localStorage) {
  removeStored(storage, key(workspaceId, kind));
}
