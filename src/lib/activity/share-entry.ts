import type { ActivityEntry } from './log';
import { recordKept } from './record-kept';
import type { SentWrite } from './sent-writes';

// Tells the Slotboard server's shared record what a write made from this browser meant (decision
// 0032): the entry's kind, record, words, before and after, beside the request that carried it
// (workspace, method, path, the body's SHA-256), which the server checks against what its proxy
// really forwarded. Loaded only once a write through the server has been logged, on a server whose
// config said it keeps a record (api/server-config.ts notes where). An entry the
// server refuses is not sent again; a record that cannot be reached is said on Activity.

/** A proxied request: /proxy/{scheme}/{host}/api/external/... on the server that delivered the app. */
const PROXIED = /^\/proxy\/(https?)\/([^/]+)(\/api\/external\/.*)$/;

export type ShareOutcome = 'kept' | 'refused' | 'down' | 'off';

let notKept = 0;
const listeners = new Set<() => void>();
/** How many entries of this page's writes the server's record could not take (it was down). */
export const entriesNotKept = () => notKept;
export const subscribeNotKept = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

async function sha256Hex(text: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The write as the server's proxy names it: the workspace and the path it forwarded to. */
export function forwardedAs(url: string): { origin: string; workspace: string; path: string } | null {
  let sent: URL;
  try {
    sent = new URL(url);
  } catch {
    return null;
  }
  const match = PROXIED.exec(sent.pathname);
  if (!match) return null;
  const [, scheme, host, rest] = match as unknown as [string, string, string, string];
  // The same reading of the address as the proxy's, so "/a/../b" or an escape names the same path.
  const target = new URL(`${scheme}://${host}${rest}${sent.search}`);
  return {
    origin: sent.origin,
    workspace: `${scheme}://${host.toLowerCase()}`,
    path: `${target.pathname}${target.search}`,
  };
}

/** Sends one entry's meaning with the write that carried it; says what became of it. */
export async function shareEntry(entry: ActivityEntry, write: SentWrite): Promise<ShareOutcome> {
  const forwarded = forwardedAs(write.url);
  if (!forwarded) return 'off';
  const { origin, workspace, path } = forwarded;
  const record = recordKept.path;
  if (!record) return 'off';
  const body = typeof write.body === 'string' ? write.body : '';
  const said = {
    workspace,
    method: write.method ?? 'GET',
    path,
    bodySha256: await sha256Hex(body),
    resourceKind: entry.resourceKind,
    resourceId: entry.resourceId,
    action: entry.action,
    what: entry.what,
    change: entry.change,
    before: entry.before,
    after: entry.after,
    result: entry.result,
    detail: entry.detail,
    runId: entry.runId,
  };
  let status: number;
  try {
    const res = await write.doFetch(`${origin}${record}/entries`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(said),
      credentials: 'same-origin',
    });
    status = res.status;
  } catch {
    status = 0;
  }
  if (status === 201) return 'kept';
  // 409: no such write (or already explained); 400: not an entry. Neither gets better by sending again.
  if (status >= 400 && status < 500) return 'refused';
  notKept++;
  for (const listener of listeners) listener();
  return 'down';
}

/** For tests: forget what was not kept. */
export function forgetShared() {
  notKept = 0;
}
