import type { Context, MiddlewareHandler } from 'hono';

// Who is asking, and at which address, when a reverse proxy may stand in front (decisions 0008 and
// 0025). X-Forwarded-* are anyone's to forge: they are read only on a request that the server knows
// came from its front proxy (its address on the allowlist, its secret header right), which must set
// them (and drop any the client sent). A client that reaches the server directly is judged by its
// own address and its own Host, whatever it sends.

interface ForwardedOptions {
  /** The origin people open (https://slotboard.example.org): what same-origin checks compare with. */
  publicOrigin?: string;
  /**
   * Whether this request came from the front proxy, given the address of the connection's other end.
   * Absent: none is trusted. The check itself (address lists, a secret) is the server's.
   */
  fromProxy?: (c: Context, peer: string) => boolean;
  /** Read X-Forwarded-Host, -Proto and -For on a request that came from the front proxy. */
  readForwarded?: boolean;
}

interface Seen {
  /** The origin the browser is on, as far as the server can tell. */
  origin: string;
  /** The host name the browser asked for (for the Host check). */
  hostname: string;
  /** True when the origin is known for certain (configured, or told by a trusted proxy). */
  certain: boolean;
  /** The client's address, for per-client limits: an IPv6 client by its /64, which one machine may hold whole. */
  client: string;
  /** The address of the connection's other end (the front proxy, or the client itself). */
  peer: string;
  /** True when the request came through the front proxy the server trusts. */
  viaProxy: boolean;
}

const seen = new WeakMap<Context, Seen>();

/** The last value of a header a proxy appends to ("a, b" → "b"): the one our own proxy wrote. */
const last = (value: string | undefined) => value?.split(',').at(-1)?.trim() || undefined;

export function normaliseOrigin(value: string): string {
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${value} is not an http(s) origin`);
  if (url.pathname !== '/' || url.search || url.hash)
    throw new Error(`${value} has a path: give the origin alone, like https://slotboard.example.org`);
  return url.origin;
}

/**
 * One key per client for per-client limits: an IPv4 address as itself (also when written as
 * `::ffff:a.b.c.d`), an IPv6 address by its first 64 bits, since a single host is routinely given a
 * whole /64 and could otherwise take a fresh address for every try.
 */
export function clientKey(address: string): string {
  const plain = address
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
    .toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/.exec(plain);
  if (mapped) return mapped[1]!;
  if (!plain.includes(':') || !/^[0-9a-f:.]+$/.test(plain)) return plain;
  const [head = '', tail] = plain.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? front
      : [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((g) => (parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
}

interface NodeEnv {
  incoming?: { socket?: { remoteAddress?: string } };
}

function observe(c: Context, options: ForwardedOptions): Seen {
  const url = new URL(c.req.url);
  const peer = (c.env as NodeEnv | undefined)?.incoming?.socket?.remoteAddress ?? 'local';
  let origin = url.origin;
  let hostname = url.hostname;
  let certain = false;
  let client = peer;
  const viaProxy = Boolean(options.fromProxy?.(c, peer));
  if (viaProxy && options.readForwarded) {
    const host = last(c.req.header('X-Forwarded-Host'));
    const proto = last(c.req.header('X-Forwarded-Proto'))?.toLowerCase();
    try {
      if (host) {
        const forwarded = new URL(
          `${proto === 'https' || proto === 'http' ? proto : url.protocol.slice(0, -1)}://${host}`,
        );
        origin = forwarded.origin;
        hostname = forwarded.hostname;
        certain = Boolean(proto);
      }
    } catch {
      // A forwarded host that is no host name: the Host check refuses it below.
      hostname = host ?? hostname;
    }
    client = last(c.req.header('X-Forwarded-For')) ?? peer;
  }
  if (options.publicOrigin) {
    origin = options.publicOrigin;
    certain = true;
  }
  return { origin, hostname: hostname.replace(/^\[|\]$/g, ''), certain, client: clientKey(client), peer, viaProxy };
}

/** Reads the request's origin once, for every guard after it. */
export const forwarded =
  (options: ForwardedOptions): MiddlewareHandler =>
  async (c, next) => {
    seen.set(c, observe(c, options));
    return next();
  };

/** What `forwarded` read, or what the request itself says where it did not run (the standalone sandbox). */
export function seenBy(c: Context): Seen {
  return seen.get(c) ?? observe(c, {});
}
