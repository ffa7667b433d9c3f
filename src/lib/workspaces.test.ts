import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/testing/memory-storage';
import { onStorageDropped } from './storage';
import { connectionBaseUrl, UNUSABLE_BASE_URL } from './workspace-url';
import { createWorkspaceStore, SANDBOX_KEY, isSendableKey } from './workspaces';
import { DEFAULT_API_KEY } from '../../sandbox/app';

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

const ORIGIN = 'http://127.0.0.1:4173';
const LIST = 'slotboard.workspaces.v1';
/** Names earlier visits wrote under: renaming one would forget what they kept. */
const SERVED = 'slotboard.sandbox.v1';

describe('isSendableKey', () => {
  it('takes printable ASCII only, all the way through', () => {
    expect(isSendableKey('k_live-1.2~!')).toBe(true);
    expect(isSendableKey('abc def')).toBe(false);
    expect(isSendableKey('abcé')).toBe(false);
    expect(isSendableKey('')).toBe(false);
  });

  it('holds for the key the built-in sandbox accepts, which the dashboard sends it by default', () => {
    expect(SANDBOX_KEY).toBe(DEFAULT_API_KEY);
    expect(isSendableKey(SANDBOX_KEY)).toBe(true);
  });
});

/** A store over prepared storage, with the notices it gave while opening. */
const open = (
  entries: unknown[] | null,
  options: { activeId?: string | null; keys?: Record<string, string>; served?: string; newId?: () => string } = {},
) => {
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  if (entries) local.setItem(LIST, JSON.stringify({ workspaces: entries, activeId: options.activeId ?? null }));
  if (options.served !== undefined) local.setItem(SERVED, options.served);
  for (const [id, key] of Object.entries(options.keys ?? {})) local.setItem(`slotboard.key.${id}`, key);
  onStorageDropped(() => {})(); // earlier tests' drops, replayed to the first listener
  const notices: { key: string; what: string }[] = [];
  const stop = onStorageDropped((entry) => notices.push(entry));
  const store = createWorkspaceStore({ local, session, origin: ORIGIN, newId: options.newId });
  stop();
  return { store, local, session, notices };
};

const ws = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  label: id.toUpperCase(),
  address: `https://${id}.neetocal.com`,
  mode: 'server',
  apiVersion: 'latest',
  remember: true,
  sandbox: false,
  ...extra,
});

describe('workspace store: stored entries that do not read back', () => {
  it('drops entries that are not objects, without naming them', () => {
    const { store, notices } = open([null, 'acme', 42, ws('acme')], { activeId: 'acme' });
    expect(store.getSnapshot().workspaces.map((w) => w.id)).toEqual(['acme']);
    expect(notices).toEqual([
      {
        key: `${LIST}#entries`,
        what: '3 saved workspaces, as their addresses or settings could not be used; your other workspaces and keys are kept',
      },
    ]);
  });

  it('names dropped workspaces by their trimmed names, and leaves out a name longer than the form allows', () => {
    const bad = { address: 'not a url' };
    const { notices } = open([
      ws('a', { ...bad, label: '  Alpha  ' }),
      ws('b', { ...bad, label: 'B'.repeat(60) }),
      ws('c', { ...bad, label: 'C'.repeat(61) }),
    ]);
    expect(notices.map((n) => n.what)).toEqual([
      `3 saved workspaces ("Alpha", "${'B'.repeat(60)}"), as their addresses or settings could not be used; your other workspaces and keys are kept`,
    ]);
  });

  it('keeps the key of a kept workspace whose id a dropped entry only resembles', () => {
    const { store, local } = open([ws('x', { id: 42, address: 'not a url' }), ws('n42', { id: '42' })], {
      keys: { '42': 'k-42' },
    });
    expect(store.getSnapshot().workspaces.map((w) => w.id)).toEqual(['42']);
    expect(local.getItem('slotboard.key.42')).toBe('k-42');
  });

  it('keeps the key of the first of two entries with one id, among others', () => {
    const { store, local } = open([ws('acme'), ws('beta'), ws('acme', { label: 'Acme again' })], {
      keys: { acme: 'k-acme' },
    });
    expect(store.getSnapshot().workspaces.map((w) => w.label)).toEqual(['ACME', 'BETA']);
    expect(local.getItem('slotboard.key.acme')).toBe('k-acme');
  });

  it('tidies spaces around a stored address, but drops one not written in full', () => {
    const { store, notices } = open([
      ws('acme', { address: '  https://acme.neetocal.com  ' }),
      ws('half', { address: 'half.neetocal.com/?from=https://example.com' }),
    ]);
    expect(store.getSnapshot().workspaces.map((w) => [w.id, w.address])).toEqual([
      ['acme', 'https://acme.neetocal.com'],
    ]);
    expect(notices.map((n) => n.what)).toEqual([expect.stringMatching(/^the saved workspace "HALF"/)]);
  });

  it('says so when what the server said of its sandbox does not read back', () => {
    const { store, notices } = open(null, { served: '"perhaps"' });
    expect(notices).toEqual([{ key: SERVED, what: 'a server setting' }]);
    expect(store.getSnapshot().active.sandbox).toBe(true);
  });

  it('holds no key in storage that refuses to be read', () => {
    const local = new MemoryStorage();
    local.setItem(LIST, JSON.stringify({ workspaces: [ws('acme')], activeId: 'acme' }));
    const session = new MemoryStorage();
    session.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    const store = createWorkspaceStore({ local, session, origin: ORIGIN });
    expect(store.getSnapshot().activeKey).toBe('');
  });
});

