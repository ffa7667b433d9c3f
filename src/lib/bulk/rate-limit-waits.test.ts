import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError as err, flush, reportOf, startedRunner as started } from '@/testing/bulk-runs';
import { waitAfter429 } from './rate-limit-waits';
import { createBulkRunner } from './runner';

// How a run waits out 429s, seen where it shows: which row waits, how long, when it is sent again,
// when the whole run pauses, and when waiting gives way to failing.

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T06:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a bulk run waiting out 429s', () => {
  it('waitAfter429 is the larger of the two, the back-off doubling per refusal of the same row', () => {
    expect(waitAfter429(undefined, 1, 2000)).toBe(2000);
    expect(waitAfter429(undefined, 3, 2000)).toBe(8000);
    expect(waitAfter429(500, 1, 2000)).toBe(2000);
    expect(waitAfter429(3000, 1, 2000)).toBe(3000);
    expect(waitAfter429(3000, 2, 2000)).toBe(4000);
  });

  it('a 429 waits out Retry-After for that row only: the other slots go on, then that row is sent again', async () => {
    const { w, runner } = await started(6);
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
    const { w } = await started(8);
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
    const { w, runner } = await started(2, { maxWaitMs: 60_000 });
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

  it('without Retry-After a row waits 1 s, then 2 s; a wait ending exactly at the budget is still waited', async () => {
    const { w, runner } = await started(1, { maxWaitMs: 3_000 });
    w.answer('r0', { error: err('rate_limited', 429) });
    await flush();
    expect(runner.getReport().rows[0]!.state).toEqual({ status: 'waiting', until: Date.now() + 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    w.answer('r0', { error: err('rate_limited', 429) });
    await flush();
    expect(runner.getReport().rows[0]!.state).toEqual({ status: 'waiting', until: Date.now() + 2000 });
  });

  it('each waiting row is sent when its own wait ends, not an earlier one', async () => {
    const { w, runner } = await started(2);
    w.answer('r0', { error: err('rate_limited', 429, 1000) });
    w.answer('r1', { error: err('rate_limited', 429, 3000) });
    await flush();
    await vi.advanceTimersByTimeAsync(1000);
    expect(w.sent).toEqual(['r0', 'r1', 'r0']);
    expect(runner.getReport().rows[1]!.state.status).toBe('waiting');
  });

  it('a workspace-wide pause moves earlier waits to its end, leaves later waits and other rows alone', async () => {
    const t0 = Date.now();
    const { w, runner } = await started(6);
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
