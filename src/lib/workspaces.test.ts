import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/testing/memory-storage';
import { onStorageDropped } from './storage';
import { normalizeAddress } from './workspace-address';
import { connectionBaseUrl, createWorkspaceStore, SANDBOX_KEY, UNUSABLE_BASE_URL } from './workspaces';

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
    ['http://localhost', /port/],
    ['http://127.0.0.1/sandbox/demo', /port/],
    ['http://[::1]:4010', /Use https/],
    ['http://192.168.1.5:4010', /Use https/],
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

  it.each(['not a url', '', 'https://', 'javascript:alert(1)', '/sandbox/demo'])(
    'never throws, and sends nothing anywhere for %j',
    (address) => {
      for (const mode of ['direct', 'server'] as const)
        expect(connectionBaseUrl({ address, mode }, 'http://127.0.0.1:4173')).toBe(UNUSABLE_BASE_URL);
    },
  );
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
    store.save(
      { label: 'Other', address: 'https://other.neetocal.com', mode: 'server', apiVersion: 'latest', remember: false },
      'k',
    );
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
    local.setItem('slotboard.workspaces.v1', JSON.stringify({ workspaces: { a: { id: 'a' } }, activeId: 'a' }));
    const store = createWorkspaceStore({ local, session: new MemoryStorage(), origin: 'http://x.test' });
    stop();
    expect(store.getSnapshot().active.sandbox).toBe(true);
    expect(dropped).toEqual(['slotboard.workspaces.v1: the list of workspaces']);
    expect(local.getItem('slotboard.workspaces.v1')).toBeNull();
  });
});

describe('normalizeAddress on the app origin', () => {
  it('allows plain http only for this machine or the app itself', () => {
    expect(normalizeAddress('http://slotboard.example/sandbox/demo', 'http://slotboard.example')).toMatchObject({
      ok: true,
    });
    expect(normalizeAddress('http://other.example/sandbox/demo', 'http://slotboard.example')).toMatchObject({
      ok: false,
    });
  });
});

describe('stored workspaces, read for what they mean', () => {
  const ORIGIN = 'http://127.0.0.1:4173';
  const good = {
    id: 'acme',
    label: 'Acme',
    address: 'https://acme.neetocal.com',
    mode: 'server',
    apiVersion: 'latest',
    remember: true,
    sandbox: false,
  };
  const open = (entries: unknown[], activeId: string | null, keys: Record<string, string> = {}) => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    local.setItem('slotboard.workspaces.v1', JSON.stringify({ workspaces: entries, activeId }));
    for (const [id, key] of Object.entries(keys)) local.setItem(`slotboard.key.${id}`, key);
    onStorageDropped(() => {})(); // earlier tests' drops, replayed to the first listener
    const dropped: string[] = [];
    const stop = onStorageDropped((entry) => dropped.push(entry.what));
    const store = createWorkspaceStore({ local, session, origin: ORIGIN });
    stop();
    return { store, local, dropped };
  };

  it.each([
    ['an address that is not a URL', { address: 'not a url' }],
    ['an empty address', { address: '' }],
    ['a scheme with nothing after it', { address: 'https://' }],
    ['a bare subdomain', { address: 'broken' }],
    ['another scheme', { address: 'ftp://broken.example.com' }],
    ['plain http to another machine', { address: 'http://broken.example.com' }],
    ['plain http to this machine without a port', { address: 'http://localhost' }],
    ['an address with a user name', { address: 'https://me:pw@broken.example.com' }],
    ['an empty id', { id: '' }],
    ['an empty name', { label: '   ' }],
    ['an unknown connection mode', { mode: 'carrier-pigeon' }],
    ['a number for an address', { address: 42 }],
  ])('drops %s alone, with its key, and keeps the others and their keys', (_name, change) => {
    const broken = { ...good, id: 'broken', label: 'Broken', address: 'https://broken.example.com', ...change };
    const { store, local, dropped } = open([broken, good], 'broken', { broken: 'k-broken', acme: 'k-acme' });
    const s = store.getSnapshot();
    expect(s.workspaces.map((w) => w.id)).toEqual(['acme']);
    expect(s.active.id).toBe('acme');
    expect(s.activeKey).toBe('k-acme');
    expect(s.usingDefault).toBe(false);
    expect(dropped).toHaveLength(1);
    expect(dropped[0]).toMatch(/^the saved workspace( "Broken")?, .*your other workspaces and keys are kept$/);
    expect(JSON.parse(local.getItem('slotboard.workspaces.v1')!)).toEqual({ workspaces: [good], activeId: 'broken' });
    if (broken.id === 'broken') expect(local.getItem('slotboard.key.broken')).toBeNull();
    expect(local.getItem('slotboard.key.acme')).toBe('k-acme');
  });

  it('keeps a second entry with the same id out, but not the first one’s key', () => {
    const { store, local, dropped } = open([good, { ...good, label: 'Acme again' }], 'acme', { acme: 'k-acme' });
    expect(store.getSnapshot().workspaces.map((w) => w.label)).toEqual(['Acme']);
    expect(local.getItem('slotboard.key.acme')).toBe('k-acme');
    expect(dropped).toEqual([
      'the saved workspace "Acme again", as its address or settings could not be used; your other workspaces and keys are kept',
    ]);
  });

  it('names how many were dropped when there are several', () => {
    const { dropped } = open([{ ...good, id: 'a', label: 'A', address: '' }, { id: 'b' }, good], null);
    expect(dropped).toEqual([
      '2 saved workspaces ("A"), as their addresses or settings could not be used; your other workspaces and keys are kept',
    ]);
  });

  it('keeps the addresses the form accepts, tidying a trailing slash, without a notice', () => {
    const entries = [
      { ...good, address: 'https://acme.neetocal.com/' },
      { ...good, id: 'own', address: `${ORIGIN}/sandbox/demo`, mode: 'direct', sandbox: true },
      { ...good, id: 'local', address: 'http://localhost:4010', mode: 'direct' },
    ];
    const { store, dropped } = open(entries, 'own');
    expect(store.getSnapshot().workspaces.map((w) => w.address)).toEqual([
      'https://acme.neetocal.com',
      `${ORIGIN}/sandbox/demo`,
      'http://localhost:4010',
    ]);
    expect(dropped).toEqual([]);
  });

  it('drops a remembered key no request could carry, and keeps its workspace', () => {
    const { store, local, dropped } = open([good], 'acme', { acme: 'ключ 1' });
    expect(store.getSnapshot().active.id).toBe('acme');
    expect(store.getSnapshot().activeKey).toBe('');
    expect(local.getItem('slotboard.key.acme')).toBeNull();
    expect(dropped).toEqual(['the API key kept for "Acme", which could not be sent; enter it again in Settings']);
  });
});
