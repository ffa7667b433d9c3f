// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SharedRecord } from '../../../server/record/shared-record';
import { sha256, type RecordStore } from '../../../server/record/store';
import { TEST_STORES } from '../../../server/record/test-stores';
import { recordKeys } from '@/api/record/queries';
import { renderApp } from '@/testing/render';

// Activity on a team server: every admin's changes read from the server's record, page by page,
// filtered on the server; without a record, this browser's log alone.

const sqlite = TEST_STORES.find((s) => s.name === 'sqlite')!;
const T0 = Date.parse('2026-11-21T12:00:00Z');
const MIN = 60_000;
let store: RecordStore;
let dispose: () => Promise<void>;

beforeEach(async () => {
  ({ store, dispose } = await sqlite.open(() => T0));
});
afterEach(async () => {
  await dispose();
  window.localStorage.clear();
});

async function seed() {
  // 55 writes by Grace (older), then Ada's change of a member, explained by her app.
  for (let i = 0; i < 55; i++)
    await store.recordWrite({
      at: T0 - (60 - i) * MIN,
      who: 'grace@example.org',
      workspace: 'https://acme.neetocal.com',
      method: 'PATCH',
      path: `/api/external/v2/meetings/s${i}`,
      body: new TextEncoder().encode(`{"n":${i}}`),
      status: 200,
    });
  const body = '{"role":"admin"}';
  await store.recordWrite({
    at: T0,
    who: 'ada@example.org',
    workspace: 'https://acme.neetocal.com',
    method: 'PATCH',
    path: '/api/external/v2/team_members/m1',
    body: new TextEncoder().encode(body),
    status: 200,
  });
  await store.acceptEntry('ada@example.org', {
    workspace: 'https://acme.neetocal.com',
    method: 'PATCH',
    path: '/api/external/v2/team_members/m1',
    bodySha256: sha256(body),
    resourceKind: 'team_member',
    resourceId: 'm1',
    action: 'update',
    what: 'Team member Oliver Smith',
    change: 'Role: Member → Admin',
    result: 'saved',
  });
}

describe('Activity on a server with a shared record', () => {
  it('lists every admin’s changes newest first, pages on, filters on the server and exports the view', async () => {
    await seed();
    const record = new SharedRecord(
      store,
      90,
      () => T0,
      () => {},
    );
    const { user } = renderApp('/activity', { server: { record } });
    const table = await screen.findByRole('table', { name: 'Changes kept by the server' }, { timeout: 15_000 });
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(50);
    const ada = within(table)
      .getByRole('rowheader', { name: /Team member Oliver Smith/ })
      .closest('tr')!;
    expect(ada).toHaveTextContent('ada@example.org');
    expect(ada).toHaveTextContent('Role: Member → Admin');
    expect(ada).toHaveTextContent('Saved');
    expect(screen.getByText(/every change made through it, from any browser, for 90 days/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show older changes' }));
    await within(table).findByRole('rowheader', { name: /meetings\/s0$/ });
    expect(rows()).toHaveLength(56);
    expect(screen.queryByRole('button', { name: 'Show older changes' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind of change' }), 'team_member');
    await screen.findByText(
      (_, el) => el?.tagName === 'TABLE' && within(el as HTMLElement).getAllByRole('row').length === 2,
    );
    const filtered = screen.getByRole('table', { name: 'Changes kept by the server' });
    expect(within(filtered).getByRole('rowheader', { name: /Oliver Smith/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export these as CSV' })).toHaveAttribute(
      'href',
      'http://slotboard.test/api/slotboard/record/activity.csv?what=team_member',
    );
  }, 40_000);

  it('says when the record cannot be reached, and the browser’s own log still shows', async () => {
    const record = new SharedRecord(
      null,
      90,
      () => T0,
      () => {},
    );
    renderApp('/activity', { server: { record } });
    expect(await screen.findByText(/not kept there now/, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('No changes made from this browser yet')).toBeInTheDocument();
  }, 40_000);
});

describe('Activity on a server without a record', () => {
  it('is this browser’s log alone, and says so', async () => {
    const { queryClient } = renderApp('/activity');
    await waitFor(() => expect(queryClient.getQueryState(recordKeys.activity({}))?.status).toBe('success'), {
      timeout: 15_000,
    });
    expect(
      await screen.findByText('No changes made from this browser yet', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Kept in this browser only/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Every admin’s changes' })).not.toBeInTheDocument();
  }, 40_000);
});
