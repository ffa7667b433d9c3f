import type { Clock } from './clock';

// How a bulk run waits out 429s (decision 0020): a refused row waits the larger of the workspace's
// Retry-After and the runner's own back-off; once as many answers in a row as the run has slots were
// 429s, the limit is the workspace's, not the row's, and nothing new is sent until the last of those
// waits ends; all of it within a budget counted from the admin's last start, past which a row fails
// instead. The rows themselves, and what waiting does to them, are the runner's (runner.ts).

/**
 * How long a row waits after its `count`th 429 in a row: the larger of the workspace's Retry-After
 * and the runner's own back-off (`fallbackMs`, doubled each time), so a workspace that asks for a
 * second again and again is not hammered every second.
 */
export const waitAfter429 = (retryAfterMs: number | undefined, count: number, fallbackMs: number) =>
  Math.max(retryAfterMs ?? 0, fallbackMs * 2 ** (count - 1));

interface WaitLimits {
  concurrency: number;
  /** The longest the run waits out 429s, from the admin's last start. */
  maxWaitMs: number;
  /** The runner's own back-off after a row's first 429, doubled for each one after. */
  fallbackWaitMs: number;
}

export function createRateLimitWaits(clock: Clock, limits: WaitLimits) {
  const refusals = new Map<string, number>();
  let refusedInARow = 0;
  let pausedUntil = 0;
  let budgetEnds = 0;
  let wakeTimer: unknown = null;

  // Clearing a handle of no timer (null included) does nothing, as with the platform's own timers.
  const stopWaking = () => {
    clock.clearTimeout(wakeTimer);
    wakeTimer = null;
  };

  return {
    /** The admin started or retried: the budget counts from now, and each row's back-off starts again. */
    restart() {
      budgetEnds = clock.now() + limits.maxWaitMs;
      refusals.clear();
      refusedInARow = 0;
    },
    /** An answer that was not a 429 ends the refusals in a row. */
    answered() {
      refusedInARow = 0;
    },
    /**
     * A 429 for this row: until when it waits, and `pausedUntil` when this refusal made the limit the
     * whole workspace's (every row then waits until then at least); null when the wait would end past
     * the budget, and the row fails instead.
     */
    refused(rowId: string, retryAfterMs: number | undefined): { until: number; pausedUntil: number | null } | null {
      const count = (refusals.get(rowId) ?? 0) + 1;
      refusals.set(rowId, count);
      const until = clock.now() + waitAfter429(retryAfterMs, count, limits.fallbackWaitMs);
      if (until > budgetEnds) return null;
      if (++refusedInARow < limits.concurrency) return { until, pausedUntil: null };
      pausedUntil = Math.max(pausedUntil, until);
      return { until, pausedUntil };
    },
    /** True while the whole workspace's limit holds every new send back. */
    paused: () => clock.now() < pausedUntil,
    /** Calls `wake` at `at` (the end of the earliest wait) instead of any earlier call; none when null. */
    wakeAt(at: number | null, wake: () => void) {
      stopWaking();
      if (at === null) return;
      wakeTimer = clock.setTimeout(
        () => {
          wakeTimer = null;
          wake();
        },
        Math.max(0, at - clock.now()),
      );
    },
    stopWaking,
    /** The admin cancelled: no wake, and no pause left to hold a later start back. */
    cancel() {
      stopWaking();
      pausedUntil = 0;
    },
  };
}
