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
