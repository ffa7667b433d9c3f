// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { manualWrites } from '@/testing/bulk-runs';
import { useBulkRun } from '@/lib/bulk/use-bulk-run';
import { BulkRunPanel } from './bulk-run-panel';

const rows = Array.from({ length: 6 }, (_, i) => ({ id: `r${i}`, label: `Link ${i}`, payload: { hours: `9-${i}` } }));

function Harness({
  writes,
  kind,
  verify,
}: {
  writes: ReturnType<typeof manualWrites>;
  kind: string;
  verify?: (id: string) => Promise<boolean>;
}) {
  const bulk = useBulkRun({
    workspaceId: 'sandbox',
    kind,
    actions: (row) => ({ run: writes.run(row), verify: verify && (() => verify(row.id)) }),
  });
  if (!bulk.report || !bulk.runner)
    return (
      <button type="button" onClick={() => bulk.prepare('Weekly hours for 6 links', rows)}>
        Preview
      </button>
    );
  return (
    <BulkRunPanel
      report={bulk.report}
      runner={bulk.runner}
      noun={{ one: 'link', many: 'links' }}
      preview={(row) => `Hours ${(row.payload as { hours: string }).hours}`}
      onClose={() => bulk.close()}
    />
  );
}

const setup = (kind: string, verify?: (id: string) => Promise<boolean>) => {
  const writes = manualWrites();
  const user = userEvent.setup();
  render(
    <MantineProvider env="test">
      <Harness writes={writes} kind={kind} verify={verify} />
    </MantineProvider>,
  );
  return { writes, user };
};
const statusOf = (label: string) => {
  const row = screen.getByRole('rowheader', { name: label }).closest('tr');
  if (!row) throw new Error(`no row ${label}`);
  return within(row).getAllByRole('cell').at(0)?.textContent;
};
const answer = async (
  writes: ReturnType<typeof manualWrites>,
  id: string,
  outcome: Parameters<ReturnType<typeof manualWrites>['answer']>[1],
) => {
  act(() => writes.answer(id, outcome));
  // Answered once the row says so: it is no longer being sent.
  await waitFor(() => expect(statusOf(rows.find((r) => r.id === id)!.label)).not.toBe('Sending…'));
};

afterEach(() => window.localStorage.clear());

