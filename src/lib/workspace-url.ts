import type { Workspace } from './workspaces';

// A workspace's address as typed, read into the one form it is kept in, and the base URL its calls
// go to: the address itself, or the Slotboard server's pass-through for it. The words for an address
// that cannot be used are in workspace-address.ts, with the forms that show them.

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** Plain http reaches a sandbox on this machine only at these names, and only with its port. */
const LOCAL_HTTP_HOSTS = new Set(['localhost', '127.0.0.1']);

/** Why an address cannot be used. */
export type AddressProblem = 'empty' | 'not-web' | 'scheme' | 'http' | 'http-port' | 'credentials';
type ParsedAddress = { ok: true; address: string; expanded: boolean } | { ok: false; problem: AddressProblem };

/**
 * "acme" → https://acme.neetocal.com; "acme.neetocal.com" → https://acme.neetocal.com; a full URL
 * is kept with its path, minus a pasted /api/external/... tail. Plain http only for this machine.
 */
export function parseAddress(input: string, appOrigin?: string): ParsedAddress {
  const value = input.trim();
  if (!value) return { ok: false, problem: 'empty' };
  if (/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i.test(value)) {
    return { ok: true, address: `https://${value.toLowerCase()}.neetocal.com`, expanded: true };
  }
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false, problem: 'not-web' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, problem: 'scheme' };
  if (!url.hostname.includes('.') && !LOCAL_HOSTS.has(url.hostname)) return { ok: false, problem: 'not-web' };
  // Plain http is refused except for a sandbox on this machine or on the app's own origin (the
  // built-in sandbox): there the key goes no further than the page itself did.
  if (url.protocol === 'http:' && url.origin !== appOrigin) {
    if (!LOCAL_HTTP_HOSTS.has(url.hostname)) return { ok: false, problem: 'http' };
    if (!url.port) return { ok: false, problem: 'http-port' };
  }
  if (url.username || url.password) return { ok: false, problem: 'credentials' };
  const path = url.pathname.replace(/\/api\/external(\/.*)?$/, '').replace(/\/+$/, '');
  return { ok: true, address: `${url.origin}${path}`, expanded: withScheme !== value };
}

/**
 * Where the calls of a workspace whose address is not a web address go: a reserved name (RFC 2606)
 * that never resolves, so each call fails as unreachable and the key is sent nowhere. A relative
 * address would otherwise be called on Slotboard's own origin, key included.
 */
export const UNUSABLE_BASE_URL = 'https://address-not-usable.invalid';

/** The base URL the fetch layer calls: the address itself, or the Slotboard server's proxy for it. Never throws. */
export function connectionBaseUrl(workspace: Pick<Workspace, 'address' | 'mode'>, origin: string): string {
  let url: URL;
  try {
    url = new URL(workspace.address);
  } catch {
    return UNUSABLE_BASE_URL;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return UNUSABLE_BASE_URL;
  if (workspace.mode === 'direct') return workspace.address;
  return `${origin}/proxy/${url.protocol.replace(':', '')}/${url.host}${url.pathname.replace(/\/+$/, '')}`;
}
