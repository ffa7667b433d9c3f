import { z } from 'zod/mini';
import { readStored, removeStored, reportDropped, writeStored } from './storage';
import { parseAddress } from './workspace-url';

// Workspace connections: which workspaces this browser knows, which one is in use, and where each
// API key lives (session storage unless "Remember on this device" was ticked).

/** How a workspace is reached, and which API version it is asked in: the form's and storage's one list. */
export const connectionModeSchema = z.enum(['server', 'direct']);
export const apiVersionPreferenceSchema = z.enum(['latest', 'v1']);
export type ConnectionMode = z.output<typeof connectionModeSchema>;
export type ApiVersionPreference = z.output<typeof apiVersionPreferenceSchema>;

export interface Workspace {
  id: string;
  label: string;
  /** Normalised workspace address: origin plus an optional path, no trailing slash. */
  address: string;
  mode: ConnectionMode;
  apiVersion: ApiVersionPreference;
  remember: boolean;
  sandbox: boolean;
}

export interface WorkspaceSnapshot {
  workspaces: Workspace[];
  active: Workspace;
  /** The active workspace's key; never rendered, logged or put in a URL. */
  activeKey: string;
  /** True while nothing has been configured: the sandbox is used, or, where there is none, no workspace. */
  usingDefault: boolean;
  /** Whether the server serves the sandbox, as it last said; null until it has said. */
  sandboxServed: boolean | null;
}

const SANDBOX_ID = 'sandbox';
const SANDBOX_PATH = '/sandbox/demo';
export const SANDBOX_KEY = 'sandbox-demo-key';
const LIST_KEY = 'slotboard.workspaces.v1';
/** What the server last said of its sandbox (lazy code writes it, then calls refresh): the next visit starts right. */
export const SERVED_KEY = 'slotboard.sandbox.v1';
const keyName = (id: string) => `slotboard.key.${id}`;

function sandboxWorkspace(origin: string): Workspace {
  return {
    id: SANDBOX_ID,
    label: 'Sandbox workspace',
    address: `${origin}${SANDBOX_PATH}`,
    mode: 'direct',
    apiVersion: 'latest',
    remember: false,
    sandbox: true,
  };
}

/**
 * What is "active" when there is nothing to use: its calls go nowhere (connectionBaseUrl), no screen
 * is shown for it, and its name, in the header, is the way to add one.
 */
const noWorkspace = (): Workspace => ({
  ...sandboxWorkspace(''),
  id: 'none',
  label: 'Connect your workspace',
  address: '',
  sandbox: false,
});

interface Stored {
  workspaces: Workspace[];
  activeId: string | null;
}

/** What a key can be sent as: a request header holds printable ASCII, and a key has no spaces. */
export const isSendableKey = (key: string) => /^[\x21-\x7e]+$/.test(key);

const filled = z.string().check(z.trim(), z.minLength(1));

/**
 * A stored workspace read for what it means, not only its shape: an address the form would have
 * accepted (https, or http for a sandbox on this machine or on the app's own origin), written in
 * full; an id and a name. Only a harmless variant of an address (a trailing slash) is tidied.
 */
const storedWorkspaceSchema = (origin: string) =>
  z.object({
    id: filled,
    label: filled,
    address: z.pipe(
      z.string(),
      z.transform((value: string, ctx) => {
        const result = /^https?:\/\//i.test(value.trim()) ? parseAddress(value, origin) : null;
        if (result?.ok) return result.address;
        // Stryker disable next-line ObjectLiteral,StringLiteral: any issue fails the parse; its words are never shown (the store's notice says what was dropped)
        ctx.issues.push({ code: 'custom', message: 'not a usable workspace address', input: value });
        return z.NEVER;
      }),
    ),
    mode: connectionModeSchema,
    apiVersion: apiVersionPreferenceSchema,
    remember: z.boolean(),
    sandbox: z.boolean(),
  });
// The list's own shape: its entries are read one by one, so one bad entry costs only itself.
const storedListSchema = z.object({ workspaces: z.array(z.unknown()), activeId: z.nullable(z.string()) });

const nameOf = (entry: unknown) => {
  const label = typeof entry === 'object' && entry !== null && 'label' in entry ? entry.label : null;
  return typeof label === 'string' && label.trim() && label.length <= 60 ? `"${label.trim()}"` : null;
};

const KEPT = 'your other workspaces and keys are kept';

/** The notice's words for dropped entries: which ones, and that the others stay. */
function droppedWhat(entries: unknown[]) {
  const names = entries.map(nameOf).filter((n) => n !== null);
  if (entries.length === 1)
    return `the saved workspace${names[0] ? ` ${names[0]}` : ''}, as its address or settings could not be used; ${KEPT}`;
  return `${entries.length} saved workspaces${names.length ? ` (${names.join(', ')})` : ''}, as their addresses or settings could not be used; ${KEPT}`;
}

interface WorkspaceStoreDeps {
  local: Storage;
  session: Storage;
  origin: string;
  newId?: () => string;
}

