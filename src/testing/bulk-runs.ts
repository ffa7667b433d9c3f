import { vi } from 'vitest';
import { ApiError } from '@/api/errors';
import type { ReportRow, RunReport } from '@/lib/bulk/report';
import { createBulkRunner } from '@/lib/bulk/runner';

// Shared by the runner's tests and the runner UI's component test: a report of n queued rows, a
// controllable write per row, and a runner over them already started (on Vitest's fake timers).

/** Lets what the runner's answers set off settle, without moving the fake clock. */
export const flush = () => vi.advanceTimersByTimeAsync(0);

/** An API error whose words name its kind ("The validation words."). */
export const apiError = (kind: ApiError['kind'], status: number | null, retryAfterMs?: number) =>
  new ApiError({ kind, status, message: `The ${kind} words.`, retryAfterMs });

export const reportOf = (n: number, id = 'run-1'): RunReport => ({
  id,
  workspaceId: 'sandbox',
  title: 'Test run',
  createdAt: '2026-11-22T06:00:00.000Z',
  rows: Array.from({ length: n }, (_, i) => ({
    id: `r${i}`,
    label: `Row ${i}`,
    payload: { i },
    state: { status: 'queued' },
    sends: 0,
    attempts: 0,
  })),
});

interface Pending {
  row: ReportRow;
  signal: AbortSignal;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** Writes that wait for the test to answer them, each one recorded. */
export function manualWrites() {
  const pending: Pending[] = [];
  const sent: string[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const run = (row: ReportRow) => (signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      sent.push(row.id);
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const done = () => {
        inFlight--;
        const i = pending.findIndex((p) => p.signal === signal);
        if (i >= 0) pending.splice(i, 1);
      };
      signal.addEventListener('abort', () => {
        done();
        reject(new DOMException('Aborted', 'AbortError'));
      });
      pending.push({
        row,
        signal,
        resolve: () => {
          done();
          resolve();
        },
        reject: (error) => {
          done();
          reject(error);
        },
      });
    });
  return {
    run,
    pending,
    sent,
    get maxInFlight() {
      return maxInFlight;
    },
    answer(id: string, outcome: 'ok' | { error: unknown }) {
      const p = pending.find((x) => x.row.id === id);
      if (!p) throw new Error(`${id} is not being sent`);
      if (outcome === 'ok') p.resolve();
      else p.reject(outcome.error);
    },
  };
}

/** A runner over n rows, each written by a write the test answers, started: the first writes are out. */
export async function startedRunner(n: number, options: Partial<Parameters<typeof createBulkRunner>[0]> = {}) {
  const w = manualWrites();
  const runner = createBulkRunner({ report: reportOf(n), actions: (row) => ({ run: w.run(row) }), ...options });
  runner.start();
  await flush();
  return { w, runner };
}
