import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { recordRun, RUN_KINDS, type RunKind } from '@/lib/activity/runs';
import { appendSharedActivity, updateSharedActivity } from '@/lib/activity/track';
import type { RunReport } from './report';
import { readReport, removeReport, writeReport } from './report-store';
import { createBulkRunner, type ActivitySink, type BulkRunner, type Clock, type RowActions } from './runner';
import type { ReportRow } from './report';

export interface BulkRowInput {
  id: string;
  label: string;
  /** JSON: what the row sends; `actions` rebuilds the request from it after a reload. */
  payload: unknown;
}

interface UseBulkRunOptions {
  workspaceId: string;
  /** Names the kind of run, one stored report per kind and workspace ("holidays", "link-hours"). */
  kind: string;
  /** The workspace's name, for the run's line in Activity. */
  workspaceLabel?: string;
  actions: (row: ReportRow) => RowActions;
  clock?: Clock;
  storage?: Storage;
}

const isRunKind = (kind: string): kind is RunKind => (RUN_KINDS as readonly string[]).includes(kind);

/** Each row logged in Activity, and the run itself as one line there when it is first applied. */
const activitySink = (kind: string, workspaceLabel: string | undefined): ActivitySink => ({
  append: appendSharedActivity,
  update: updateSharedActivity,
  beginRun: (run) => {
    if (isRunKind(kind))
      recordRun({
        id: run.runId,
        workspaceId: run.workspaceId,
        workspaceLabel: workspaceLabel ?? run.workspaceId,
        kind,
        title: run.title,
        total: run.total,
        revertOf: run.revertOf,
      });
  },
});
const EMPTY: RunReport | null = null;

// A run goes on while the admin looks at another screen; coming back finds it here, not re-read
// from storage (which would take its rows being sent for uncertain ones).
const live = new Map<string, BulkRunner>();
const latestActions = new Map<string, (row: ReportRow) => RowActions>();
// Runners restored from storage whose rows have not been read back yet. Kept beside `live`, not in
// the render: a render React throws away (an interrupted one) still leaves its runner in `live`,
// and the render that commits must still check it.
const restoredUnchecked = new WeakSet<BulkRunner>();

/**
 * The runner for one screen: the stored report of this workspace's last run of this kind is
 * restored (rows that were being sent are checked by reading, nothing is resent), and every change
 * is written back, so a reload never loses it.
 */
export function useBulkRun({ workspaceId, kind, workspaceLabel, actions, clock, storage }: UseBulkRunOptions) {
  const liveKey = `${workspaceId}\u0000${kind}`;
  useEffect(() => {
    latestActions.set(liveKey, actions);
  });
  const make = useCallback(
    (report: RunReport) => {
      latestActions.set(liveKey, actions);
      const runner = createBulkRunner({
        report,
        actions: (row) => (latestActions.get(liveKey) ?? actions)(row),
        clock,
        activity: activitySink(kind, workspaceLabel),
      });
      runner.subscribe(() => writeReport(kind, runner.getReport(), storage));
      live.set(liveKey, runner);
      return runner;
    },
    // `actions` is read through latestActions; a new function each render must not make a new runner.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [clock, kind, storage, liveKey, workspaceLabel],
  );
  const [restored] = useState(() => {
    const running = live.get(liveKey);
    if (running) return { runner: running };
    const stored = readReport(workspaceId, kind, storage);
    const runner = stored ? make(stored) : null;
    if (runner) restoredUnchecked.add(runner);
    return { runner };
  });
  const [runner, setRunner] = useState<BulkRunner | null>(restored.runner);

  useEffect(() => {
    // Reading back is harmless: the rows that were being sent when the page closed are checked.
    if (restored.runner && restoredUnchecked.delete(restored.runner)) restored.runner.checkUncertain();
  }, [restored]);

  const subscribe = useCallback((listener: () => void) => runner?.subscribe(listener) ?? (() => undefined), [runner]);
  const report = useSyncExternalStore(subscribe, () => runner?.getReport() ?? EMPTY);

  return {
    report,
    runner,
    /** Prepares a run from the previewed rows; nothing is sent until `runner.start()`. Refused while busy. */
    prepare(title: string, rows: BulkRowInput[], extra: { revertOf?: string } = {}): BulkRunner | null {
      if (runner?.busy()) return null;
      runner?.dispose();
      const fresh: RunReport = {
        id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
        workspaceId,
        title,
        createdAt: new Date().toISOString(),
        rows: rows.map((r) => ({ ...r, state: { status: 'queued' }, sends: 0, attempts: 0 })),
        ...(extra.revertOf ? { revertOf: extra.revertOf } : {}),
      };
      writeReport(kind, fresh, storage);
      const next = make(fresh);
      setRunner(next);
      return next;
    },
    /** Forgets the report (Close). Refused while something is being sent. */
    close() {
      if (runner?.busy()) return false;
      runner?.dispose();
      live.delete(liveKey);
      removeReport(workspaceId, kind, storage);
      setRunner(null);
      return true;
    },
  };
}
