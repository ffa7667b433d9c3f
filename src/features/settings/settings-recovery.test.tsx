// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { createSlotboardApp } from '../../../serve/app';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { AppRoutes } from '@/app/routes';
import { Shell } from '@/app/shell';
import { fetchFromApp } from '@/testing/fake-fetch';
import { renderApp, TEST_ORIGIN } from '@/testing/render';
import { STORED_ACME as ACME, STORED_SANDBOX as SANDBOX, storeWorkspaces } from '@/testing/stored-workspaces';
import { UNUSABLE_BASE_URL } from '@/lib/workspace-url';
import { createWorkspaceStore, type WorkspaceSnapshot, type WorkspaceStore } from '@/lib/workspaces';

// Nothing stored can stop Slotboard: Settings opens, and every workspace it lists can be edited or removed.

describe('Settings with a broken workspace entry stored', () => {
  it('drops the broken entry alone, says so once, and edits and removes the others', async () => {
    storeWorkspaces([{ ...ACME, id: 'broken', label: 'Broken', address: 'not a url' }, ACME, SANDBOX], 'broken', {
      broken: 'k-broken',
      acme: 'k-acme',
    });
    const { user, store } = renderApp('/settings');
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
    expect(
      await screen.findByText(
        /Slotboard removed the saved workspace "Broken", as its address or settings could not be used; your other workspaces and keys are kept/,
      ),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Workspaces' });
    // The workspaces themselves, not the lists inside a card (what each workspace offers).
    // The sandbox's card waits for the server to say it has one.
    const cards = () =>
      within(list)
        .getAllByRole('listitem')
        .filter((li) => li.parentElement === list);
    await waitFor(() =>
      expect(cards().map((li) => li.getAttribute('aria-label'))).toEqual(['Acme', 'Sandbox workspace']),
    );
    expect(window.localStorage.getItem('slotboard.key.broken')).toBeNull();
    expect(store.keyOf('acme')).toBe('k-acme');

    await user.click(screen.getByRole('button', { name: 'Edit Acme' }));
    expect(screen.getByRole('textbox', { name: /Workspace address/ })).toHaveValue('https://acme.neetocal.com');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Remove Acme' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove Acme?' })).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() => expect(store.getSnapshot().workspaces.map((w) => w.id)).toEqual(['sandbox']));
    expect(window.localStorage.getItem('slotboard.key.acme')).toBeNull();
  });
});

/**
 * A store whose active workspace has an address no connection can be built from, whatever let it
 * through: Acme's address is shown as "https://" until it is saved as something else.
 */
function storeWithUnbuildableActive(): WorkspaceStore {
  const real = createWorkspaceStore({
    local: window.localStorage,
    session: window.sessionStorage,
    origin: TEST_ORIGIN,
  });
  let seen: WorkspaceSnapshot | null = null;
  let shown: WorkspaceSnapshot | null = null;
  const broken = <W extends { id: string; address: string }>(w: W): W =>
    w.id === 'acme' && w.address === ACME.address ? { ...w, address: 'https://' } : w;
  return {
    ...real,
    getSnapshot: () => {
      const s = real.getSnapshot();
      if (s !== seen) {
        seen = s;
        shown = { ...s, workspaces: s.workspaces.map(broken), active: broken(s.active) };
      }
      return shown!;
    },
  };
}

describe('Settings when the active workspace’s connection cannot be built', () => {
  it('opens, says what is wrong with it, and lets the admin mend it', async () => {
    storeWorkspaces([ACME, SANDBOX], 'acme', { acme: 'k-acme' });
    const store = storeWithUnbuildableActive();
    const server = createSlotboardApp({ hosts: ['slotboard.test'] });
    const urls: string[] = [];
    const fetchFn = fetchFromApp({
      fetch: (req: Request) => {
        urls.push(req.url);
        return server.fetch(req);
      },
    });
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    const location = memoryLocation({ path: '/settings' });
    render(
      <AppProviders
        store={store}
        queryClient={queryClient}
        origin={TEST_ORIGIN}
        fetch={fetchFn}
        locationHook={location.hook}
        searchHook={location.searchHook}
        env="test"
      >
        <Shell>
          <AppRoutes />
        </Shell>
      </AppProviders>,
    );
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
    const card = await screen.findByRole('listitem', { name: 'Acme' }, { timeout: 4000 });
    expect(within(card).getByText('In use')).toBeInTheDocument();
    expect(
      await within(card).findByText(
        /“https:\/\/” cannot be used as a workspace address\..*Edit the workspace to correct it\./,
      ),
    ).toBeInTheDocument();
    // Whatever a screen asks goes to a name that never resolves: the key reaches no one. (The app's
    // own server is asked, without any key, whether it serves the sandbox.)
    const workspaceCalls = urls.filter((url) => url !== `${TEST_ORIGIN}/api/slotboard/config`);
    expect(workspaceCalls.every((url) => url.startsWith(`${UNUSABLE_BASE_URL}/`))).toBe(true);

    await user.click(within(card).getByRole('button', { name: 'Edit Acme' }));
    const address = screen.getByRole('textbox', { name: /Workspace address/ });
    expect(address).toHaveValue('https://');
    await user.clear(address);
    await user.type(address, 'acme-eu');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Save anyway?' })).getByRole('button', { name: 'Save anyway' }),
    );
    await waitFor(() => expect(store.getSnapshot().active.address).toBe('https://acme-eu.neetocal.com'));
    expect(
      within(screen.getByRole('listitem', { name: 'Acme' })).getByText('https://acme-eu.neetocal.com'),
    ).toBeInTheDocument();
  });
});
