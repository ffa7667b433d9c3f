import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/testing/memory-storage';
import { DEFAULT_API_KEY } from '../../sandbox/app';
import { onStorageDropped } from './storage';
import {
  connectionBaseUrl,
  createWorkspaceStore,
  isSendableKey,
  parseAddress,
  SANDBOX_KEY,
  UNUSABLE_BASE_URL,
} from './workspaces';

const ORIGIN = 'http://127.0.0.1:4173';
const LIST = 'slotboard.workspaces.v1';
/** Names earlier visits wrote under: renaming one would forget what they kept. */
const SERVED = 'slotboard.sandbox.v1';

describe('parseAddress', () => {
  it('completes a subdomain, even a one-letter one, and says it did', () => {
    expect(parseAddress('acme')).toEqual({ ok: true, address: 'https://acme.neetocal.com', expanded: true });
    expect(parseAddress('x')).toEqual({ ok: true, address: 'https://x.neetocal.com', expanded: true });
  });

  it('says an address was completed only when its scheme was added', () => {
    expect(parseAddress('acme.neetocal.com')).toEqual({
      ok: true,
      address: 'https://acme.neetocal.com',
      expanded: true,
    });
    expect(parseAddress('https://acme.neetocal.com')).toEqual({
      ok: true,
      address: 'https://acme.neetocal.com',
      expanded: false,
    });
  });

  it('adds the scheme to an address whose later part holds one', () => {
    expect(parseAddress('acme.neetocal.com/?from=https://example.com')).toMatchObject({
      ok: true,
      address: 'https://acme.neetocal.com',
    });
  });

  it('refuses a host name that is neither on the web nor this machine', () => {
    expect(parseAddress('https://intranet')).toEqual({ ok: false, problem: 'not-web' });
    expect(parseAddress('https://localhost:4010')).toMatchObject({ ok: true, address: 'https://localhost:4010' });
  });

  it('refuses a user name or a password alone', () => {
    expect(parseAddress('https://me@acme.neetocal.com')).toEqual({ ok: false, problem: 'credentials' });
    expect(parseAddress('https://:secret@acme.neetocal.com')).toEqual({ ok: false, problem: 'credentials' });
  });

  it('cuts a pasted API tail, and only a real one', () => {
    expect(parseAddress('https://acme.neetocal.com/api/external')).toMatchObject({
      address: 'https://acme.neetocal.com',
    });
    expect(parseAddress('https://acme.example.com/team/api/external/v1/bookings')).toMatchObject({
      address: 'https://acme.example.com/team',
    });
    expect(parseAddress('https://acme.example.com/api/externally')).toMatchObject({
      address: 'https://acme.example.com/api/externally',
    });
  });

  it('removes every trailing slash', () => {
    expect(parseAddress('https://acme.example.com/team//')).toMatchObject({ address: 'https://acme.example.com/team' });
  });
});

describe('connectionBaseUrl', () => {
  it('calls a sandbox on plain http like any other address', () => {
    expect(connectionBaseUrl({ address: 'http://127.0.0.1:4010', mode: 'direct' }, ORIGIN)).toBe(
      'http://127.0.0.1:4010',
    );
    expect(connectionBaseUrl({ address: 'http://127.0.0.1:4010', mode: 'server' }, ORIGIN)).toBe(
      `${ORIGIN}/proxy/http/127.0.0.1:4010`,
    );
  });

  it('keeps an address’s path in the proxy URL, without a trailing slash', () => {
    expect(connectionBaseUrl({ address: 'https://acme.example.com/team', mode: 'server' }, ORIGIN)).toBe(
      `${ORIGIN}/proxy/https/acme.example.com/team`,
    );
    expect(connectionBaseUrl({ address: 'https://acme.example.com/team//', mode: 'server' }, ORIGIN)).toBe(
      `${ORIGIN}/proxy/https/acme.example.com/team`,
    );
  });
});

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
