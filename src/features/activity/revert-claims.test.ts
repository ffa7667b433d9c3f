import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@/api/client';
import { ApiError } from '@/api/errors';
import type { ActivityEntry } from '@/lib/activity/log';
import type { RunReport } from '@/lib/bulk/report';
import { createBulkRunner } from '@/lib/bulk/runner';
import { reportOf } from '@/testing/bulk-runs';
import type { Claims } from './revert-claims';
import { revertActions } from './revert-run-actions';

// Two browsers reverting the same run at once, each with its own bulk runner, over one claims
// endpoint that behaves as the record's (the first to ask for a row gets it): each row is written
// once, and the browser refused says who has the row, or that it is back already.

const nine = { start_time: '09:00 AM', end_time: '05:00 PM' };
const ten = { start_time: '10:00 AM', end_time: '11:00 AM' };

const holidayEntry = (): ActivityEntry => ({
  id: 'e1',
  at: '2026-11-27T09:00:00.000Z',
  workspaceId: 'w1',
  workspaceLabel: 'Acme',
  resourceKind: 'availability',
  resourceId: 'av1',
  action: 'update',
  what: 'Holidays of Ana',
  result: 'saved',
  // Dec 24 held 10–11 before the run, which set it unavailable; Dec 25 held nothing and was set unavailable too.
  before: { overrides: [{ date: '2026-12-24', periods: [ten] }] },
  after: {
    overrides: [
      { date: '2026-12-24', periods: [] },
      { date: '2026-12-25', periods: [] },
    ],
  },
});

