import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { afterReload, type RunReport } from './report';
import { createBulkRunner, type ActivitySink } from './runner';
import { apiError as err, flush, manualWrites, reportOf, startedRunner as started } from '@/testing/bulk-runs';
import fc from 'fast-check';
import type { ActivityDraft } from '@/lib/activity/log';

const statuses = (report: RunReport) => report.rows.map((r) => r.state.status);

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

/** A stored report whose rows are in these states, each sent as many times as `sent` says (once by default). */
const storedWith = (states: RunReport['rows'][number]['state'][], sent = (_i: number) => 1): RunReport => ({
  ...reportOf(states.length),
  rows: reportOf(states.length).rows.map((r, i) => ({ ...r, state: states[i]!, sends: sent(i), attempts: sent(i) })),
});

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T06:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('bulk runner', () => {
  it('never has more than 4 requests out at once, and runs every row', async () => {
    const { w, runner } = await started(10);
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
    const { w, runner } = await started(4);
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
    const stored = storedWith(
      [
        { status: 'done' },
        { status: 'running' },
        { status: 'waiting', until: 1 },
        { status: 'queued' },
        { status: 'running' },
      ],
      (i) => (i === 3 ? 0 : 1),
    );
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
});

// A fake workspace that applies a write when it receives it (an answer lost afterwards does not undo
// it), answers after a random latency, and reads back faithfully. Whatever the answers and whenever
// the admin cancels, resumes, retries or resends, no row is applied twice, no row is sent more often
// than the admin asked, at most 4 requests are out at once, and the summary adds up.

type Answer = 'ok' | 'refused' | 'lost' | 'gateway' | 'rate';
const answer = fc.constantFrom<Answer>('ok', 'ok', 'refused', 'lost', 'gateway', 'rate');
const action = fc.constantFrom('cancel', 'start', 'retryFailed', 'check', 'resend', 'wait');

describe('bulk runner, any answers and any admin actions', () => {
  it('applies nothing twice, sends no more than asked, stays within 4, and the summary adds up', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 12 }),
        fc.array(
          fc.record({
            answer,
            latency: fc.integer({ min: 0, max: 400 }),
            retryAfter: fc.option(fc.integer({ min: 0, max: 3000 })),
          }),
          { minLength: 1, maxLength: 40 },
        ),
        fc.array(fc.record({ action, after: fc.integer({ min: 0, max: 1500 }) }), { maxLength: 8 }),
        async (n, script, actions) => {
          vi.useFakeTimers({ now: new Date('2026-11-22T06:00:00Z') });
          const applied = new Map<string, number>();
          const sends = new Map<string, number>();
          let step = 0;
          let out = 0;
          let maxOut = 0;
          const request = <T>(
            latency: number,
            signal: AbortSignal | null,
            settle: (resolve: (v: T) => void, reject: (e: unknown) => void) => void,
          ) =>
            new Promise<T>((resolve, reject) => {
              out++;
              maxOut = Math.max(maxOut, out);
              let over = false;
              const end = () => {
                if (!over) out--;
                over = true;
              };
              const timer = setTimeout(() => {
                end();
                settle(resolve, reject);
              }, latency);
              signal?.addEventListener('abort', () => {
                clearTimeout(timer);
                end();
                reject(new DOMException('Aborted', 'AbortError'));
              });
            });
          const runner = createBulkRunner({
            report: reportOf(n),
            maxWaitMs: 20_000,
            actions: (row) => ({
              run: (signal) => {
                const s = script[step++ % script.length]!;
                if (s.answer !== 'rate') sends.set(row.id, (sends.get(row.id) ?? 0) + 1);
                if (s.answer === 'ok' || s.answer === 'lost') applied.set(row.id, (applied.get(row.id) ?? 0) + 1);
                return request<void>(s.latency, signal, (resolve, reject) => {
                  if (s.answer === 'ok') resolve();
                  else if (s.answer === 'refused')
                    reject(new ApiError({ kind: 'validation', status: 422, message: 'Refused.' }));
                  else if (s.answer === 'lost')
                    reject(new ApiError({ kind: 'timeout', status: null, message: 'Too long.' }));
                  else if (s.answer === 'gateway')
                    reject(new ApiError({ kind: 'server', status: 502, message: 'Gateway.' }));
                  else
                    reject(
                      new ApiError({
                        kind: 'rate_limited',
                        status: 429,
                        message: 'Wait.',
                        retryAfterMs: s.retryAfter ?? undefined,
                      }),
                    );
                });
              },
              verify: () => request<boolean>(50, null, (resolve) => resolve((applied.get(row.id) ?? 0) > 0)),
            }),
          });
          runner.start();
          for (const a of actions) {
            await vi.advanceTimersByTimeAsync(a.after);
            if (a.action === 'cancel') runner.cancel();
            else if (a.action === 'start') runner.start();
            else if (a.action === 'retryFailed') runner.retryFailed();
            else if (a.action === 'check') runner.checkUncertain();
            else if (a.action === 'resend') runner.resendUncertain();
          }
          await vi.advanceTimersByTimeAsync(60_000);
          const report = runner.getReport();
          for (const row of report.rows) {
            expect(applied.get(row.id) ?? 0).toBeLessThanOrEqual(1);
            expect(sends.get(row.id) ?? 0).toBeLessThanOrEqual(row.attempts);
            // The runner counts an aborted request as sent: it cannot know what the answer was.
            expect(row.sends).toBeGreaterThanOrEqual(sends.get(row.id) ?? 0);
            expect(row.sends).toBeLessThanOrEqual(row.attempts);
            if (row.state.status === 'done') expect(applied.get(row.id)).toBe(1);
          }
          expect(maxOut).toBeLessThanOrEqual(4);
          const s = runner.summary();
          expect(s.done + s.failed + s.uncertain + s.notRun + s.inProgress).toBe(n);
          expect(s.inProgress).toBe(0);
          runner.dispose();
          vi.useRealTimers();
        },
      ),
      { numRuns: Number(process.env.FC_RUNS ?? 60) },
    );
  }, 60_000);
});

// Rules of the bulk runner beyond the main journeys in runner.test.ts: the concurrency it is given,
// writes that throw or answer late, read-backs, the admin's explicit resend, and listeners.

const act = (id: string) =>
  ({ action: 'update', target: { kind: 'member', id, label: id }, workspaceId: 'sandbox' }) as unknown as ActivityDraft;

/** A write that ignores the abort signal: its answer arrives whenever the test says. */
function lateWrites() {
  const answers = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  const run = (id: string) => () => new Promise((resolve, reject) => void answers.set(id, { resolve, reject }));
  return { run, answers };
}

describe('bulk runner rules', () => {
  it('a concurrency below four is honoured', async () => {
    const { w } = await started(5, { concurrency: 2 });
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

  it('Activity hears of a run on its first start only; a resumed row counts a second attempt', async () => {
    const { runs, activity } = sink();
    const { runner } = await started(5, { activity });
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
    const stored = storedWith([
      { status: 'uncertain', message: 'm', check: 'not-seen' },
      { status: 'uncertain', message: 'm', check: 'cannot-check' },
      { status: 'uncertain', message: 'm', check: 'check-failed' },
      { status: 'done' },
      { status: 'failed', message: 'm' },
    ]);
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
    const { w, runner } = await started(4, { concurrency: 2 });
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
