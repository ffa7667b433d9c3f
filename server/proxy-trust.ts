import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';

// Which requests came from the front proxy (decision 0025): only those may say who the user is
// (SLOTBOARD_TRUSTED_USER_HEADER) or where the browser is (X-Forwarded-*). The proxy is known by the
// address its connections come from (SLOTBOARD_TRUST_PROXY), by a secret header it adds
// (SLOTBOARD_PROXY_SECRET), or both; with both, both must hold.

export const PROXY_SECRET_HEADER = 'X-Slotboard-Proxy-Secret';

export interface ProxyTrust {
  /** Addresses and networks (`10.0.0.0/8`, `fd00::/8`) the front proxy connects from. */
  addresses?: string[];
  /** A secret the front proxy sends in X-Slotboard-Proxy-Secret on every request. */
  secret?: string;
}

/** `1` (also on, true, yes): a proxy on this machine. Otherwise a comma-separated list of addresses or networks. */
export const LOOPBACK_PROXIES = ['127.0.0.0/8', '::1'];

/** The addresses of SLOTBOARD_TRUST_PROXY, or undefined when it is off; throws with a sentence on an entry that is no address. */
export function parseProxyAddresses(value: string | undefined): string[] | undefined {
  const text = (value ?? '').trim().toLowerCase();
  if (!text || ['0', 'off', 'false', 'no'].includes(text)) return undefined;
  if (['1', 'on', 'true', 'yes'].includes(text)) return LOOPBACK_PROXIES;
  const entries = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address);
    const max = family === 4 ? 32 : 128;
    if (!family || (bits !== undefined && !(/^\d{1,3}$/.test(bits) && Number(bits) <= max))) {
      throw new Error(
        `"${entry}" is not an address or a network (give the front proxy's address, like 127.0.0.1 or 10.0.0.0/8)`,
      );
    }
  }
  return entries;
}

/** An IPv4 address as the socket may give it on a dual-stack listener (`::ffff:127.0.0.1`). */
const plainAddress = (peer: string) => peer.replace(/^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i, '$1');

function blockListOf(addresses: string[]): BlockList {
  const list = new BlockList();
  for (const entry of addresses) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * The check `forwarded` runs on every request, or undefined when no proxy is trusted. A request
 * made inside this process (no socket, peer "local") never counts as the proxy's.
 */
export function proxyCheck(trust: ProxyTrust): ((c: Context, peer: string) => boolean) | undefined {
  const { addresses, secret } = trust;
  if (!addresses?.length && !secret) return undefined;
  const list = addresses?.length ? blockListOf(addresses) : undefined;
  const expected = secret ? digest(secret) : undefined;
  return (c, peer) => {
    if (list) {
      const address = plainAddress(peer);
      const family = isIP(address);
      if (!family || !list.check(address, family === 4 ? 'ipv4' : 'ipv6')) return false;
    }
    if (expected) {
      const given = c.req.header(PROXY_SECRET_HEADER);
      if (given === undefined || !timingSafeEqual(digest(given), expected)) return false;
    }
    return true;
  };
}
