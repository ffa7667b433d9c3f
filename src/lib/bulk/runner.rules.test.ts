import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import type { ActivityDraft } from '@/lib/activity/log';
import type { RunReport } from './report';
import { createBulkRunner, type ActivitySink } from './runner';
import { manualWrites, reportOf } from '@/testing/bulk-runs';

// Rules of the bulk runner beyond the main journeys in runner.test.ts: the concurrency it is given,
// writes that throw or answer late, read-backs, the admin's explicit resend, and listeners.

const flush = () => vi.advanceTimersByTimeAsync(0);
const err = (kind: ApiError['kind'], status: number | null, retryAfterMs?: number) =>
  new ApiError({ kind, status, message: `The ${kind} words.`, retryAfterMs });
const statuses = (report: RunReport) => report.rows.map((r) => r.state.status);
const act = (id: string) =>
  ({ action: 'update', target: { kind: 'member', id, label: id }, workspaceId: 'sandbox' }) as unknown as ActivityDraft;

function sink() {
  const entries: { id: string; result: string; detail?: string }[] = [];
  const updates: string[] = [];
  const runs: unknown[] = [];
  const activity: ActivitySink = {
    append: (d) => {
      entries.push({ id: `a${entries.length}`, result: d.result, detail: d.detail });
      return `a${entries.length - 1}`;
    },
    update: (id, p) => {
      updates.push(id);
      Object.assign(entries.find((e) => e.id === id) ?? {}, p);
    },
    beginRun: (header) => void runs.push(header),
  };
  return { entries, updates, runs, activity };
}

