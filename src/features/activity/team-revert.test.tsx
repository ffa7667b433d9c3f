// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SharedRecord } from '../../../server/record/shared-record';
import { sha256, type RecordStore } from '../../../server/record/store';
import { TEST_STORES } from '../../../server/record/test-stores';
import { forgetActivityCache, readActivity } from '@/lib/activity/log';
import { recordKept } from '@/lib/activity/record-kept';
import { forgetShared, shareEntry } from '@/lib/activity/share-entry';
import { renderApp, TEST_ORIGIN } from '@/testing/render';
import { sharedEntry } from './shared-entry';

// "Revert" on a change another browser made: its meaning read from the server's record, put back by
// the revert code this browser's own entries use (read again first, nothing sent over a change made
// since). The sample workspace is on the server's own origin: the record names it by that.

const sqlite = TEST_STORES.find((s) => s.name === 'sqlite')!;
const SLOW = 60_000;
let store: RecordStore;
let dispose: () => Promise<void>;

beforeEach(async () => {
  ({ store, dispose } = await sqlite.open(() => Date.now()));
  window.localStorage.clear();
  await forgetActivityCache();
  forgetShared();
});
afterEach(async () => {
  await dispose();
  window.localStorage.clear();
  recordKept.path = null;
});

const before = { periods: [{ wday: 'monday', start_time: '09:00 AM', end_time: '05:00 PM' }], overrides: [] };

/** A colleague's change of an availability, as their browser told the record. */
async function colleagueChanged(id: string, workspace = TEST_ORIGIN) {
  const body = '{"periods":[]}';
  await store.recordWrite({
    at: Date.now(),
    who: 'grace@example.org',
    workspace,
    method: 'PATCH',
    path: `/api/external/v2/availabilities/${id}`,
    body: new TextEncoder().encode(body),
    status: 200,
  });
  const kept = await store.acceptEntry('grace@example.org', {
    workspace,
    method: 'PATCH',
    path: `/api/external/v2/availabilities/${id}`,
    bodySha256: sha256(body),
    resourceKind: 'availability',
    resourceId: id,
    action: 'update',
    what: 'Availability “Working hours”',
    change: 'Mon 9:00 AM–5:00 PM → unavailable',
    before,
    after: {},
    result: 'saved',
  });
  expect(kept).not.toBeNull();
}

