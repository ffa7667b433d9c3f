import { z } from 'zod/mini';
import { readStored, writeStored } from './storage';

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
  /** True while nothing has been configured and the sandbox is used. */
  usingDefault: boolean;
}

export const SANDBOX_ID = 'sandbox';
export const SANDBOX_PATH = '/sandbox/demo';
export const SANDBOX_KEY = 'sandbox-demo-key';
const LIST_KEY = 'slotboard.workspaces.v1';
const keyName = (id: string) => `slotboard.key.${id}`;

export function sandboxWorkspace(origin: string): Workspace {
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

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export type AddressResult = { ok: true; address: string; expanded: boolean } | { ok: false; message: string };

/**
 * "acme" → https://acme.neetocal.com; "acme.neetocal.com" → https://acme.neetocal.com; a full URL
 * is kept with its path, minus a pasted /api/external/... tail. Plain http only for this machine.
 */
export function normalizeAddress(input: string, appOrigin?: string): AddressResult {
  const value = input.trim();
  if (!value) return { ok: false, message: 'Enter the workspace address, for example acme or https://acme.neetocal.com.' };
  if (/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i.test(value)) {
    return { ok: true, address: `https://${value.toLowerCase()}.neetocal.com`, expanded: true };
  }
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false, message: 'This is not a web address. Enter a subdomain (acme) or a full address (https://acme.neetocal.com).' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, message: 'The address must start with https://.' };
  }
  if (!url.hostname.includes('.') && !LOCAL_HOSTS.has(url.hostname)) {
    return { ok: false, message: 'This is not a web address. Enter a subdomain (acme) or a full address (https://acme.neetocal.com).' };
  }
  // Plain http is refused except on this machine or on the app's own origin (the built-in sandbox):
  // there the key goes no further than the page itself did.
  if (url.protocol === 'http:' && !LOCAL_HOSTS.has(url.hostname) && url.origin !== appOrigin) {
    return { ok: false, message: 'Use https://: over plain http the API key would travel unencrypted.' };
  }
  if (url.username || url.password) return { ok: false, message: 'Leave the user name and password out of the address.' };
  const path = url.pathname.replace(/\/api\/external(\/.*)?$/, '').replace(/\/+$/, '');
  return { ok: true, address: `${url.origin}${path}`, expanded: withScheme !== value };
}

/** The base URL the fetch layer calls: the address itself, or the Slotboard server's proxy for it. */
export function connectionBaseUrl(workspace: Pick<Workspace, 'address' | 'mode'>, origin: string): string {
  if (workspace.mode === 'direct') return workspace.address;
  const url = new URL(workspace.address);
  return `${origin}/proxy/${url.protocol.replace(':', '')}/${url.host}${url.pathname.replace(/\/+$/, '')}`;
}

export const hasPath = (address: string) => {
  try {
    return new URL(address).pathname.replace(/\/+$/, '') !== '';
  } catch {
    return false;
  }
};

interface Stored {
  workspaces: Workspace[];
  activeId: string | null;
}

const storedWorkspaceSchema = z.object({
  id: z.string(),
  label: z.string(),
  address: z.string(),
  mode: connectionModeSchema,
  apiVersion: apiVersionPreferenceSchema,
  remember: z.boolean(),
  sandbox: z.boolean(),
});
const storedListSchema = z.object({ workspaces: z.array(storedWorkspaceSchema), activeId: z.nullable(z.string()) });

export interface WorkspaceStoreDeps {
  local: Storage;
  session: Storage;
  origin: string;
  newId?: () => string;
}

export function createWorkspaceStore({ local, session, origin, newId }: WorkspaceStoreDeps) {
  const listeners = new Set<() => void>();
  const activeListeners = new Set<(id: string) => void>();
  let snapshot: WorkspaceSnapshot;

  // An entry that does not read back is dropped with a notice; the sandbox then takes over.
  const read = (): Stored =>
    readStored(local, LIST_KEY, storedListSchema, { what: 'the list of workspaces' }) ?? { workspaces: [], activeId: null };

  const keyOf = (w: Workspace) =>
    local.getItem(keyName(w.id)) ?? session.getItem(keyName(w.id)) ?? (w.sandbox ? SANDBOX_KEY : '');

  const compute = (): WorkspaceSnapshot => {
    const stored = read();
    const usingDefault = stored.workspaces.length === 0;
    const workspaces = usingDefault ? [sandboxWorkspace(origin)] : stored.workspaces;
    const active = workspaces.find((w) => w.id === stored.activeId) ?? workspaces[0]!;
    return { workspaces, active, activeKey: keyOf(active), usingDefault };
  };
  snapshot = compute();

  const connectionOf = (s: WorkspaceSnapshot) =>
    JSON.stringify([s.active.id, s.active.address, s.active.mode, s.active.apiVersion, s.activeKey]);
  const write = (stored: Stored, previous = connectionOf(snapshot)) => {
    writeStored(local, LIST_KEY, stored);
    refresh();
    if (connectionOf(snapshot) !== previous) for (const l of activeListeners) l(snapshot.active.id);
  };
  const refresh = () => {
    snapshot = compute();
    for (const l of listeners) l();
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
    save(input: Omit<Workspace, 'id' | 'sandbox'> & { id?: string; sandbox?: boolean }, apiKey: string, options: { activate?: boolean } = {}) {
      const before = connectionOf(snapshot);
      const current = snapshot.workspaces;
      const id = input.id ?? newId?.() ?? crypto.randomUUID();
      const existing = current.find((w) => w.id === id);
      const workspace: Workspace = { ...input, id, sandbox: input.sandbox ?? existing?.sandbox ?? false };
      const workspaces = existing ? current.map((w) => (w.id === id ? workspace : w)) : [...current, workspace];
      local.removeItem(keyName(id));
      session.removeItem(keyName(id));
      (workspace.remember ? local : session).setItem(keyName(id), apiKey);
      write({ workspaces, activeId: options.activate ? id : snapshot.active.id }, before);
      return workspace;
    },
    remove(id: string) {
      local.removeItem(keyName(id));
      session.removeItem(keyName(id));
      const workspaces = snapshot.workspaces.filter((w) => w.id !== id);
      const activeId = snapshot.active.id === id ? (workspaces[0]?.id ?? null) : snapshot.active.id;
      write({ workspaces, activeId });
    },
    activate(id: string) {
      if (!snapshot.workspaces.some((w) => w.id === id)) return;
      write({ workspaces: snapshot.workspaces, activeId: id });
    },
  };
}

export type WorkspaceStore = ReturnType<typeof createWorkspaceStore>;
