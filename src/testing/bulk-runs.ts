import type { ReportRow, RunReport } from '@/lib/bulk/report';

// Shared by the runner's tests and the runner UI's component test: a report of n queued rows, and
// a controllable write per row.

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