describe('revert a change made from another browser', () => {
  it(
    'reads the availability again and puts back what it held before the colleague’s change',
    async () => {
      const record = new SharedRecord(store, 90, Date.now, () => {});
      const view = renderApp('/activity', { server: { record } });
      const availability = view.server.sandbox!.state().availabilities[0]!;
      // The colleague's change, made in the workspace.
      const res = await view.server.fetch(
        new Request(`${TEST_ORIGIN}/sandbox/demo/api/external/v2/availabilities/${availability.id}`, {
          method: 'PATCH',
          headers: { 'X-Api-Key': 'sandbox-demo-key', 'Content-Type': 'application/json' },
          body: JSON.stringify({ periods: [{ wday: 'tuesday', start_time: '10:00 AM', end_time: '02:00 PM' }] }),
        }),
      );
      expect(res.status).toBe(200);
      await colleagueChanged(availability.id);

      const table = await screen.findByRole('table', { name: 'Changes kept by the server' }, { timeout: 20_000 });
      // Nothing of it is in this browser's own log.
      expect(readActivity()).toHaveLength(0);
      await view.user.click(within(table).getByRole('button', { name: /^Revert: Availability/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Revert this change?' });
      const region = await within(dialog).findByRole('region', { name: 'Reverting will change' }, { timeout: 20_000 });
      expect(within(region).getByText('Tuesday')).toBeInTheDocument();
      await view.user.click(within(dialog).getByRole('button', { name: 'Revert' }));
      expect(
        await within(dialog).findByText(/Reverted: the workspace now holds Mon 9:00 AM–5:00 PM/, undefined, {
          timeout: 20_000,
        }),
      ).toBeInTheDocument();
      await waitFor(() =>
        expect(readActivity()[0]).toMatchObject({
          resourceId: availability.id,
          change: expect.stringMatching(/^Revert: /),
        }),
      );
    },
    SLOW,
  );
});

describe('revert a run made from another browser', () => {
  const D24 = `${new Date().getFullYear() + 1}-12-24`;
  const api = (view: ReturnType<typeof renderApp>, method: string, id: string, body?: unknown) =>
    view.server.fetch(
      new Request(`${TEST_ORIGIN}/sandbox/demo/api/external/v2/availabilities/${id}`, {
        method,
        headers: { 'X-Api-Key': 'sandbox-demo-key', 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
  const overridesOn24 = async (view: ReturnType<typeof renderApp>, id: string) => {
    const { availability } = (await (await api(view, 'GET', id)).json()) as {
      availability: { periods: unknown[]; overrides: { date: string; periods: unknown[] }[] };
    };
    return availability.overrides.filter((o) => o.date === D24);
  };

  it(
    'reads its rows from the record, puts back the ones it takes, and says a row another admin is reverting',
    async () => {
      const record = new SharedRecord(store, 90, Date.now, () => {});
      const view = renderApp('/activity', { server: { record } });
      const [a0, a1] = view.server.sandbox!.state().availabilities.map((a) => a.id);
      // Grace's run set the 24th unavailable on both, from her browser.
      for (const id of [a0!, a1!]) {
        const { availability } = (await (await api(view, 'GET', id)).json()) as {
          availability: { periods: { wday: string; start_time: string; end_time: string }[] };
        };
        const periods = availability.periods.map(({ wday, start_time, end_time }) => ({ wday, start_time, end_time }));
        const body = JSON.stringify({ periods, overrides: [{ date: D24, periods: [] }] });
        expect((await api(view, 'PATCH', id, JSON.parse(body))).status).toBe(200);
        const path = `/api/external/v2/availabilities/${id}`;
        await store.recordWrite({
          at: Date.now(),
          who: 'grace@example.org',
          workspace: TEST_ORIGIN,
          method: 'PATCH',
          path,
          body: new TextEncoder().encode(body),
          status: 200,
        });
        const kept = await store.acceptEntry('grace@example.org', {
          workspace: TEST_ORIGIN,
          method: 'PATCH',
          path,
          bodySha256: sha256(body),
          resourceKind: 'availability',
          resourceId: id,
          action: 'update',
          what: `Holidays of ${id}`,
          change: 'Dec 24 unavailable, new',
          before: { overrides: [] },
          after: { overrides: [{ date: D24, periods: [] }] },
          result: 'saved',
          runId: 'run-grace',
        });
        expect(kept).not.toBeNull();
      }
      // Ada, in another browser, has taken the second row already.
      expect(await store.claim('run-grace', `availability:${a1}`, 'ada@example.org')).toBe(true);

      // The list may have been read before the run was kept: narrowed to availabilities, it is read again.
      await view.user.selectOptions(
        await screen.findByRole('combobox', { name: 'Kind of change' }, { timeout: 20_000 }),
        'availability',
      );
      const table = await screen.findByRole('table', { name: 'Changes kept by the server' }, { timeout: 20_000 });
      // One "Revert run" for the run, not one per row.
      const buttons = within(table).getAllByRole('button', { name: /^Revert run: Run by grace@example\.org, / });
      expect(buttons).toHaveLength(1);
      await view.user.click(buttons[0]!);
      const dialog = await screen.findByRole('dialog', { name: /^Revert “Run by grace@example\.org, / });
      expect(await within(dialog).findByRole('region', { name: 'Put back (2)' }, { timeout: 20_000 })).toBeVisible();
      await view.user.click(within(dialog).getByRole('button', { name: 'Prepare the revert of 2 rows' }));
      await view.user.click(await within(dialog).findByRole('button', { name: 'Apply to 2 rows' }));
      expect(
        await within(dialog).findByText(
          /Being reverted by ada@example\.org from another browser; nothing was sent from this one\./,
          undefined,
          { timeout: 20_000 },
        ),
      ).toBeInTheDocument();
      await waitFor(async () => expect(await overridesOn24(view, a0!)).toEqual([]), { timeout: 20_000 });
      // The row Ada holds is hers to write: left as the run set it here.
      expect(await overridesOn24(view, a1!)).toEqual([{ date: D24, periods: [] }]);
      expect(await store.claimant('run-grace', `availability:${a0}`)).not.toBeNull();
    },
    SLOW,
  );
});

describe('entries the record could not take', () => {
  it(
    'are said above every admin’s changes once the record is back',
    async () => {
      // A write whose entry found the record down (a 503 from the server).
      recordKept.path = '/api/slotboard/record';
      const down: typeof fetch = async () => new Response(null, { status: 503 });
      const outcome = await shareEntry(
        {
          id: 'e1',
          at: '2026-11-21T12:00:00.000Z',
          workspaceId: 'sandbox',
          workspaceLabel: 'Sandbox',
          resourceKind: 'team_member',
          resourceId: 'm1',
          action: 'update',
          what: 'Team member Oliver',
          result: 'saved',
        },
        {
          url: `${TEST_ORIGIN}/proxy/https/acme.neetocal.com/api/external/v1/team_members/m1`,
          method: 'PATCH',
          body: '{}',
          doFetch: down,
        },
      );
      expect(outcome).toBe('down');
      const record = new SharedRecord(store, 90, Date.now, () => {});
      renderApp('/activity', { server: { record } });
      expect(
        await screen.findByRole(
          'alert',
          { name: /Not all of this browser’s changes are described there/ },
          { timeout: 20_000 },
        ),
      ).toHaveTextContent(/could not be reached when one change made from this browser went through/);
    },
    SLOW,
  );
});

describe('a shared entry as this browser reads it', () => {
  const item = {
    id: 7,
    at: '2026-11-21T12:00:00.000Z',
    who: 'grace@example.org',
    workspace: 'https://acme.neetocal.com',
    method: 'PATCH',
    path: '/api/external/v2/availabilities/a1',
    status: 200,
    failure: null,
    meaning: {
      resourceKind: 'availability',
      resourceId: 'a1',
      action: 'update',
      what: 'Availability “Working hours”',
      change: null,
      before,
      after: {},
      result: 'saved',
      detail: null,
      runId: null,
    },
  };

  it('is on the active workspace only when the record names its address', () => {
    expect(sharedEntry(item, { id: 'w1', address: 'https://acme.neetocal.com' })?.workspaceId).toBe('w1');
    expect(sharedEntry(item, { id: 'w1', address: 'https://other.neetocal.com' })).toMatchObject({
      workspaceId: 'record:https://acme.neetocal.com',
      workspaceLabel: 'acme.neetocal.com',
    });
  });

  it('is none for a write no app explained, or a meaning this version cannot read', () => {
    expect(sharedEntry({ ...item, meaning: null }, { id: 'w1', address: 'https://acme.neetocal.com' })).toBeNull();
    expect(
      sharedEntry(
        { ...item, meaning: { ...item.meaning, resourceKind: 'invoice' } },
        { id: 'w1', address: 'https://acme.neetocal.com' },
      ),
    ).toBeNull();
  });
});
