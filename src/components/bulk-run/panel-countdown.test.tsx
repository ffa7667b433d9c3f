// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import type { Clock } from '@/lib/bulk/clock';
import { manualWrites } from '@/testing/bulk-runs';
import { useBulkRun } from '@/lib/bulk/use-bulk-run';
import { BulkRunPanel } from './bulk-run-panel';

// The panel's countdown on the runner's own clock, moved by hand: the words change when the whole
// seconds left change, and the row goes again when they run out, not before.

function manualClock(): Clock & { advance(ms: number): void } {
  let now = Date.parse('2026-11-22T06:00:00Z');
  let timers: { at: number; fn: () => void; id: number }[] = [];
  let next = 0;
  return {
    now: () => now,
    setTimeout: (fn, ms) => {
      timers.push({ at: now + ms, fn, id: ++next });
      return next;
    },
    clearTimeout: (id) => {
      timers = timers.filter((t) => t.id !== id);
    },
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const due = timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers = timers.filter((t) => t !== due);
        now = due.at;
        due.fn();
      }
      now = end;
    },
  };
}

const rows = [{ id: 'r0', label: 'Link 0', payload: {} }];

function Harness({ writes, clock }: { writes: ReturnType<typeof manualWrites>; clock: Clock }) {
  const bulk = useBulkRun({
    workspaceId: 'sandbox',
    kind: 'countdown',
    clock,
    actions: (row) => ({ run: writes.run(row) }),
  });
  if (!bulk.report || !bulk.runner)
    return (
      <button type="button" onClick={() => bulk.prepare('One link', rows)}>
        Preview
      </button>
    );
  return (
    <BulkRunPanel
      report={bulk.report}
      runner={bulk.runner}
      noun={{ one: 'link', many: 'links' }}
      onClose={() => bulk.close()}
    />
  );
}

afterEach(() => window.localStorage.clear());

describe('the bulk run panel’s countdown', () => {
  it('shows the wait the runner really takes, second by second, on the runner’s clock', async () => {
    const writes = manualWrites();
    const clock = manualClock();
    const user = userEvent.setup();
    render(
      <MantineProvider env="test">
        <Harness writes={writes} clock={clock} />
      </MantineProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(screen.getByRole('button', { name: 'Apply to 1 link' }));
    // Retry-After 0.4 s, but the runner's back-off is 1 s: it waits 1 s, and says so.
    await act(async () =>
      writes.answer('r0', {
        error: new ApiError({ kind: 'rate_limited', status: 429, message: 'Wait.', retryAfterMs: 400 }),
      }),
    );
    const cell = () =>
      within(screen.getByRole('rowheader', { name: 'Link 0' }).closest('tr')!)
        .getAllByRole('cell')
        .at(0)!;
    expect(cell()).toHaveTextContent('The workspace asked Slotboard to wait: sending again in 1 s');
    await act(async () => clock.advance(999));
    expect(writes.sent).toEqual(['r0']);
    expect(cell()).toHaveTextContent('sending again in 1 s');
    await act(async () => clock.advance(1));
    expect(writes.sent).toEqual(['r0', 'r0']);
    expect(cell()).toHaveTextContent('Sending…');
    // Refused again with a longer Retry-After: 2.5 s shown as 3 s, then 2 s once half a second has passed.
    await act(async () =>
      writes.answer('r0', {
        error: new ApiError({ kind: 'rate_limited', status: 429, message: 'Wait.', retryAfterMs: 2500 }),
      }),
    );
    expect(cell()).toHaveTextContent('sending again in 3 s');
    await act(async () => clock.advance(500));
    expect(cell()).toHaveTextContent('sending again in 2 s');
    await act(async () => clock.advance(1000));
    expect(cell()).toHaveTextContent('sending again in 1 s');
    await act(async () => clock.advance(1000));
    expect(writes.sent).toEqual(['r0', 'r0', 'r0']);
  });
});
