import { useEffect, useReducer } from 'react';
import type { RunReport } from '@/lib/bulk/report';
import type { BulkRunner } from '@/lib/bulk/runner';

/**
 * The runner's time for the rows' countdowns, read afresh at each draw (never a value kept from an
 * earlier one, which once showed "4 s" for a wait of 2), and drawn again when the soonest countdown's
 * whole second changes, by the runner's own clock: a test moving that clock moves the words too.
 */
export function useCountdownNow(runner: BulkRunner, report: RunReport): number {
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const now = runner.now();
  const waits = report.rows.flatMap((r) =>
    r.state.status === 'waiting' && r.state.until > now ? [r.state.until - now] : [],
  );
  const soonest = waits.length ? Math.min(...waits) : null;
  useEffect(() => {
    if (soonest === null) return undefined;
    // The shown number is ceil(left / 1 s): it changes when `left` crosses a whole second.
    const toNextSecond = soonest % 1000 || 1000;
    const handle = runner.clock.setTimeout(redraw, toNextSecond);
    return () => runner.clock.clearTimeout(handle);
  });
  return now;
}