/** A write that ignores the abort signal: its answer arrives whenever the test says. */
function lateWrites() {
  const answers = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  const run = (id: string) => () => new Promise((resolve, reject) => void answers.set(id, { resolve, reject }));
  return { run, answers };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T06:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('bulk runner rules', () => {
  it('a concurrency below four is honoured', async () => {
    const w = manualWrites();
    const runner = createBulkRunner({ report: reportOf(5), actions: (row) => ({ run: w.run(row) }), concurrency: 2 });
    runner.start();
    await flush();
    expect(w.pending).toHaveLength(2);
  });

  it("builds each row's actions once", async () => {
    const w = manualWrites();
    const actions = vi.fn((row: RunReport['rows'][number]) => ({ run: w.run(row) }));
    const runner = createBulkRunner({ report: reportOf(2), actions });
    runner.start();
    await flush();
    w.answer('r0', 'ok');
    w.answer('r1', 'ok');
    await flush();
    expect(actions).toHaveBeenCalledTimes(2);
  });

  it('a write that throws before sending fails its row in its own words', async () => {
    const runner = createBulkRunner({
      report: reportOf(1),
      actions: () => ({
        run: () => {
          throw err('validation', 422);
        },
      }),
    });
    runner.start();
    await flush();
    expect(runner.getReport().rows[0]!.state).toEqual({ status: 'failed', message: 'The validation words.' });
  });

  it('a write failing with something that is not an API error is uncertain, not left running', async () => {
    const runner = createBulkRunner({
      report: reportOf(1),
      actions: () => ({ run: () => Promise.reject(new Error('boom')) }),
    });
    runner.start();
    await flush();
    expect(runner.getReport().rows[0]!.state).toMatchObject({ status: 'uncertain', check: 'cannot-check' });
    expect(runner.busy()).toBe(false);
  });

  it('a timeout is uncertain and says it may have been applied; its Activity entry carries the words', async () => {
    const { entries, activity } = sink();
    const runner = createBulkRunner({
      report: reportOf(1),
      actions: (row) => ({ run: () => Promise.reject(err('timeout', null)), activity: act(row.id) }),
      activity,
    });
    runner.start();
    await flush();
    expect(runner.getReport().rows[0]!.state).toEqual({
      status: 'uncertain',
      message: 'The timeout words. It may have been applied.',
      check: 'cannot-check',
    });
    expect(entries).toEqual([{ id: 'a0', result: 'uncertain', detail: 'The timeout words.' }]);
  });

  it('rows with an Activity entry but no Activity sink still run', async () => {
    const runner = createBulkRunner({
      report: reportOf(1),
      actions: (row) => ({ run: async () => 'ok', verify: async () => true, activity: act(row.id) }),
    });
    runner.start();
    await flush();
    expect(runner.getReport().rows[0]!.state).toEqual({ status: 'done' });
  });

  it('an answer that arrives after cancelling shows the row done and its entry saved; a late error leaves it uncertain', async () => {
    const late = lateWrites();
    const { entries, activity } = sink();
    const runner = createBulkRunner({
      report: reportOf(2),
      actions: (row) => ({ run: late.run(row.id), activity: act(row.id) }),
      activity,
    });
    runner.start();
    await flush();
    runner.cancel();
    await flush();
    expect(statuses(runner.getReport())).toEqual(['uncertain', 'uncertain']);
    late.answers.get('r0')!.resolve('ok');
    late.answers.get('r1')!.reject(err('server', 500));
    await flush();
    expect(statuses(runner.getReport())).toEqual(['done', 'uncertain']);
    expect(entries[0]).toMatchObject({ result: 'saved', detail: 'The answer arrived after cancelling.' });
    expect(entries[1]).toMatchObject({ result: 'uncertain' });
  });

  it('a read-back that ends after a late answer showed the row done leaves it done', async () => {
    const late = lateWrites();
    let seen!: (v: boolean) => void;
    const runner = createBulkRunner({
      report: reportOf(1),
      actions: (row) => ({ run: late.run(row.id), verify: () => new Promise<boolean>((resolve) => (seen = resolve)) }),
    });
    runner.start();
    await flush();
    runner.cancel();
    await flush();
    expect(runner.getReport().rows[0]!.state).toMatchObject({ status: 'uncertain', check: 'checking' });
    late.answers.get('r0')!.resolve('ok');
    await flush();
    seen(false);
    await flush();
    expect(runner.getReport().rows[0]!.state).toEqual({ status: 'done' });
  });

  it('a read-back that fails says the check failed; one that confirms says so in Activity', async () => {
    const { entries, activity } = sink();
    const runner = createBulkRunner({
      report: reportOf(2),
      actions: (row) => ({
        run: () => Promise.reject(err('network', null)),
        verify: () => (row.id === 'r0' ? Promise.reject(new Error('read failed')) : Promise.resolve(true)),
        activity: act(row.id),
      }),
      activity,
    });
    runner.start();
    await flush();
    expect(runner.getReport().rows[0]!.state).toMatchObject({ status: 'uncertain', check: 'check-failed' });
    expect(runner.getReport().rows[1]!.state).toEqual({ status: 'done', confirmed: true });
    expect(entries[1]).toMatchObject({ result: 'saved', detail: 'Confirmed by reading back.' });
  });

  it('a read-back waits for a free slot, and a row being read back is not read again', async () => {
    const w = manualWrites();
    const verify = vi.fn(() => new Promise<boolean>(() => {}));
    const report = reportOf(6);
    const stored: RunReport = {
      ...report,
      rows: report.rows.map((r, i) =>
        i === 0 ? { ...r, attempts: 1, sends: 1, state: { status: 'uncertain', message: 'm', check: 'unchecked' } } : r,
      ),
    };
    const runner = createBulkRunner({ report: stored, actions: (row) => ({ run: w.run(row), verify }) });
    runner.start();
    await flush();
    expect(w.pending.map((p) => p.row.id)).toEqual(['r1', 'r2', 'r3', 'r4']);
    runner.checkUncertain();
    await flush();
    // Four writes out: the read-back is a fifth request, so it waits.
    expect(verify).not.toHaveBeenCalled();
    expect(runner.busy()).toBe(true);
    w.answer('r1', 'ok');
    await flush();
    expect(verify).toHaveBeenCalledTimes(1);
    expect(w.sent).toEqual(['r1', 'r2', 'r3', 'r4']);
    runner.checkUncertain();
    await flush();
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('without Retry-After a row waits 1 s, then 2 s; a wait ending exactly at the budget is still waited', async () => {
    const w = manualWrites();
    const runner = createBulkRunner({ report: reportOf(1), actions: (row) => ({ run: w.run(row) }), maxWaitMs: 3_000 });
    runner.start();
    await flush();
    w.answer('r0', { error: err('rate_limited', 429) });
    await flush();
    expect(runner.getReport().rows[0]!.state).toEqual({ status: 'waiting', until: Date.now() + 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    w.answer('r0', { error: err('rate_limited', 429) });
    await flush();
    expect(runner.getReport().rows[0]!.state).toEqual({ status: 'waiting', until: Date.now() + 2000 });
  });

  it('each waiting row is sent when its own wait ends, not an earlier one', async () => {
    const w = manualWrites();
    const runner = createBulkRunner({ report: reportOf(2), actions: (row) => ({ run: w.run(row) }) });
    runner.start();
    await flush();
    w.answer('r0', { error: err('rate_limited', 429, 1000) });
    w.answer('r1', { error: err('rate_limited', 429, 3000) });
    await flush();
    await vi.advanceTimersByTimeAsync(1000);
    expect(w.sent).toEqual(['r0', 'r1', 'r0']);
    expect(runner.getReport().rows[1]!.state.status).toBe('waiting');
  });

  it('a workspace-wide pause moves earlier waits to its end, leaves later waits and other rows alone', async () => {
    const w = manualWrites();
    const runner = createBulkRunner({ report: reportOf(6), actions: (row) => ({ run: w.run(row) }) });
    const t0 = Date.now();
    runner.start();
    await flush();
    w.answer('r0', { error: err('rate_limited', 429, 9000) });
    w.answer('r1', { error: err('rate_limited', 429, 1000) });
    w.answer('r2', { error: err('rate_limited', 429, 1000) });
    w.answer('r3', { error: err('rate_limited', 429, 2000) });
    await flush();
    expect(runner.getReport().rows.map((r) => r.state)).toEqual([
      { status: 'waiting', until: t0 + 9000 },
      { status: 'waiting', until: t0 + 2000 },
      { status: 'waiting', until: t0 + 2000 },
      { status: 'waiting', until: t0 + 2000 },
      { status: 'queued' },
      { status: 'queued' },
    ]);
  });

  it('Activity hears of a run on its first start only; a resumed row counts a second attempt', async () => {
    const w = manualWrites();
    const { runs, activity } = sink();
    const runner = createBulkRunner({ report: reportOf(5), actions: (row) => ({ run: w.run(row) }), activity });
    runner.start();
    await flush();
    expect(runs).toEqual([
      { runId: 'run-1', workspaceId: 'sandbox', title: 'Test run', total: 5, revertOf: undefined },
    ]);
    runner.cancel();
    runner.start();
    await flush();
    expect(runs).toHaveLength(1);
    expect(runner.getReport().rows[4]).toMatchObject({ attempts: 2, state: { status: 'running' } });
  });

  it('"send again" takes only uncertain rows a read-back did not see or cannot make', async () => {
    const w = manualWrites();
    const stored: RunReport = {
      ...reportOf(5),
      rows: reportOf(5).rows.map((r, i) => ({
        ...r,
        attempts: 1,
        sends: 1,
        state: [
          { status: 'uncertain', message: 'm', check: 'not-seen' },
          { status: 'uncertain', message: 'm', check: 'cannot-check' },
          { status: 'uncertain', message: 'm', check: 'check-failed' },
          { status: 'done' },
          { status: 'failed', message: 'm' },
        ][i] as RunReport['rows'][number]['state'],
      })),
    };
    const runner = createBulkRunner({ report: stored, actions: (row) => ({ run: w.run(row) }) });
    runner.resendUncertain();
    await flush();
    expect(w.sent).toEqual(['r0', 'r1']);
    expect(runner.getReport().rows.map((r) => r.attempts)).toEqual([2, 2, 1, 1, 1]);
  });

  it('listeners hear changes until they stop; the runner tells its time', async () => {
    const w = manualWrites();
    const runner = createBulkRunner({ report: reportOf(2), actions: (row) => ({ run: w.run(row) }) });
    expect(runner.now()).toBe(Date.now());
    const heard = vi.fn();
    const stop = runner.subscribe(heard);
    runner.start();
    await flush();
    expect(heard).toHaveBeenCalled();
    expect(runner.busy()).toBe(true);
    stop();
    heard.mockClear();
    w.answer('r0', 'ok');
    await flush();
    expect(heard).not.toHaveBeenCalled();
  });

  it('after dispose nothing more starts, wakes or is heard, even when an answer arrives', async () => {
    const w = manualWrites();
    const runner = createBulkRunner({ report: reportOf(4), actions: (row) => ({ run: w.run(row) }), concurrency: 2 });
    runner.start();
    await flush();
    w.answer('r0', { error: err('rate_limited', 429, 1000) });
    await flush();
    expect(w.sent).toEqual(['r0', 'r1', 'r2']);
    const heard = vi.fn();
    runner.subscribe(heard);
    runner.dispose();
    w.answer('r1', 'ok');
    await vi.advanceTimersByTimeAsync(5000);
    expect(w.sent).toEqual(['r0', 'r1', 'r2']);
    expect(runner.getReport().rows[0]!.state.status).toBe('waiting');
    expect(heard).not.toHaveBeenCalled();
  });
});
