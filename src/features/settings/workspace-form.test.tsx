// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fingerprint, loadDraft, saveDraft } from '@/lib/drafts';
import { renderApp } from '@/testing/render';
import { STORED_ACME as ACME, STORED_SANDBOX as SANDBOX, storeWorkspaces } from '@/testing/stored-workspaces';
import { settingsDraftSchema } from './workspace-schema';

// The workspace form's draft knows the version it was drafted on (docs/product.md decision 16).

const DRAFT_KEY = 'settings.workspace';
// Saved from another tab after the draft was started: a new address and compatibility mode.
const ACME_NOW = { ...ACME, address: 'https://acme-eu.neetocal.com', apiVersion: 'v1' } as const;
const DRAFTED = {
  label: 'Acme Europe',
  address: ACME.address,
  apiKey: 'k-typed',
  mode: 'server',
  apiVersion: 'latest',
  remember: true,
} as const;

function arrange(saved: typeof ACME | typeof ACME_NOW) {
  storeWorkspaces([SANDBOX, saved], 'sandbox', { acme: 'k-saved' });
  saveDraft(
    window.sessionStorage,
    DRAFT_KEY,
    { target: 'acme', values: DRAFTED, base: ACME, keyEdited: true },
    { basis: fingerprint(ACME) },
  );
}

const open = async () => {
  const view = renderApp('/settings');
  await screen.findByRole('heading', { name: 'Settings', level: 1 }, { timeout: 15_000 });
  // The workspaces are drawn once the server has said whether it serves the sandbox.
  await screen.findByRole('heading', { name: 'Dates and times' }, { timeout: 4000 });
  return view;
};
const panel = () => screen.queryByRole('region', { name: 'This was changed since your draft was started' });
const cells = (label: string) =>
  within(screen.getByRole('row', { name: new RegExp(`^${label}`) }))
    .getAllByRole('cell')
    .map((c) => c.textContent);
const field = (name: RegExp) => screen.getByRole('textbox', { name });
const storedDraft = () => loadDraft(window.sessionStorage, DRAFT_KEY, settingsDraftSchema);

describe('the workspace form’s draft', () => {
  it('is restored as it was while the workspace is the version it was drafted on', async () => {
    arrange(ACME);
    await open();
    expect(await screen.findByText('Draft restored')).toBeInTheDocument();
    expect(panel()).not.toBeInTheDocument();
    expect(field(/^Name/)).toHaveValue('Acme Europe');
  });

  it('over a workspace saved since, is never restored silently: it is shown field by field beside what is saved now', async () => {
    arrange(ACME_NOW);
    await open();
    expect(panel()).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Name/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
    expect(cells('Name')).toEqual(['Acme', 'Acme', 'Acme Europe']);
    expect(cells('Workspace address')).toEqual([
      'https://acme.neetocal.com',
      'https://acme-eu.neetocal.com',
      'https://acme.neetocal.com',
    ]);
    expect(cells('Workspace features')).toEqual(['Newest available', 'Compatibility mode', 'Newest available']);
    expect(screen.queryByRole('row', { name: /^Connection/ })).not.toBeInTheDocument();
    expect(panel()).not.toHaveTextContent('k-typed');
  });

  it('applies the draft’s changes onto what is saved now, and is from then on a draft of that version', async () => {
    arrange(ACME_NOW);
    const { user, unmount } = await open();
    await user.click(screen.getByRole('button', { name: 'Apply my changes onto theirs' }));
    expect(panel()).not.toBeInTheDocument();
    expect(field(/^Name/)).toHaveValue('Acme Europe');
    expect(field(/Workspace address/)).toHaveValue('https://acme-eu.neetocal.com');
    expect(screen.getByRole('radio', { name: /Compatibility mode/ })).toBeChecked();
    expect(screen.getByLabelText(/API key/, { selector: 'input' })).toHaveValue('k-typed');
    expect(storedDraft()).toMatchObject({
      basis: fingerprint(ACME_NOW),
      value: { base: ACME_NOW, values: { address: ACME_NOW.address } },
    });
    unmount();
    await open();
    expect(await screen.findByText('Draft restored')).toBeInTheDocument();
    expect(panel()).not.toBeInTheDocument();
    expect(field(/Workspace address/)).toHaveValue('https://acme-eu.neetocal.com');
  });

  it('keeps what is saved now and drops the draft', async () => {
    arrange(ACME_NOW);
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Keep theirs, drop my draft' }));
    expect(panel()).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Name/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a workspace' })).toBeInTheDocument();
    expect(storedDraft()).toBeNull();
  });

  it('uses the draft as it is when the admin says so', async () => {
    arrange(ACME_NOW);
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Use my draft as it is' }));
    expect(field(/^Name/)).toHaveValue('Acme Europe');
    expect(field(/Workspace address/)).toHaveValue('https://acme.neetocal.com');
    expect(screen.getByRole('radio', { name: /Newest available/ })).toBeChecked();
  });

  it('asks before another workspace’s form replaces a draft still waiting for a choice', async () => {
    arrange(ACME_NOW);
    const { user } = await open();
    // The sandbox is listed once the server has said it serves one.
    await user.click(await screen.findByRole('button', { name: 'Edit Sandbox workspace' }, { timeout: 4000 }));
    const leave = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(leave).getByRole('button', { name: 'Stay on this form' }));
    expect(panel()).toBeInTheDocument();
  });
});
