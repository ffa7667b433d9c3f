import type { ActivityDraft } from '@/lib/activity/log';
import type { ReportRow, RunReport } from './report';
import type { ActivitySink, RowActions } from './runner-types';

// What a bulk run writes in Activity, so that nothing is logged twice: the run once, on its first
// start, and each row's send with its result and words, turned to "saved" when the row shows applied
// after the fact. The runner (runner.ts) says when; a row with no entry, or a run with no sink, logs
// nothing.

export type Logged = { result: ActivityDraft['result']; detail?: string };

export function runActivity(sink: ActivitySink | undefined, actionsOf: (row: ReportRow) => RowActions) {
  return {
    /** Activity hears of a run on its first start only, not when it is resumed or retried. */
    begin(report: RunReport) {
      if (report.rows.every((r) => r.attempts === 0))
        sink?.beginRun?.({
          runId: report.id,
          workspaceId: report.workspaceId,
          title: report.title,
          total: report.rows.length,
          revertOf: report.revertOf,
        });
    },
    /** Logs a row's send: the entry's id, or undefined when nothing was logged. */
    sent(row: ReportRow, runId: string, logged: Logged, extra?: Partial<ActivityDraft> | void): string | undefined {
      const draft = actionsOf(row).activity;
      if (!draft || !sink) return undefined;
      return sink.append({ ...draft, ...extra, ...logged, runId });
    },
    /** A row shown applied after the fact (read back, or answered after a cancel): its entry says saved. */
    confirmApplied(row: ReportRow, detail: string) {
      const extra = actionsOf(row).applied?.(undefined);
      if (row.activityId && sink) sink.update(row.activityId, { result: 'saved', detail, ...extra });
    },
  };
}
