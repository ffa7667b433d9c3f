// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, sampleWorkspaceAnswered } from '@/testing/render';
import { STORED_ACME, STORED_SANDBOX, storeWorkspaces } from '@/testing/stored-workspaces';

const NO_SANDBOX = { server: { sandbox: false as const } };
const CONNECT = 'Connect your workspace to begin';

/** Every word on the page, the header included. */
const pageText = () => document.body.textContent ?? '';

const header = () => within(screen.getByRole('banner'));

describe('a server without the sandbox, on a first visit', () => {
  it('names no sandbox in the header and points to connecting a workspace', async () => {
    renderApp('/meetings', NO_SANDBOX);
    expect(await screen.findByText(CONNECT, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(header().getByRole('link', { name: 'Connect your workspace' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('link', { name: 'Add your workspace in Settings' })).toHaveAttribute('href', '/settings');
    expect(pageText()).not.toMatch(/sandbox/i);
  });

  it('Settings says to connect a workspace, not that the sandbox is in use', async () => {
    renderApp('/settings', NO_SANDBOX);
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText(CONNECT, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a workspace' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(screen.queryByText('Not a workspace address')).not.toBeInTheDocument();
    expect(pageText()).not.toMatch(/sandbox/i);
  });

  it.each([
    ['Team members', '/team-members', /does not offer/i],
    ['Team availability', '/availabilities', /does not let Slotboard/i],
  ])('%s says a workspace is needed, not that one refuses', async (_name, path, refusal) => {
    const { queryClient } = renderApp(path, NO_SANDBOX);
    expect(await screen.findByText(CONNECT, {}, { timeout: 4000 })).toBeInTheDocument();
    // Once the server's answer is told and nothing is still being read, a refusal would be on screen.
    await sampleWorkspaceAnswered(queryClient);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByText(refusal)).not.toBeInTheDocument();
    expect(pageText()).not.toMatch(/sandbox/i);
  });
});

describe('a sandbox workspace saved while the server had one', () => {
  it("is not offered while the server has none; the admin's own workspace is", async () => {
    storeWorkspaces([STORED_SANDBOX, STORED_ACME], 'sandbox', { acme: 'acme-key' });
    renderApp('/settings', NO_SANDBOX);
    const list = await screen.findByRole('list', { name: 'Workspaces' }, { timeout: 4000 });
    await waitFor(() => expect(header().getByRole('link', { name: 'Acme' })).toBeInTheDocument(), { timeout: 4000 });
    expect(
      within(list)
        .getAllByRole('listitem')
        // The workspaces themselves, not the lines listed inside a card.
        .filter((li) => li.parentElement === list)
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['Acme']);
    expect(within(list).getByText('In use')).toBeInTheDocument();
    expect(pageText()).not.toMatch(/sandbox/i);
  });

  it('alone, leaves the admin with the way to connect one', async () => {
    storeWorkspaces([STORED_SANDBOX], 'sandbox');
    renderApp('/team-members', NO_SANDBOX);
    expect(await screen.findByText(CONNECT, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(pageText()).not.toMatch(/sandbox/i);
  });
});

describe('a server with the sandbox', () => {
  it('still names it in the header and Settings', async () => {
    renderApp('/settings');
    expect(await header().findByRole('link', { name: 'Sandbox workspace' }, { timeout: 4000 })).toBeInTheDocument();
    expect(header().getByText('Sandbox')).toBeInTheDocument();
    expect(await screen.findByText('You are on the sandbox workspace')).toBeInTheDocument();
    expect(screen.queryByText(CONNECT)).not.toBeInTheDocument();
  });
});
