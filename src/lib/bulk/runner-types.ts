import type { ActivityDraft } from '@/lib/activity/log';
import type { Clock } from './clock';
import type { ReportRow, RunReport } from './report';

// What the runner is given: each row's actions, where it logs, and how it waits.

export interface RowActions {
  /** Sends the row's one write; rejects with an ApiError. */
  run(signal: AbortSignal): Promise<unknown>;
  /** Reads back: true when the workspace shows the write applied. */
  verify?(): Promise<boolean>;
  /** How the write is logged in Activity (result and detail are filled in by the runner). */
  activity?: Omit<ActivityDraft, 'result' | 'detail' | 'runId'>;
  /**
   * The row was applied (`answer` is the workspace's answer, undefined when a read-back or a late
   * answer showed it): records what was sent, as a single save would, and may add to its Activity entry.
   */
  applied?(answer: unknown): Partial<Pick<ActivityDraft, 'after' | 'before'>> | void;
}

/** A run as Activity shows it: one line, opening to its rows. */
export interface RunHeader {
  runId: string;
  workspaceId: string;
  title: string;
  total: number;
  /** The run this one reverts. */
  revertOf?: string;
}

export interface ActivitySink {
  append(draft: ActivityDraft): string;
  update(id: string, patch: Partial<Pick<ActivityDraft, 'result' | 'detail' | 'after' | 'before'>>): void;
  /** The run was started for the first time. */
  beginRun?(header: RunHeader): void;
}

export interface RunnerOptions {
  report: RunReport;
  actions: (row: ReportRow) => RowActions;
  clock?: Clock;
  concurrency?: number;
  /** The longest the run waits out 429s, from the admin's last start, before a row fails instead. */
  maxWaitMs?: number;
  /**
   * The runner's own back-off after a 429: this long, doubled each time for the same row. A row waits
   * the larger of it and the workspace's Retry-After, and its state says until when.
   */
  fallbackWaitMs?: number;
  activity?: ActivitySink;
}

export const MAX_CONCURRENCY = 4;
