import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/testing/memory-storage';
import { onStorageDropped } from './storage';
import { connectionBaseUrl, createWorkspaceStore, normalizeAddress, SANDBOX_KEY } from './workspaces';

describe('normalizeAddress', () => {
  it.each([
    ['acme', 'https://acme.neetocal.com'],
    ['  ACME  ', 'https://acme.neetocal.com'],
    ['acme.neetocal.com', 'https://acme.neetocal.com'],
    ['https://acme.neetocal.com/', 'https://acme.neetocal.com'],
    ['https://acme.neetocal.com/api/external/v2/meetings', 'https://acme.neetocal.com'],
    ['http://127.0.0.1:4010', 'http://127.0.0.1:4010'],
    ['http://localhost:4173/sandbox/demo/', 'http://localhost:4173/sandbox/demo'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeAddress(input)).toMatchObject({ ok: true, address: expected });
  });

  it.each([
    ['', /Enter the workspace address/],
    ['not a url', /not a web address/],
    ['http://acme.neetocal.com', /Use https/],
    ['ftp://acme.neetocal.com', /https/],
    ['https://user:pw@acme.neetocal.com', /user name/],
  ])('refuses %j', (input, message) => {
    const result = normalizeAddress(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(message);
  });
});

describe('connectionBaseUrl', () => {
  it('calls the address directly or through the proxy', () => {
    expect(connectionBaseUrl({ address: 'https://acme.neetocal.com', mode: 'direct' }, 'http://127.0.0.1:4173')).toBe(
      'https://acme.neetocal.com',
    );
    expect(connectionBaseUrl({ address: 'https://acme.neetocal.com', mode: 'server' }, 'http://127.0.0.1:4173')).toBe(
      'http://127.0.0.1:4173/proxy/https/acme.neetocal.com',
    );
  });
});

describe('workspace store', () => {
  const setup = () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    let n = 0;
    const store = createWorkspaceStore({ local, session, origin: 'http://127.0.0.1:4173', newId: () => `ws-${++n}` });
    return { local, session, store };
  };

  it('uses the sandbox when nothing is configured', () => {
    const { store } = setup();
    const s = store.getSnapshot();
    expect(s.usingDefault).toBe(true);
    expect(s.active).toMatchObject({ sandbox: true, address: 'http://127.0.0.1:4173/sandbox/demo', mode: 'direct' });
    expect(s.activeKey).toBe(SANDBOX_KEY);
  });

  it('keeps a key in session storage unless remembered, and never in the list', () => {
    const { store, local, session } = setup();
    const base = { label: 'Acme', address: 'https://acme.neetocal.com', mode: 'server', apiVersion: 'latest' } as const;
    store.save({ ...base, remember: false }, 'k-session', { activate: true });
    expect(session.getItem('slotboard.key.ws-1')).toBe('k-session');
    expect(JSON.stringify(local.dump())).not.toContain('k-session');
    expect(store.getSnapshot().activeKey).toBe('k-session');
    store.save({ ...base, id: 'ws-1', remember: true }, 'k-local');
    expect(local.getItem('slotboard.key.ws-1')).toBe('k-local');
    expect(session.getItem('slotboard.key.ws-1')).toBeNull();
  });

  it('switches, tells listeners, and falls back when the active one is removed', () => {
    const { store } = setup();
    const changes: string[] = [];
    store.onConnectionChange((id) => changes.push(id));
    const sandbox = store.getSnapshot().active;
    store.save({ ...sandbox, remember: false }, SANDBOX_KEY);
    const acme = store.save(
      { label: 'Acme', address: 'https://acme.neetocal.com', mode: 'server', apiVersion: 'v1', remember: false },
      'k',
      { activate: true },
    );
    expect(store.getSnapshot().workspaces.map((w) => w.label)).toEqual(['Sandbox workspace', 'Acme']);
    store.activate('sandbox');
    store.remove('sandbox');
    expect(store.getSnapshot().active.id).toBe(acme.id);
    expect(changes).toEqual([acme.id, 'sandbox', acme.id]);
    store.remove(acme.id);
    expect(store.getSnapshot().usingDefault).toBe(true);
  });

  it('reports a new key of the active workspace, and not an edit of another one', () => {
    const { store } = setup();
    const changes: string[] = [];
    store.onConnectionChange((id) => changes.push(id));
    const sandbox = store.getSnapshot().active;
    store.save({ ...sandbox }, 'new-key');
    expect(changes).toEqual(['sandbox']);
    store.save({ label: 'Other', address: 'https://other.neetocal.com', mode: 'server', apiVersion: 'latest', remember: false }, 'k');
    store.save({ ...sandbox, label: 'Renamed sandbox' }, 'new-key');
    expect(changes).toEqual(['sandbox']);
  });

  it('survives corrupt storage', () => {
    const { local } = setup();
    local.setItem('slotboard.workspaces.v1', '{not json');
    const store = createWorkspaceStore({ local, session: new MemoryStorage(), origin: 'http://x.test' });
    expect(store.getSnapshot().active.sandbox).toBe(true);
  });

  it('drops a list that does not read back, with a notice, instead of using half of it', () => {
    const { local } = setup();
    onStorageDropped(() => {})(); // earlier tests' drops, replayed to the first listener
    const dropped: string[] = [];
    const stop = onStorageDropped((entry) => dropped.push(`${entry.key}: ${entry.what}`));
    local.setItem('slotboard.workspaces.v1', JSON.stringify({ workspaces: [{ id: 'a', label: 7 }], activeId: 'a' }));
    const store = createWorkspaceStore({ local, session: new MemoryStorage(), origin: 'http://x.test' });
    stop();
    expect(store.getSnapshot().active.sandbox).toBe(true);
    expect(dropped).toEqual(['slotboard.workspaces.v1: the list of workspaces']);
    expect(local.getItem('slotboard.workspaces.v1')).toBeNull();
  });
});

describe('normalizeAddress on the app origin', () => {
  it('allows plain http only for this machine or the app itself', () => {
    expect(normalizeAddress('http://slotboard.example/sandbox/demo', 'http://slotboard.example')).toMatchObject({ ok: true });
    expect(normalizeAddress('http://other.example/sandbox/demo', 'http://slotboard.example')).toMatchObject({ ok: false });
  });
});

