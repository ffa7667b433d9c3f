import { afterEach, describe, expect, it, vi } from 'vitest';
import { fingerprint, saveDraft } from '@/lib/drafts';
import type { Workspace } from '@/lib/workspaces';
import { MemoryStorage } from '@/testing/memory-storage';
import { openSettingsDraft, staleFields, valuesFor, type StaleSettingsDraft } from './settings-draft';

// A draft of the workspace form is restored only over the version it was drafted on; over a newer
// one it is shown beside it, and its key goes with it only when the draft changed the key.

const KEY = 'settings.workspace';
const ACME: Workspace = {
  id: 'acme',
  label: 'Acme',
  address: 'https://acme.neetocal.com',
  mode: 'server',
  apiVersion: 'latest',
  remember: true,
  sandbox: false,
};
const ACME_NOW: Workspace = { ...ACME, address: 'https://acme-eu.neetocal.com', apiVersion: 'v1' };
const TYPED = {
  label: 'Acme Europe',
  address: ACME.address,
  apiKey: 'k-typed',
  mode: 'server',
  apiVersion: 'latest',
  remember: true,
} as const;

let session: MemoryStorage;
function drafted(value: object, basis?: string) {
  session = new MemoryStorage();
  vi.stubGlobal('window', { sessionStorage: session });
  saveDraft(session, KEY, value, { basis });
}
afterEach(() => vi.unstubAllGlobals());

describe('openSettingsDraft', () => {
  it('finds nothing without a draft', () => {
    vi.stubGlobal('window', { sessionStorage: new MemoryStorage() });
    expect(openSettingsDraft([ACME])).toEqual({ kind: 'none' });
  });

  it('restores a draft over the version it was drafted on', () => {
    drafted({ target: 'acme', values: TYPED, base: ACME, keyEdited: true }, fingerprint(ACME));
    expect(openSettingsDraft([ACME])).toEqual({ kind: 'restored', target: 'acme', values: TYPED });
  });

  it('restores a draft of a new workspace as new, and one of a workspace removed since as new too', () => {
    drafted({ target: 'new', values: TYPED });
    expect(openSettingsDraft([ACME])).toEqual({ kind: 'restored', target: 'new', values: TYPED });
    drafted({ target: 'acme', values: TYPED, base: ACME }, fingerprint(ACME));
    expect(openSettingsDraft([])).toEqual({ kind: 'restored', target: 'new', values: TYPED });
  });

  it('shows a draft beside the workspace when the workspace changed since, or the draft names another version', () => {
    drafted({ target: 'acme', values: TYPED, base: ACME, keyEdited: false }, fingerprint(ACME));
    expect(openSettingsDraft([ACME_NOW])).toEqual({
      kind: 'stale',
      draft: { target: 'acme', values: TYPED, base: ACME, keyEdited: false, now: ACME_NOW },
    });
    drafted({ target: 'acme', values: TYPED, base: ACME }, fingerprint(ACME_NOW));
    expect(openSettingsDraft([ACME_NOW])).toMatchObject({ kind: 'stale' });
    drafted({ target: 'acme', values: TYPED, base: ACME });
    expect(openSettingsDraft([ACME])).toMatchObject({ kind: 'stale' });
  });

  it('compares the draft with the workspace it names, not with another one listed before it', () => {
    const OTHER: Workspace = { ...ACME, id: 'other', label: 'Other' };
    drafted({ target: 'acme', values: TYPED, base: ACME }, fingerprint(ACME));
    expect(openSettingsDraft([OTHER, ACME])).toEqual({ kind: 'restored', target: 'acme', values: TYPED });
    expect(openSettingsDraft([OTHER, ACME_NOW])).toMatchObject({ kind: 'stale', draft: { now: ACME_NOW } });
  });
});

const stale = (patch: Partial<StaleSettingsDraft> = {}): StaleSettingsDraft => ({
  target: 'acme',
  values: TYPED,
  base: ACME,
  now: ACME_NOW,
  keyEdited: false,
  ...patch,
});

describe('staleFields', () => {
  it('names each field in the form’s words with what it was, is now and is in the draft; never the key', () => {
    expect(staleFields(stale({ values: { ...TYPED, mode: 'direct', remember: false } }))).toEqual([
      { name: 'label', label: 'Name', base: 'Acme', now: 'Acme', draft: 'Acme Europe' },
      {
        name: 'address',
        label: 'Workspace address',
        base: 'https://acme.neetocal.com',
        now: 'https://acme-eu.neetocal.com',
        draft: 'https://acme.neetocal.com',
      },
      {
        name: 'mode',
        label: 'Connection',
        base: 'Through the Slotboard server',
        now: 'Through the Slotboard server',
        draft: 'Directly from this browser',
      },
      {
        name: 'apiVersion',
        label: 'Workspace features',
        base: 'Newest available',
        now: 'Compatibility mode',
        draft: 'Newest available',
      },
      { name: 'remember', label: 'Remember the key on this device', base: 'Yes', now: 'Yes', draft: 'No' },
    ]);
  });
});

describe('valuesFor', () => {
  it('"mine" takes the draft as it is', () => {
    expect(valuesFor('mine', stale(), 'k-saved')).toEqual(TYPED);
  });

  it('"merge" takes the draft’s changes onto the workspace as it is now, with the saved key unless the draft changed it', () => {
    expect(valuesFor('merge', stale(), 'k-saved')).toEqual({
      label: 'Acme Europe',
      address: 'https://acme-eu.neetocal.com',
      apiKey: 'k-saved',
      mode: 'server',
      apiVersion: 'v1',
      remember: true,
    });
    expect(valuesFor('merge', stale({ keyEdited: true }), 'k-saved')).toMatchObject({ apiKey: 'k-typed' });
  });
});
