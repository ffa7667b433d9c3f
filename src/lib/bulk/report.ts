import { z } from 'zod/mini';
import { epochMsSchema, timestampSchema } from '@/lib/time/schemas';

// A bulk run's report: what each row was to send and where it got to. It is what is persisted per
// workspace, so a reload keeps it; the functions that send are rebuilt by the screen from `payload`.

// A report comes back from storage after a reload: its numbers and times are checked for meaning,
// since a row's sends and waits decide whether it is sent again.
const nonEmpty = z.string().check(z.minLength(1));
const count = z.number().check(z.refine((n) => Number.isInteger(n) && n >= 0 && n <= 10_000));

const check = z.enum(['unchecked', 'checking', 'not-seen', 'cannot-check', 'check-failed']);

export const rowStateSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('queued') }),
  z.object({ status: z.literal('running') }),
  /** A 429: waits until `until` (epoch ms), then is sent again. */
  z.object({ status: z.literal('waiting'), until: epochMsSchema }),
  z.object({ status: z.literal('done'), confirmed: z.optional(z.boolean()) }),
  z.object({ status: z.literal('failed'), message: z.string() }),
  /** The request left, no clear answer came back: it may have been applied. */
  z.object({ status: z.literal('uncertain'), message: z.string(), check }),
  /** Not sent: the run was cancelled before its turn. */
  z.object({ status: z.literal('cancelled') }),
]);
export type RowState = z.infer<typeof rowStateSchema>;

export const reportRowSchema = z.object({
  id: nonEmpty,
  label: z.string(),
  /** What the row is to send, as JSON: the screen rebuilds the request from it after a reload. */
  payload: z.unknown(),
  state: rowStateSchema,
  /** Requests the workspace answered other than with a 429 (each one may have applied the write). */
  sends: count,
  /** Times the admin asked for this row to be sent (the run, a retry, an explicit resend). */
  attempts: count,
  /** The Activity entry of the last send, settled when a read-back confirms it. */
  activityId: z.optional(z.string()),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

export const reportSchema = z.object({
  id: nonEmpty,
  workspaceId: nonEmpty,
  title: z.string(),
  createdAt: timestampSchema,
  rows: z.array(reportRowSchema),
  /** The run this one puts back (a "Revert run" from Activity). */
  revertOf: z.optional(z.string()),
});
export type RunReport = z.infer<typeof reportSchema>;

export interface Summary {
  total: number;
  done: number;
  failed: number;
  uncertain: number;
  /** Queued or cancelled: nothing was sent for these (or a 429 said it was not applied). */
  notRun: number;
  /** Running or waiting out a 429. */
  inProgress: number;
}

export function summarise(rows: readonly ReportRow[]): Summary {
  const s: Summary = { total: rows.length, done: 0, failed: 0, uncertain: 0, notRun: 0, inProgress: 0 };
  for (const { state } of rows) {
    if (state.status === 'done') s.done++;
    else if (state.status === 'failed') s.failed++;
    else if (state.status === 'uncertain') s.uncertain++;
    else if (state.status === 'queued' || state.status === 'cancelled') s.notRun++;
    else s.inProgress++;
  }
  return s;
}

/**
 * A report read back after a reload: a row that was being sent may have been applied (uncertain,
 * to be checked by reading); a row waiting out a 429 was refused, so it is queued again. Nothing
 * starts on its own.
 */
export function afterReload(report: RunReport): RunReport {
  return {
    ...report,
    rows: report.rows.map((row) => {
      const { state } = row;
      if (state.status === 'running')
        return {
          ...row,
          state: {
            status: 'uncertain',
            check: 'unchecked',
            message: 'The page was closed while this was being sent: it may have been applied.',
          },
        };
      if (state.status === 'uncertain' && state.check === 'checking')
        return { ...row, state: { ...state, check: 'unchecked' } };
      if (state.status === 'waiting') return { ...row, state: { status: 'queued' } };
      return row;
    }),
  };
}
