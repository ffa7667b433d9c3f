// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mergeDraft } from '@/domain/drafts/merge-draft';
import { StaleDraftFields, type StaleDraftField } from './stale-draft-fields';

const FIELDS: StaleDraftField[] = [
  { name: 'label', label: 'Name', base: 'Acme', now: 'Acme', draft: 'Acme EU' },
  {
    name: 'address',
    label: 'Workspace address',
    base: 'https://acme.neetocal.com',
    now: 'https://acme-eu.neetocal.com',
    draft: 'https://acme.neetocal.com',
  },
  { name: 'mode', label: 'Connection', base: 'Server', now: 'Direct', draft: 'Browser' },
  { name: 'note', label: 'Note', base: 'same', now: 'same', draft: 'same' },
  { name: 'phone', label: 'Phone', base: '555', now: '555', draft: '' },
];

const renderPanel = (fields = FIELDS) => {
  const handlers = { onApplyMine: vi.fn(), onKeepTheirs: vi.fn(), onMerge: vi.fn() };
  render(
    <MantineProvider env="test">
      <StaleDraftFields fields={fields} {...handlers} />
    </MantineProvider>,
  );
  return { ...handlers, user: userEvent.setup() };
};

const row = (label: string) => screen.getByRole('row', { name: new RegExp(`^${label}`) });
const cells = (label: string) =>
  within(row(label))
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('StaleDraftFields', () => {
  it('shows each differing field as it started, as saved now and in the draft, marking the ones changed on both sides', () => {
    renderPanel();
    expect(screen.getByRole('region', { name: 'This was changed since your draft was started' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Field',
      'When your draft started',
      'Saved now',
      'Your draft',
    ]);
    expect(cells('Name')).toEqual(['Acme', 'Acme', 'Acme EU']);
    expect(cells('Workspace address')).toEqual([
      'https://acme.neetocal.com',
      'https://acme-eu.neetocal.com',
      'https://acme.neetocal.com',
    ]);
    expect(cells('Phone')).toEqual(['555', '555', '(empty)']);
    expect(screen.queryByRole('row', { name: /^Note/ })).not.toBeInTheDocument();
    expect(within(row('Connection')).getByText('Changed on both sides')).toBeInTheDocument();
    expect(within(row('Name')).queryByText('Changed on both sides')).not.toBeInTheDocument();
    expect(within(row('Workspace address')).queryByText('Changed on both sides')).not.toBeInTheDocument();
    expect(
      screen.getByText(/Your draft changes: Name, Connection, Phone\. Changed since: Workspace address, Connection\./),
    ).toBeInTheDocument();
  });

  it('applies nothing until the admin chooses, then calls the one choice made', async () => {
    const { onApplyMine, onKeepTheirs, onMerge, user } = renderPanel();
    expect([onApplyMine, onKeepTheirs, onMerge].every((f) => f.mock.calls.length === 0)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Apply my changes onto theirs' }));
    expect(onMerge).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Keep theirs, drop my draft' }));
    expect(onKeepTheirs).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Use my draft as it is' }));
    expect(onApplyMine).toHaveBeenCalledTimes(1);
    expect(onMerge).toHaveBeenCalledTimes(1);
  });

  it('says so when the fields it shows are the same in all three', () => {
    renderPanel([{ name: 'note', label: 'Note', base: 'x', now: 'x', draft: 'x' }]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('The fields shown here are the same in all three.')).toBeInTheDocument();
    expect(screen.getByText(/Your draft changes nothing that was saved\./)).toBeInTheDocument();
  });
});

describe('mergeDraft', () => {
  it('takes the draft where it changed a field, and what is saved now everywhere else', () => {
    const base = { label: 'Acme', address: 'a', remember: false, mode: 'server' };
    const now = { label: 'Acme', address: 'b', remember: true, mode: 'direct' };
    const draft = { label: 'Acme EU', address: 'a', remember: false, mode: 'server-x' };
    expect(mergeDraft(base, now, draft)).toEqual({ label: 'Acme EU', address: 'b', remember: true, mode: 'server-x' });
    expect(mergeDraft(base, now, base)).toEqual(now);
  });
});
