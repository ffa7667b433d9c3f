import type { Context, MiddlewareHandler } from 'hono';

// Who is asking, and at which address, when a reverse proxy may stand in front (decision 0008,
// "Behind a reverse proxy"). Without SLOTBOARD_TRUST_PROXY the X-Forwarded-* headers are anyone's to
// forge and are never read; with it, the front proxy must set them (and drop any the client sent).

interface ForwardedOptions {
  /** The origin people open (https://slotboard.example.org): what same-origin checks compare with. */
  publicOrigin?: string;
  /** Read X-Forwarded-Host, -Proto and -For, which the front proxy sets. */
  trustProxy?: boolean;
}

interface Seen {
  /** The origin the browser is on, as far as the server can tell. */
  origin: string;
  /** The host name the browser asked for (for the Host check). */
  hostname: string;
  /** True when the origin is known for certain (configured, or told by a trusted proxy). */
  certain: boolean;
  /** The client's address, for per-client limits. */
  client: string;
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

interface NodeEnv {
  incoming?: { socket?: { remoteAddress?: string } };
}

function observe(c: Context, options: ForwardedOptions): Seen {
  const url = new URL(c.req.url);
  const socketAddress = (c.env as NodeEnv | undefined)?.incoming?.socket?.remoteAddress ?? 'local';
  let origin = url.origin;
  let hostname = url.hostname;
  let certain = false;
  let client = socketAddress;
  if (options.trustProxy) {
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
    client = last(c.req.header('X-Forwarded-For')) ?? socketAddress;
  }
  if (options.publicOrigin) {
    origin = options.publicOrigin;
    certain = true;
  }
  return { origin, hostname: hostname.replace(/^\[|\]$/g, ''), certain, client };
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