describe('two browsers reverting the same run at once', () => {
  const RUN = 'run-7';
  const IDS = ['av1', 'av2', 'av3'];
  const runEntry = (id: string): ActivityEntry => ({ ...holidayEntry(), id: `e-${id}`, resourceId: id, runId: RUN });
  // What the run left on each availability: what a revert finds, and puts back.
  const setByRun = [
    { date: '2026-12-24', periods: [] },
    { date: '2026-12-25', periods: [] },
  ];

  /** One workspace both browsers write to, counting the writes each record gets. */
  function workspace() {
    const overrides = new Map(IDS.map((id) => [id, setByRun as unknown[]]));
    const writes = new Map<string, number>();
    let hold: Promise<void> | null = null;
    const sending = { count: 0 };
    const clientOf = () =>
      ({
        availabilities: {
          get: async (id: string) => ({ id, periods: [{ wday: 'monday', ...nine }], overrides: overrides.get(id) }),
          update: async (id: string, body: { overrides: { periods?: unknown }[] }) => {
            sending.count++;
            await hold;
            writes.set(id, (writes.get(id) ?? 0) + 1);
            // A date sent without periods has its override removed, as the workspace does.
            overrides.set(
              id,
              body.overrides.filter((o) => o.periods),
            );
            return { availability: { id } };
          },
        },
      }) as unknown as ApiClient;
    return { writes, sending, clientOf, holdWrites: (until: Promise<void>) => void (hold = until) };
  }

  /** The record's claims endpoint as the server keeps it: the first to ask for a row gets it. */
  function claimsEndpoint() {
    const holders = new Map<string, string>();
    const asked: string[] = [];
    return {
      asked,
      as: (who: string): Claims => ({
        held: new Set(),
        take: async ({ runId, rowKey }) => {
          await Promise.resolve();
          asked.push(`${who} ${rowKey}`);
          const holder = holders.get(`${runId} ${rowKey}`);
          if (holder) return { claimed: false, by: holder };
          holders.set(`${runId} ${rowKey}`, who);
          return { claimed: true };
        },
      }),
    };
  }

  const revertReport = (): RunReport => ({
    ...reportOf(IDS.length, 'revert-1'),
    revertOf: RUN,
    rows: IDS.map((id) => ({
      id,
      label: id,
      payload: { kind: 'availability', entry: runEntry(id), version: 'v2', words: 'Dec 24, Dec 25' },
      state: { status: 'queued' as const },
      sends: 0,
      attempts: 0,
    })),
  });

  const runnerOf = (ws: ReturnType<typeof workspace>, claims: Claims | undefined) =>
    createBulkRunner({
      report: revertReport(),
      actions: (r) => revertActions({ client: ws.clientOf(), workspaceId: 'w1', workspaceLabel: 'Acme', claims }, r),
    });
  const settled = (runner: ReturnType<typeof createBulkRunner>) =>
    vi.waitFor(() =>
      expect(runner.getReport().rows.every((r) => ['done', 'failed'].includes(r.state.status))).toBe(true),
    );

  it('writes each row once, whichever browser takes it; the other says who has it', async () => {
    const ws = workspace();
    const endpoint = claimsEndpoint();
    const ada = runnerOf(ws, endpoint.as('ada@example.org'));
    const grace = runnerOf(ws, endpoint.as('grace@example.org'));
    ada.start();
    grace.start();
    await Promise.all([settled(ada), settled(grace)]);
    expect(Object.fromEntries(ws.writes)).toEqual({ av1: 1, av2: 1, av3: 1 });
    // Every row was asked for by both; the browser refused says the other has it (still writing, or written).
    expect(endpoint.asked).toHaveLength(6);
    const rows = [...ada.getReport().rows, ...grace.getReport().rows];
    expect(rows.filter((r) => r.state.status === 'done')).toHaveLength(3);
    for (const r of rows.filter((x) => x.state.status === 'failed'))
      expect(r.state).toMatchObject({
        message: expect.stringMatching(
          /^(Already reverted from another browser|Being reverted by (ada|grace)@example\.org from another browser); nothing was sent from this one\.$/,
        ),
      });
  });

  it('a browser that comes after the other has written says the rows were reverted from another browser', async () => {
    const ws = workspace();
    const endpoint = claimsEndpoint();
    const ada = runnerOf(ws, endpoint.as('ada@example.org'));
    ada.start();
    await settled(ada);
    const grace = runnerOf(ws, endpoint.as('grace@example.org'));
    grace.start();
    await settled(grace);
    expect(grace.getReport().rows.map((r) => r.state)).toEqual(
      IDS.map(() => ({
        status: 'failed',
        message: 'Already reverted from another browser; nothing was sent from this one.',
      })),
    );
    expect(Object.fromEntries(ws.writes)).toEqual({ av1: 1, av2: 1, av3: 1 });
  });

  it('says who is reverting a row still being written, and writes it from there only', async () => {
    const ws = workspace();
    let release = () => {};
    ws.holdWrites(new Promise<void>((r) => (release = r)));
    const endpoint = claimsEndpoint();
    const ada = runnerOf(ws, endpoint.as('ada@example.org'));
    ada.start();
    await vi.waitFor(() => expect(endpoint.asked).toHaveLength(3));
    const grace = runnerOf(ws, endpoint.as('grace@example.org'));
    grace.start();
    await settled(grace);
    expect(grace.getReport().rows.map((r) => r.state)).toEqual(
      IDS.map(() => ({
        status: 'failed',
        message: 'Being reverted by ada@example.org from another browser; nothing was sent from this one.',
      })),
    );
    release();
    await settled(ada);
    expect(Object.fromEntries(ws.writes)).toEqual({ av1: 1, av2: 1, av3: 1 });
  });

  it('without claims (no shared record) both browsers write every row: what the claims prevent', async () => {
    const ws = workspace();
    let release = () => {};
    ws.holdWrites(new Promise<void>((r) => (release = r)));
    const ada = runnerOf(ws, undefined);
    const grace = runnerOf(ws, undefined);
    ada.start();
    grace.start();
    // Both read the rows before either write lands.
    await vi.waitFor(() => expect(ws.sending.count).toBe(6));
    release();
    await Promise.all([settled(ada), settled(grace)]);
    expect(Object.fromEntries(ws.writes)).toEqual({ av1: 2, av2: 2, av3: 2 });
  });

  it('sends nothing when the record cannot be asked', async () => {
    const ws = workspace();
    const down: Claims = {
      held: new Set(),
      take: () =>
        Promise.reject(
          new ApiError({ kind: 'network', status: null, message: 'The server’s record could not be reached.' }),
        ),
    };
    const ada = runnerOf(ws, down);
    ada.start();
    await settled(ada);
    expect(ws.writes.size).toBe(0);
    expect(ada.getReport().rows[0]!.state).toEqual({
      status: 'failed',
      message: 'The server’s record could not be reached.',
    });
  });
});
