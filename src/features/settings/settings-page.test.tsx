// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render';
import { STORED_ACME, STORED_SANDBOX, storeWorkspaces } from '@/testing/stored-workspaces';

describe('settings', () => {
  it('draws the workspaces and "Add a workspace" together, once the server has said whether it serves the sandbox', async () => {
    // Drawn before the answer, the sandbox's row and notice would arrive with it and push the button
    // down under a pointer already on its way to it.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    renderApp('/settings', {
      intercept: async (req, next) => {
        if (req.url.endsWith('/api/slotboard/config')) await answered;
        return next(req);
      },
    });
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent("Loading the server's answer on the sample workspace…");
    expect(screen.queryByRole('button', { name: 'Add a workspace' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Workspaces' })).not.toBeInTheDocument();
    answer();
    const add = await screen.findByRole('button', { name: 'Add a workspace' }, { timeout: 4000 });
    expect(screen.getByRole('listitem', { name: 'Sandbox workspace' })).toBeInTheDocument();
    expect(screen.getByText('You are on the sandbox workspace')).toBeInTheDocument();
    expect(add).toBeInTheDocument();
  });

  it('shows the sandbox connected', async () => {
    renderApp('/settings');
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
    // Listed once the server has said it serves the sandbox.
    const card = await screen.findByRole('listitem', { name: 'Sandbox workspace' }, { timeout: 4000 });
    expect(
      await within(card).findByText(/has 120 scheduling links, 24 packages and 12 team members/),
    ).toBeInTheDocument();
  });

  it('refuses bad input in a new workspace on the spot', async () => {
    const { user } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Add a workspace' }, { timeout: 15_000 }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Give the workspace a name you will recognise.')).toBeInTheDocument();
    expect(screen.getByText(/Enter the workspace address/)).toBeInTheDocument();
    expect(screen.getByText(/Paste the API key/)).toBeInTheDocument();
    const address = screen.getByRole('textbox', { name: /Workspace address/ });
    await user.type(address, 'http://acme.neetocal.com');
    await user.tab();
    expect(await screen.findByText(/Use https:\/\//)).toBeInTheDocument();
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAccessibleDescription(/Use https:\/\//);
    await user.clear(address);
    await user.type(address, 'acme');
    expect(screen.getByText('Slotboard will call https://acme.neetocal.com')).toBeInTheDocument();
  });

  it('explains a wrong key, and keeps the key in use', async () => {
    const { user, store } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Edit Sandbox workspace' }, { timeout: 15_000 }));
    const key = screen.getByLabelText(/API key/, { selector: 'input' });
    expect(key).toHaveAttribute('type', 'password');
    await user.clear(key);
    await user.type(key, 'not-the-key');
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText(/did not accept this API key/)).toBeInTheDocument();
    expect(store.getSnapshot().activeKey).toBe('sandbox-demo-key');
  });

  it('a 429 on the active workspace’s check is drawn as every read’s: counted down, then checked again', async () => {
    let limit = true;
    const { user } = renderApp('/settings', {
      intercept: async (req, next) =>
        limit && new URL(req.url).pathname.endsWith('/meetings')
          ? new Response(JSON.stringify({ error: 'Too many requests' }), {
              status: 429,
              headers: { 'Retry-After': '3600', 'Content-Type': 'application/json' },
            })
          : next(req),
    });
    const card = await screen.findByRole('listitem', { name: 'Sandbox workspace' }, { timeout: 15_000 });
    const title = await within(card).findByText('The workspace asked Slotboard to wait', {}, { timeout: 5_000 });
    const alert = title.closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent(/Trying again in (1 h|59 min 5\d s)/);
    limit = false;
    await user.click(within(alert).getByRole('button', { name: 'Try now' }));
    expect(
      await within(card).findByText(/has 120 scheduling links, 24 packages and 12 team members/),
    ).toBeInTheDocument();
    expect(within(card).queryByText('The workspace asked Slotboard to wait')).not.toBeInTheDocument();
  });

  it('a 429 on Test connection is counted down as every read’s is, then tested again', async () => {
    let limit = false;
    const { user } = renderApp('/settings', {
      intercept: async (req, next) =>
        limit && new URL(req.url).pathname.endsWith('/meetings')
          ? new Response(JSON.stringify({ error: 'Too many requests' }), {
              status: 429,
              headers: { 'Retry-After': '3600', 'Content-Type': 'application/json' },
            })
          : next(req),
    });
    await screen.findByRole('listitem', { name: 'Sandbox workspace' }, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Edit Sandbox workspace' }));
    limit = true;
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    const title = await screen.findByText('The workspace asked Slotboard to wait');
    const alert = title.closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent(/Trying again in (1 h|59 min 5\d s)/);
    limit = false;
    await user.click(within(alert).getByRole('button', { name: 'Try now' }));
    expect(await screen.findByText(/^Connected\. .* has 120 scheduling links/)).toBeInTheDocument();
  });

  it('keeps what was typed across a reload, until saved', async () => {
    const first = renderApp('/settings');
    await first.user.click(await screen.findByRole('button', { name: 'Add a workspace' }, { timeout: 15_000 }));
    await first.user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Acme team');
    await first.user.type(screen.getByRole('textbox', { name: /Workspace address/ }), 'acme');
    first.unmount();

    const second = renderApp('/settings');
    expect(await screen.findByText('Draft restored')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Acme team');
    await second.user.type(screen.getByLabelText(/API key/, { selector: 'input' }), 'acme-key');
    await second.user.click(screen.getByRole('button', { name: 'Save' }));
    // acme.neetocal.com cannot answer here, so the save asks first and does not switch on its own.
    const ask = await screen.findByRole('dialog', { name: 'Save anyway?' });
    await second.user.click(within(ask).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(second.store.getSnapshot().workspaces.map((w) => w.label)).toContain('Acme team'));
    expect(second.store.getSnapshot().active.label).toBe('Sandbox workspace');
    expect(second.store.getSnapshot().workspaces.find((w) => w.label === 'Acme team')).toMatchObject({
      address: 'https://acme.neetocal.com',
      mode: 'server',
    });
    expect(window.sessionStorage.getItem('slotboard.draft.settings.workspace')).toBeNull();
    expect(screen.getByText(/so Slotboard still uses Sandbox workspace/, { selector: 'p' })).toBeInTheDocument();

    await second.user.click(screen.getByRole('button', { name: 'Switch to it' }));
    expect(second.store.getSnapshot().active.label).toBe('Acme team');
    expect(await screen.findByText('Now using Acme team')).toBeInTheDocument();
  });

  it('switches to a new workspace whose test passes and names it', async () => {
    const { user, store } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Add a workspace' }, { timeout: 15_000 }));
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Second sandbox');
    await user.type(screen.getByRole('textbox', { name: /Workspace address/ }), 'http://slotboard.test/sandbox/demo');
    await user.type(screen.getByLabelText(/API key/, { selector: 'input' }), 'sandbox-demo-key');
    await user.click(screen.getByRole('radio', { name: /Directly from this browser/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(store.getSnapshot().active.label).toBe('Second sandbox'));
    expect(screen.queryByRole('dialog', { name: 'Save anyway?' })).not.toBeInTheDocument();
    expect(await screen.findByText('Now using Second sandbox')).toBeInTheDocument();
  });
});

describe('an open workspace form with changes', () => {
  it('is not replaced by another workspace’s form unless the admin agrees', async () => {
    storeWorkspaces([STORED_SANDBOX, { ...STORED_ACME, remember: false }], 'sandbox');
    const confirm = vi.spyOn(window, 'confirm');
    const { user } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Edit Acme' }, { timeout: 15_000 }));
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Acme EU');
    await user.click(screen.getByRole('button', { name: 'Edit Sandbox workspace' }));
    const leave = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(leave).getByRole('button', { name: 'Stay on this form' }));
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Acme EU');
    await user.click(screen.getByRole('button', { name: 'Edit Sandbox workspace' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Sandbox workspace');
    expect(confirm).not.toHaveBeenCalled();
  });
});