describe('bulk run panel', () => {
  it('previews every row, sends nothing before Apply, then shows live status with at most 4 sending', async () => {
    const { writes, user } = setup('a');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByRole('cell', { name: 'Hours 9-3' })).toBeInTheDocument();
    expect(statusOf('Link 0')).toBe('Not sent yet');
    expect(writes.sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Apply to 6 links' }));
    expect(writes.sent).toEqual(['r0', 'r1', 'r2', 'r3']);
    expect(statusOf('Link 0')).toBe('Sending…');
    expect(statusOf('Link 5')).toBe('Waiting its turn');
    await answer(writes, 'r0', 'ok');
    await answer(writes, 'r1', { error: new ApiError({ kind: 'validation', status: 422, message: 'Hours overlap.' }) });
    await answer(writes, 'r2', {
      error: new ApiError({ kind: 'timeout', status: null, message: 'The workspace took too long to answer.' }),
    });
    expect(statusOf('Link 0')).toBe('Done');
    expect(statusOf('Link 1')).toBe('Failed: Hours overlap.');
    expect(statusOf('Link 2')).toMatch(
      /^May have been applied: The workspace took too long to answer\. It may have been applied\. It cannot be checked/,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      '1 of 6 links done, 3 in progress, 1 failed, 1 may have been applied',
    );
    // The stored report follows every change.
    const stored = JSON.parse(window.localStorage.getItem('slotboard.bulk.sandbox.a') ?? '{}') as {
      rows: { state: { status: string } }[];
    };
    expect(stored.rows.map((r) => r.state.status)).toEqual([
      'done',
      'failed',
      'uncertain',
      'running',
      'running',
      'running',
    ]);
  });

  it('a 429 shows the seconds left, then the row is sent again; "Retry the failed ones" sends only those', async () => {
    const { writes, user } = setup('b');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(screen.getByRole('button', { name: 'Apply to 6 links' }));
    await answer(writes, 'r0', {
      error: new ApiError({ kind: 'rate_limited', status: 429, message: 'Wait.', retryAfterMs: 1500 }),
    });
    expect(statusOf('Link 0')).toBe('The workspace asked Slotboard to wait: sending again in 2 s');
    // Only that row waits (decision 0020): its slot goes to the next row at once.
    expect(writes.sent).toEqual(['r0', 'r1', 'r2', 'r3', 'r4']);
    await answer(writes, 'r1', 'ok');
    await answer(writes, 'r2', 'ok');
    expect(writes.sent).toEqual(['r0', 'r1', 'r2', 'r3', 'r4', 'r5']);
    // A slot is free; the waiting row goes again once its time is up, and not before.
    await waitFor(() => expect(writes.sent.filter((id) => id === 'r0')).toHaveLength(2), { timeout: 3000 });
    await answer(writes, 'r0', 'ok');
    await answer(writes, 'r3', { error: new ApiError({ kind: 'forbidden', status: 403, message: 'Not allowed.' }) });
    await answer(writes, 'r4', 'ok');
    await answer(writes, 'r5', 'ok');
    const before = writes.sent.length;
    await user.click(screen.getByRole('button', { name: 'Retry the failed ones (1)' }));
    expect(writes.sent.slice(before)).toEqual(['r3']);
    await answer(writes, 'r3', 'ok');
    expect(screen.getByRole('status')).toHaveTextContent('6 of 6 links done');
  });

  it('Cancel: rows being sent may have been applied, the rest are not run; Resume sends only those', async () => {
    const { writes, user } = setup('c');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(screen.getByRole('button', { name: 'Apply to 6 links' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(statusOf('Link 0')).toMatch(/^May have been applied: Cancelled while being sent/);
    expect(statusOf('Link 4')).toBe('Not sent (cancelled)');
    expect(screen.getByRole('status')).toHaveTextContent('0 of 6 links done, 4 may have been applied, 2 not run');
    await user.click(screen.getByRole('button', { name: 'Resume (2 not run)' }));
    expect(writes.sent).toEqual(['r0', 'r1', 'r2', 'r3', 'r4', 'r5']);
    // Sending the uncertain ones again is an explicit, confirmed choice.
    await answer(writes, 'r4', 'ok');
    await answer(writes, 'r5', 'ok');
    await user.click(screen.getByRole('button', { name: 'Send again… (4)' }));
    expect(writes.sent).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Send again anyway' }));
    expect(writes.sent.slice(6)).toEqual(['r0', 'r1', 'r2', 'r3']);
  });

  it('after a reload mid-run: the report is back, rows that were being sent are checked by reading, Resume sends only the rest', async () => {
    const stored = {
      id: 'run-9',
      workspaceId: 'sandbox',
      title: 'Weekly hours for 6 links',
      createdAt: '2026-11-22T06:00:00.000Z',
      rows: rows.map((r, i) => ({
        ...r,
        state: i < 2 ? { status: 'done' } : i < 4 ? { status: 'running' } : { status: 'queued' },
        sends: i < 4 ? 1 : 0,
        attempts: i < 4 ? 1 : 0,
      })),
    };
    window.localStorage.setItem('slotboard.bulk.sandbox.d', JSON.stringify(stored));
    const { writes, user } = setup('d', async (id) => id === 'r2');
    await waitFor(() => expect(statusOf('Link 2')).toBe('Done (confirmed by reading back)'));
    expect(statusOf('Link 3')).toMatch(
      /^May have been applied: The page was closed while this was being sent.*Reading back does not show it yet\.$/,
    );
    expect(writes.sent).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('3 of 6 links done, 1 may have been applied, 2 not run');
    await user.click(screen.getByRole('button', { name: 'Resume (2 not run)' }));
    expect(writes.sent).toEqual(['r4', 'r5']);
  });
});
