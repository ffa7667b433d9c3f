import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { afterReload, type RunReport } from './report';
import { createBulkRunner, type ActivitySink } from './runner';
import { manualWrites, reportOf } from '@/testing/bulk-runs';

const flush = () => vi.advanceTimersByTimeAsync(0);
const err = (kind: ApiError['kind'], status: number | null, retryAfterMs?: number) =>
  new ApiError({ kind, status, message: `The ${kind} words.`, retryAfterMs });
const statuses = (report: RunReport) => report.rows.map((r) => r.state.status);

function sink() {
  const entries: { id: string; result: string; detail?: string }[] = [];
  const activity: ActivitySink = {
    append: (d) => {
      entries.push({ id: `a${entries.length}`, result: d.result, detail: d.detail });
      return `a${entries.length - 1}`;
    },
    update: (id, p) => Object.assign(entries.find((e) => e.id === id) ?? {}, p),
  };
  return { entries, activity };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T06:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('bulk runner', () => {
  it('never has more than 4 requests out at once, and runs every row', async () => {
    const w = manualWrites();
    const runner = createBulkRunner({ report: reportOf(10), actions: (row) => ({ run: w.run(row) }) });
    runner.start();
    await flush();
    expect(w.pending).toHaveLength(4);
    while (w.pending.length) {
      w.answer(w.pending[0]!.row.id, 'ok');
      await flush();
      expect(w.pending.length).toBeLessThanOrEqual(4);
    }
    expect(w.maxInFlight).toBe(4);
    expect(w.sent).toHaveLength(10);
    expect(runner.summary()).toMatchObject({ done: 10, total: 10, failed: 0, notRun: 0 });
  });

  it('a 429 waits out Retry-After for that row only: the other slots go on, then that row is sent again', async () => {
    const w = manualWrites();
    const runner = createBulkRunner({ report: reportOf(6), actions: (row) => ({ run: w.run(row) }) });
    runner.start();
    await flush();
    w.answer('r0', { error: err('rate_limited', 429, 3000) });
    await flush();
    expect(runner.getReport().rows[0]!.state).toEqual({ status: 'waiting', until: Date.now() + 3000 });
    // Decision 0020: one refused row does not hold the others back; still at most four out.
    expect(w.pending.map((p) => p.row.id)).toEqual(['r1', 'r2', 'r3', 'r4']);
    for (const id of ['r1', 'r2', 'r3', 'r4']) w.answer(id, 'ok');
    await flush();
    expect(w.pending.map((p) => p.row.id)).toEqual(['r5']);
    await vi.advanceTimersByTimeAsync(2999);
    expect(w.sent).toEqual(['r0', 'r1', 'r2', 'r3', 'r4', 'r5']);
    await vi.advanceTimersByTimeAsync(1);
    expect(w.sent).toEqual(['r0', 'r1', 'r2', 'r3', 'r4', 'r5', 'r0']);
    for (const id of ['r0', 'r5']) w.answer(id, 'ok');
    await flush();
    expect(runner.summary().done).toBe(6);
    // The 429 answer applied nothing: one send counted for r0.
    expect(runner.getReport().rows[0]).toMatchObject({ sends: 1, attempts: 1 });
  });

  it('four 429s in a row (the whole workspace is limited): nothing new starts until the last wait ends', async () => {
    const w = manualWrites();
    const runner = createBulkRunner({ report: reportOf(8), actions: (row) => ({ run: w.run(row) }) });
    runner.start();
    await flush();
    for (const id of ['r0', 'r1', 'r2']) w.answer(id, { error: err('rate_limited', 429, 1000) });
    await flush();
    // Three refusals: three new rows were started in their place.
    expect(w.pending.map((p) => p.row.id)).toEqual(['r3', 'r4', 'r5', 'r6']);
    w.answer('r3', { error: err('rate_limited', 429, 2000) });
    await flush();
    expect(w.pending.map((p) => p.row.id)).toEqual(['r4', 'r5', 'r6']);
    w.answer('r4', 'ok');
    await flush();
    // A free slot, but four refusals in a row paused new starts until r3's wait ends.
    expect(w.pending.map((p) => p.row.id)).toEqual(['r5', 'r6']);
    await vi.advanceTimersByTimeAsync(1999);
    expect(w.sent).toEqual(['r0', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6']);
    await vi.advanceTimersByTimeAsync(1);
    expect(w.sent.slice(7)).toEqual(['r0', 'r1']);
  });

  it('bounds the time spent waiting out 429s: a row the workspace keeps refusing fails in words', async () => {
    const w = manualWrites();
    const runner = createBulkRunner({
      report: reportOf(2),
      actions: (row) => ({ run: w.run(row) }),
      maxWaitMs: 60_000,
    });
    runner.start();
    await flush();
    w.answer('r0', { error: err('rate_limited', 429, 86_400_000) });
    w.answer('r1', { error: err('rate_limited', 429) });
    await flush();
    expect(runner.getReport().rows[0]!.state).toMatchObject({
      status: 'failed',
      message: expect.stringContaining('kept asking Slotboard to wait'),
    });
    // Without Retry-After: 1 s, 2 s, 4 s… until the next wait would pass the minute.
    for (let i = 0; i < 10 && w.pending.length + (runner.busy() ? 1 : 0) > 0; i++) {
      await vi.advanceTimersByTimeAsync(60_000);
      if (w.pending.length) w.answer('r1', { error: err('rate_limited', 429) });
      await flush();
    }
    expect(runner.getReport().rows[1]!.state.status).toBe('failed');
    expect(Date.now() - new Date('2026-11-22T06:00:00Z').getTime()).toBeLessThanOrEqual(5 * 60_000);
    expect(runner.busy()).toBe(false);
  });

  it('cancel stops new starts, aborts the rows being sent and checks them by reading', async () => {
    const w = manualWrites();
    const verify = vi.fn(async (id: string) => id === 'r1');
    const { entries, activity } = sink();
    const runner = createBulkRunner({
      report: reportOf(7),
      actions: (row) => ({ run: w.run(row), verify: () => verify(row.id), activity: act(row.id) }),
      activity,
    });
    runner.start();
    await flush();
    w.answer('r0', 'ok');
    await flush();
    runner.cancel();
    await flush();
    expect(statuses(runner.getReport())).toEqual([
      'done',
      'done',
      'uncertain',
      'uncertain',
      'uncertain',
      'cancelled',
      'cancelled',
    ]);
    expect(runner.getReport().rows[2]!.state).toMatchObject({
      check: 'not-seen',
      message: expect.stringContaining('may have been applied'),
    });
    expect(w.sent).toEqual(['r0', 'r1', 'r2', 'r3', 'r4']);
    expect(w.pending).toHaveLength(0);
    // r1 read back as applied: its entry says saved.
    expect(entries.map((e) => e.result)).toEqual(['saved', 'saved', 'uncertain', 'uncertain', 'uncertain']);
    expect(runner.summary()).toEqual({ total: 7, done: 2, uncertain: 3, failed: 0, notRun: 2, inProgress: 0 });
    // Resume sends the cancelled rows only.
    runner.start();
    await flush();
    expect(w.sent.slice(5)).toEqual(['r5', 'r6']);
  });

  it('"retry the failed ones" sends only the failed rows, never the done or uncertain ones', async () => {
    const w = manualWrites();
    const runner = createBulkRunner({ report: reportOf(4), actions: (row) => ({ run: w.run(row) }) });
    runner.start();
    await flush();
    w.answer('r0', 'ok');
    w.answer('r1', { error: err('validation', 422) });
    w.answer('r2', { error: err('timeout', null) });
    w.answer('r3', { error: err('forbidden', 403) });
    await flush();
    expect(runner.getReport().rows[1]!.state).toEqual({ status: 'failed', message: 'The validation words.' });
    expect(runner.getReport().rows[2]!.state).toMatchObject({ status: 'uncertain', check: 'cannot-check' });
    runner.retryFailed();
    await flush();
    expect(w.sent.slice(4)).toEqual(['r1', 'r3']);
    w.answer('r1', 'ok');
    w.answer('r3', 'ok');
    await flush();
    expect(runner.summary()).toMatchObject({ done: 3, uncertain: 1, failed: 0 });
    expect(runner.getReport().rows.map((r) => r.attempts)).toEqual([1, 2, 1, 2]);
  });

  it('an uncertain row is read back before the admin may send it again', async () => {
    const w = manualWrites();
    let applied = false;
    const runner = createBulkRunner({
      report: reportOf(1),
      actions: (row) => ({ run: w.run(row), verify: async () => applied }),
    });
    runner.start();
    await flush();
    w.answer('r0', { error: err('network', null) });
    await flush();
    expect(runner.getReport().rows[0]!.state).toMatchObject({ status: 'uncertain', check: 'not-seen' });
    applied = true;
    runner.checkUncertain();
    await flush();
    expect(runner.getReport().rows[0]!.state).toEqual({ status: 'done', confirmed: true });
    runner.resendUncertain();
    await flush();
    expect(w.sent).toEqual(['r0']);
  });

  it('after a reload: rows that were being sent are checked, never resent; queued and waiting rows resume once', async () => {
    const stored: RunReport = {
      ...reportOf(5),
      rows: reportOf(5).rows.map((r, i) => ({
        ...r,
        state: [
          { status: 'done' },
          { status: 'running' },
          { status: 'waiting', until: 1 },
          { status: 'queued' },
          { status: 'running' },
        ][i] as RunReport['rows'][number]['state'],
        sends: i === 3 ? 0 : 1,
        attempts: i === 3 ? 0 : 1,
      })),
    };
    const restored = afterReload(stored);
    expect(statuses(restored)).toEqual(['done', 'uncertain', 'queued', 'queued', 'uncertain']);
    const w = manualWrites();
    const runner = createBulkRunner({
      report: restored,
      actions: (row) => ({ run: w.run(row), verify: async () => row.id === 'r1' }),
    });
    runner.checkUncertain();
    await flush();
    expect(w.sent).toEqual([]);
    expect(statuses(runner.getReport())).toEqual(['done', 'done', 'queued', 'queued', 'uncertain']);
    runner.start();
    await flush();
    expect(w.sent).toEqual(['r2', 'r3']);
    w.answer('r2', 'ok');
    w.answer('r3', 'ok');
    await flush();
    expect(runner.summary()).toEqual({ total: 5, done: 4, uncertain: 1, failed: 0, notRun: 0, inProgress: 0 });
  });

  it('100 rows, one request in five answered 429 (Retry-After 1 s), 200 ms each: all done, none twice, wall time measured', async () => {
    const applied = new Map<string, number>();
    let calls = 0;
    const runner = createBulkRunner({
      report: reportOf(100),
      actions: (row) => ({
        run: () =>
          new Promise<void>((resolve, reject) => {
            const limited = calls++ % 5 === 4;
            setTimeout(() => {
              if (limited) reject(err('rate_limited', 429, 1000));
              else {
                applied.set(row.id, (applied.get(row.id) ?? 0) + 1);
                resolve();
              }
            }, 200);
          }),
      }),
    });
    const started = Date.now();
    runner.start();
    while (runner.busy()) await vi.advanceTimersByTimeAsync(50);
    const wall = Date.now() - started;
    expect(runner.summary().done).toBe(100);
    expect([...applied.values()].every((n) => n === 1)).toBe(true);
    expect(applied.size).toBe(100);
    // Ideal without 429s: 100 / 4 × 200 ms = 5 s. Only the refused row waits its second, so the 25
    // refused sends cost their own 200 ms spread over four slots (6.25 s); a row refused in the last
    // second still waits its Retry-After at the end (about 1.2 s more), and a row refused twice waits
    // its doubled back-off (2 s) the second time, not the 1 s asked. The old pause of every start
    // gave 29 s.
    expect(wall).toBeGreaterThanOrEqual(5000);
    expect(wall).toBeLessThanOrEqual(8600);
    console.info(`bulk simulation: 100 rows, ${calls - 100} answered 429, wall ${wall} ms against 5000 ms ideal`);
  });
});

function act(id: string) {
  return {
    workspaceId: 'sandbox',
    workspaceLabel: 'Sandbox',
    resourceKind: 'availability' as const,
    resourceId: id,
    action: 'update' as const,
    what: `Holiday on ${id}`,
  };
}