describe('workspace store: the sandbox, as the server last said', () => {
  it('starts on the built-in sandbox, its key not remembered on this device', () => {
    const { store } = open(null, { served: 'true' });
    expect(store.getSnapshot()).toMatchObject({
      usingDefault: true,
      active: { id: 'sandbox', remember: false, sandbox: true },
      activeKey: SANDBOX_KEY,
    });
  });

  it('offers no workspace when nothing is configured and the server has no sandbox', () => {
    const { store } = open(null, { served: 'false' });
    const s = store.getSnapshot();
    expect(s.workspaces).toEqual([]);
    expect(s.usingDefault).toBe(true);
    expect(s.active).toEqual({
      id: 'none',
      label: 'Connect your workspace',
      address: '',
      mode: 'direct',
      apiVersion: 'latest',
      remember: false,
      sandbox: false,
    });
    expect(s.activeKey).toBe('');
    expect(connectionBaseUrl(s.active, ORIGIN)).toBe(UNUSABLE_BASE_URL);
  });

  it('leaves a saved sandbox out while the server has none, and keeps the real workspaces', () => {
    const saved = [ws('sandbox', { address: `${ORIGIN}/sandbox/demo`, mode: 'direct', sandbox: true }), ws('acme')];
    expect(
      open(saved, { served: 'false' })
        .store.getSnapshot()
        .workspaces.map((w) => w.id),
    ).toEqual(['acme']);
    expect(
      open(saved, { served: 'true' })
        .store.getSnapshot()
        .workspaces.map((w) => w.id),
    ).toEqual(['sandbox', 'acme']);
  });
});

describe('workspace store: changes', () => {
  const base = { address: 'https://acme.neetocal.com', mode: 'server', apiVersion: 'latest', remember: false } as const;

  it('tells subscribers of every change until they leave', () => {
    const { store } = open(null);
    let calls = 0;
    const leave = store.subscribe(() => calls++);
    store.save({ ...base, label: 'Acme' }, 'k');
    expect(calls).toBe(1);
    leave();
    store.save({ ...base, label: 'Beta' }, 'k');
    expect(calls).toBe(1);
  });

  it('stops telling of new connections once the listener leaves', () => {
    const { store } = open(null);
    const changes: string[] = [];
    const leave = store.onConnectionChange((id) => changes.push(id));
    leave();
    store.save({ ...base, label: 'Acme' }, 'k', { activate: true });
    expect(changes).toEqual([]);
  });

  it('gives the key of any listed workspace by id, and none for an unknown one', () => {
    const { store } = open([ws('a'), ws('b')], { activeId: 'a', keys: { a: 'k-a', b: 'k-b' } });
    expect([store.keyOf('b'), store.keyOf('a'), store.keyOf('nope')]).toEqual(['k-b', 'k-a', '']);
  });

  it('makes up an id for a new workspace when none is given', () => {
    const { store } = open(null);
    const saved = store.save({ ...base, label: 'Acme' }, 'k');
    expect(saved.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved.sandbox).toBe(false);
    expect(store.keyOf(saved.id)).toBe('k');
  });

  it('edits a workspace in its place, leaving the others as they were', () => {
    const { store } = open([ws('a'), ws('b'), ws('c')], { activeId: 'a' });
    store.save({ ...base, id: 'b', label: 'Bee' }, 'k');
    expect(store.getSnapshot().workspaces.map((w) => w.label)).toEqual(['A', 'Bee', 'C']);
  });

  it('keeps the sandbox the sandbox when its settings are saved', () => {
    const { store } = open(null);
    const { id, address, mode, apiVersion, remember } = store.getSnapshot().active;
    expect(store.save({ id, address, mode, apiVersion, remember, label: 'Demo' }, SANDBOX_KEY).sandbox).toBe(true);
  });

  it('keeps the active workspace when another one is removed', () => {
    const { store } = open([ws('a'), ws('b'), ws('c')], { activeId: 'c' });
    store.remove('b');
    expect(store.getSnapshot().active.id).toBe('c');
    expect(store.getSnapshot().workspaces.map((w) => w.id)).toEqual(['a', 'c']);
  });

  it('ignores a request to use a workspace that is not listed', () => {
    const { store } = open([ws('a'), ws('b')], { activeId: 'b' });
    store.activate('nope');
    expect(store.getSnapshot().active.id).toBe('b');
    store.activate('a');
    expect(store.getSnapshot().active.id).toBe('a');
  });
});
