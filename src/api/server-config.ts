import { skipToken, useQuery } from '@tanstack/react-query';
import { recordKept } from '@/lib/activity/record-kept';
import { useConnection } from './connection';

/** What the server that delivered the app says of itself: whether it serves the sample workspace, where to sign out. */
export interface ServerConfig {
  sampleWorkspace: boolean;
  /** The path that ends this browser's sign-in, when the server has a token sign-in on; else null. */
  signOut: string | null;
  /** Where the server keeps its shared record of every admin's changes; null when it keeps none. */
  record: string | null;
}

/** The one cache entry of the server's answer. */
export const SERVER_CONFIG_KEY = ['slotboard', 'config'] as const;

const NO_SERVER: ServerConfig = { sampleWorkspace: false, signOut: null, record: null };

// Only a path of this server: the app never posts its cookie anywhere else.
const ownPath = (path: unknown) => (typeof path === 'string' && /^\/(?![/\\])/.test(path) ? path : null);

/**
 * The server's answer on itself. A deployment turns the sample workspace off (SLOTBOARD_SANDBOX=off)
 * and a static host has no server at all: either way an admin who has connected nothing yet must be
 * told to connect a workspace rather than shown failing lists, and there is nothing to sign out of.
 */
export async function readServerConfig(doFetch: typeof fetch, origin: string): Promise<ServerConfig> {
  try {
    const res = await doFetch(`${origin}/api/slotboard/config`, {
      credentials: 'same-origin',
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok || !/json/i.test(res.headers.get('content-type') ?? '')) return NO_SERVER;
    const body: unknown = await res.json();
    if (typeof body !== 'object' || body === null) return NO_SERVER;
    const { sandboxPath, signOut, record } = body as { sandboxPath?: unknown; signOut?: unknown; record?: unknown };
    // The writes' entries go to the record from now on (lib/activity/share-entry.ts).
    recordKept.path = ownPath(record);
    return { sampleWorkspace: typeof sandboxPath === 'string', signOut: ownPath(signOut), record: recordKept.path };
  } catch {
    return NO_SERVER;
  }
}

/**
 * The server's answer, asked once a tab (never again, never retried: a failure is a "no"). Each
 * part of the app that needs it asks when `ask`; the shell and Settings share the one request.
 */
export function useServerConfig<T = ServerConfig>(ask: boolean, select?: (config: ServerConfig) => T) {
  const { fetch: doFetch, origin } = useConnection();
  return useQuery({
    queryKey: SERVER_CONFIG_KEY,
    queryFn: ask ? () => readServerConfig(doFetch, origin) : skipToken,
    staleTime: Infinity,
    retry: false,
    select,
  });
}

const servesSample = (config: ServerConfig) => config.sampleWorkspace;

/** Whether the server that delivered the app also serves the sample workspace. */
export const useSampleWorkspaceServed = (ask: boolean) => useServerConfig(ask, servesSample);

/**
 * Ends this browser's sign-in on the server, and says where the browser goes next (the sign-in page,
 * which says it signed out). A failure is thrown: the admin is still signed in and is told so.
 */
export async function signOutOfServer(doFetch: typeof fetch, origin: string, path: string): Promise<string> {
  const res = await doFetch(`${origin}${path}`, {
    method: 'POST',
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
    signal: AbortSignal.timeout(10_000),
  });
  const body: unknown = res.ok ? await res.json().catch(() => null) : null;
  const signIn = (body as { signIn?: unknown } | null)?.signIn;
  if (!res.ok) throw new Error(`The Slotboard server did not sign this browser out (${res.status}).`);
  return typeof signIn === 'string' && /^\/(?![/\\])/.test(signIn) ? signIn : '/sign-in?reason=signed_out';
}
