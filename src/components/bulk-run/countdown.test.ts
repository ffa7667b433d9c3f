import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { createBulkRunner } from '@/lib/bulk/runner';
import { manualWrites, reportOf } from '@/testing/bulk-runs';
import { statusWords } from './status-words';

// The words of a waiting row against the runner's own clock (Vitest's fake one): the seconds shown
// are the seconds until the row really goes again, whether the wait is the workspace's Retry-After,
// the runner's back-off, or a pause of every row.

const limited = (retryAfterMs?: number) =>
  new ApiError({ kind: 'rate_limited', status: 429, message: 'Wait.', retryAfterMs });
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T06:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(rows: number) {
  const w = manualWrites();
  const runner = createBulkRunner({
    report: reportOf(rows),
    actions: (row) => ({ run: w.run(row) }),
    fallbackWaitMs: 2000,
  });
  runner.start();
  const words = (i: number) => statusWords(runner.getReport().rows[i]!.state, runner.now(), true);
  const sends = (id: string) => w.sent.filter((x) => x === id).length;
  return { w, runner, words, sends };
}

describe('a countdown says when the row really goes again', () => {
  it('the larger of Retry-After and the back-off: 1 s asked, 2 s of back-off, "2 s" shown and sent at 2 s, not at 1 s', async () => {
    const { w, words, sends } = setup(1);
    await flush();
    w.answer('r0', { error: limited(1000) });
    await flush();
    expect(words(0)).toBe('The workspace asked Slotboard to wait: sending again in 2 s');
    await vi.advanceTimersByTimeAsync(1000);
    expect(words(0)).toBe('The workspace asked Slotboard to wait: sending again in 1 s');
    expect(sends('r0')).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(sends('r0')).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sends('r0')).toBe(2);
    // Refused again: the back-off doubles, and a longer Retry-After wins over it.
    w.answer('r0', { error: limited(1000) });
    await flush();
    expect(words(0)).toBe('The workspace asked Slotboard to wait: sending again in 4 s');
    await vi.advanceTimersByTimeAsync(4000);
    expect(sends('r0')).toBe(3);
    w.answer('r0', { error: limited(9000) });
    await flush();
    expect(words(0)).toBe('The workspace asked Slotboard to wait: sending again in 9 s');
    await vi.advanceTimersByTimeAsync(8999);
    expect(sends('r0')).toBe(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(sends('r0')).toBe(4);
  });

  it('when every slot was refused in a row, each waiting row shows the pause it really waits, not its own shorter one', async () => {
    const { w, words, sends } = setup(6);
    await flush();
    w.answer('r0', { error: limited(2000) });
    w.answer('r1', { error: limited(2000) });
    w.answer('r2', { error: limited(2000) });
    await flush();
    await vi.advanceTimersByTimeAsync(500);
    // The fourth refusal pauses every start for 6 s from now.
    w.answer('r3', { error: limited(6000) });
    await flush();
    for (const i of [0, 1, 2, 3]) expect(words(i)).toBe('The workspace asked Slotboard to wait: sending again in 6 s');
    await vi.advanceTimersByTimeAsync(5999);
    expect(['r0', 'r1', 'r2', 'r3'].map(sends)).toEqual([1, 1, 1, 1]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sends('r0')).toBe(2);
  });
});