export function createWorkspaceStore({ local, session, origin, newId }: WorkspaceStoreDeps) {
  const listeners = new Set<() => void>();
  const activeListeners = new Set<(id: string) => void>();
  let snapshot: WorkspaceSnapshot;

  const entrySchema = storedWorkspaceSchema(origin);
  // A list that does not read back is dropped with a notice, and the sandbox takes over; an entry
  // that does not is dropped alone, with its key (a key nothing names could never be removed).
  const read = (): Stored => {
    const stored = readStored(local, LIST_KEY, storedListSchema, { what: 'the list of workspaces' });
    if (!stored) return { workspaces: [], activeId: null };
    const workspaces: Workspace[] = [];
    const dropped: unknown[] = [];
    for (const entry of stored.workspaces) {
      const parsed = entrySchema.safeParse(entry);
      if (parsed.success && !workspaces.some((w) => w.id === parsed.data.id)) workspaces.push(parsed.data);
      else dropped.push(entry);
    }
    if (dropped.length === 0) return { workspaces, activeId: stored.activeId };
    writeStored(local, LIST_KEY, { workspaces, activeId: stored.activeId });
    for (const entry of dropped) {
      const id = typeof entry === 'object' && entry !== null && 'id' in entry ? entry.id : null;
      if (typeof id === 'string' && id && !workspaces.some((w) => w.id === id)) forgetKey(id);
    }
    reportDropped({ key: `${LIST_KEY}#entries`, what: droppedWhat(dropped) });
    return { workspaces, activeId: stored.activeId };
  };

  const forgetKey = (id: string) => {
    removeStored(local, keyName(id));
    removeStored(session, keyName(id));
  };

  const storedKey = (w: Workspace) => {
    const key = readKey(local, keyName(w.id)) ?? readKey(session, keyName(w.id));
    if (key === null || isSendableKey(key)) return key;
    // A key no request can carry would fail every call: the workspace stays, asking for its key again.
    forgetKey(w.id);
    reportDropped({
      key: keyName(w.id),
      what: `the API key kept for "${w.label}", which could not be sent; enter it again in Settings`,
    });
    return null;
  };
  const keyOf = (w: Workspace) => storedKey(w) ?? (w.sandbox ? SANDBOX_KEY : '');

  const compute = (): WorkspaceSnapshot => {
    const stored = read();
    const sandboxServed = readStored(local, SERVED_KEY, z.boolean(), { what: 'a server setting' });
    // A sandbox entry saved while the server had one is not offered while it has none (and is left
    // out of the list the next time the list is written).
    const kept = stored.workspaces.filter((w) => sandboxServed !== false || !w.sandbox);
    const usingDefault = !kept.length;
    const workspaces = kept.length ? kept : sandboxServed === false ? [] : [sandboxWorkspace(origin)];
    const active = workspaces.find((w) => w.id === stored.activeId) ?? workspaces[0] ?? noWorkspace();
    return { workspaces, active, activeKey: keyOf(active), usingDefault, sandboxServed };
  };
  snapshot = compute();

  const connectionOf = (s: WorkspaceSnapshot) =>
    JSON.stringify([s.active.id, s.active.address, s.active.mode, s.active.apiVersion, s.activeKey]);
  const write = (key: string, value: unknown) => {
    writeStored(local, key, value);
    refresh();
  };
  // Whatever changed it (this tab, another one, what the server said), a new connection is announced.
  const refresh = () => {
    const previous = connectionOf(snapshot);
    snapshot = compute();
    for (const l of listeners) l();
    if (connectionOf(snapshot) !== previous) for (const l of activeListeners) l(snapshot.active.id);
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /**
     * Called whenever what the dashboard talks to changes: another workspace, or the active one's
     * address, mode, version or key. Cached answers must not outlive the connection that fetched them.
     */
    onConnectionChange(listener: (id: string) => void) {
      activeListeners.add(listener);
      return () => activeListeners.delete(listener);
    },
    /** Re-reads storage, for changes made in another tab. */
    refresh,
    keyOf: (id: string) => {
      const w = snapshot.workspaces.find((x) => x.id === id);
      return w ? keyOf(w) : '';
    },
    save(
      input: Omit<Workspace, 'id' | 'sandbox'> & { id?: string; sandbox?: boolean },
      apiKey: string,
      options: { activate?: boolean } = {},
    ) {
      const current = snapshot.workspaces;
      const id = input.id ?? newId?.() ?? crypto.randomUUID();
      const existing = current.find((w) => w.id === id);
      const workspace: Workspace = { ...input, id, sandbox: input.sandbox ?? existing?.sandbox ?? false };
      const workspaces = existing ? current.map((w) => (w.id === id ? workspace : w)) : [...current, workspace];
      forgetKey(id);
      (workspace.remember ? local : session).setItem(keyName(id), apiKey);
      write(LIST_KEY, { workspaces, activeId: options.activate ? id : snapshot.active.id });
      return workspace;
    },
    remove(id: string) {
      forgetKey(id);
      const workspaces = snapshot.workspaces.filter((w) => w.id !== id);
      const activeId = snapshot.active.id === id ? (workspaces[0]?.id ?? null) : snapshot.active.id;
      write(LIST_KEY, { workspaces, activeId });
    },
    activate(id: string) {
      if (!snapshot.workspaces.some((w) => w.id === id)) return;
      write(LIST_KEY, { workspaces: snapshot.workspaces, activeId: id });
    },
  };
}

export type WorkspaceStore = ReturnType<typeof createWorkspaceStore>;

/** A stored key, or null; storage that refuses to be read holds none. */
function readKey(storage: Storage, name: string): string | null {
  try {
    return storage.getItem(name);
  } catch {
    return null;
  }
}
