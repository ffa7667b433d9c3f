import type { Context, MiddlewareHandler } from 'hono';
import { seenBy } from './forwarded.ts';

// Guards shared by the Slotboard server and the sandbox, kept apart from both since neither may
// import the other (docs/decisions/0008): what a hostile page, a hostile upstream or oversized
// traffic meets before any route runs. No Node-only imports: the sandbox also runs inside Vitest's
// browser-like environment.

/** Everything that is not the built app: never a document, never framed. */
export const API_CSP = "default-src 'none'; sandbox; frame-ancestors 'none'";
export const MAX_BODY_BYTES = 1024 * 1024;
export const BODY_TIMEOUT_MS = 10_000;
const DEFAULT_HOSTS = ['127.0.0.1', 'localhost'];

type Refusal = { status: 400 | 403 | 405 | 408 | 413 | 415 | 503; error: string; code: string };

function refuse(c: Context, r: Refusal, headers: Record<string, string> = {}) {
  return c.json({ error: r.error, code: r.code }, r.status, headers);
}

/** Sets a header even on a Response whose headers are immutable (one built from fetch). */
export function setHeaders(c: Context, headers: Record<string, string>) {
  try {
    for (const [k, v] of Object.entries(headers)) c.res.headers.set(k, v);
  } catch {
    const res = new Response(c.res.body, c.res);
    for (const [k, v] of Object.entries(headers)) res.headers.set(k, v);
    c.res = res;
  }
}

export const lockedDown = (): MiddlewareHandler => async (c, next) => {
  await next();
  setHeaders(c, {
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': API_CSP,
    'Referrer-Policy': 'no-referrer',
  });
};

export function parseHosts(value: string | undefined): string[] {
  const list = (value ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return list.length ? list : DEFAULT_HOSTS;
}

function hostAllowed(hosts: string[], hostname: string): boolean {
  const h = hostname.toLowerCase();
  return hosts.some((rule) =>
    rule.startsWith('*.') ? h.endsWith(rule.slice(1)) && h.length > rule.length - 1 : rule === h,
  );
}

/**
 * DNS rebinding: a page on evil.example resolving to 127.0.0.1 still sends Host: evil.example.
 * Behind a trusted reverse proxy the name checked is the one it forwards (X-Forwarded-Host).
 */
export const hostCheck =
  (hosts: string[]): MiddlewareHandler =>
  async (c, next) => {
    const { hostname } = seenBy(c);
    if (hostAllowed(hosts, hostname)) return next();
    return refuse(c, {
      status: 403,
      error: `This server does not answer to the host name ${hostname}. Add it to SLOTBOARD_HOSTS to allow it.`,
      code: 'host_not_allowed',
    });
  };

/**
 * True when the browser says the request comes from another site or another origin. The server's
 * own origin is the configured public one, or the one a trusted proxy forwards (scheme and host
 * compared); otherwise only the host is compared, the scheme being unknown behind a TLS proxy.
 */
export function isCrossSite(c: Context): boolean {
  const site = c.req.header('Sec-Fetch-Site');
  if (site && site !== 'same-origin' && site !== 'none') return true;
  const origin = c.req.header('Origin');
  if (origin === undefined) return false;
  // A form posted from a page whose referrer policy is no-referrer says "Origin: null"; the
  // browser's own Sec-Fetch-Site then says where it came from.
  if (origin === 'null' && site === 'same-origin') return false;
  try {
    const own = seenBy(c);
    const from = new URL(origin);
    return own.certain ? from.origin !== own.origin : from.host !== new URL(own.origin).host;
  } catch {
    // "Origin: null" (sandboxed frames, file:, some redirects) says nothing we can trust.
    return true;
  }
}

export const sameOriginOnly = (): MiddlewareHandler => async (c, next) => {
  if (!isCrossSite(c)) return next();
  return refuse(c, {
    status: 403,
    error: 'This endpoint does not accept requests from other sites.',
    code: 'cross_site',
  });
};

/**
 * HTTP/1.1: a request has a body only when it says so, with Transfer-Encoding or a Content-Length
 * above 0. A bodyless DELETE from curl, Node's fetch or Playwright says neither, or a length of 0.
 */
export const hasBody = (c: Context) => {
  if (c.req.header('Transfer-Encoding') !== undefined) return true;
  const length = c.req.header('Content-Length');
  if (length !== undefined) return length !== '0';
  // Over a socket the headers say it all (the Node adapter gives every DELETE a body stream, even
  // an empty one); a request made in-process (tests, the Fetch API) has a body only if it was given one.
  const overSocket = Boolean((c.env as { incoming?: unknown } | undefined)?.incoming);
  return !overSocket && c.req.raw.body !== null;
};

/**
 * Only application/json bodies: a cross-site page can send text/plain or a form without a
 * preflight, but not JSON, and the preflight is never granted.
 */
export const jsonBodiesOnly = (): MiddlewareHandler => async (c, next) => {
  if (!hasBody(c)) return next();
  const type = c.req.header('Content-Type')?.split(';')[0]?.trim().toLowerCase();
  if (type === 'application/json') return next();
  return refuse(c, { status: 415, error: 'Send the body as application/json.', code: 'unsupported_media_type' });
};

/**
 * Reads the request body once, up to maxBytes and within timeoutMs, then hands the buffered copy
 * on. A refused upload closes the connection so its remaining bytes are not read. With `maxAtOnce`,
 * at most that many bodies are held at once (from the first byte read until the route has answered):
 * memory is bounded by count and size together, whoever sends them; past it, 503 unread.
 */
export const boundedBody = (
  maxBytes = MAX_BODY_BYTES,
  timeoutMs = BODY_TIMEOUT_MS,
  maxAtOnce = Infinity,
): MiddlewareHandler => {
  let held = 0;
  return async (c, next) => {
    const stream = c.req.raw.body;
    if (!stream || c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (held >= maxAtOnce)
      return refuse(
        c,
        {
          status: 503,
          error: 'The server is reading as many requests as it can. Try again in a moment.',
          code: 'server_busy',
        },
        { 'Retry-After': '1', Connection: 'close' },
      );
    held += 1;
    try {
      return await readThenNext(c, next, stream, maxBytes, timeoutMs);
    } finally {
      held -= 1;
    }
  };
};

async function readThenNext(
  c: Context,
  next: () => Promise<void>,
  stream: ReadableStream<Uint8Array>,
  maxBytes: number,
  timeoutMs: number,
) {
  const tooLarge = () =>
    refuse(
      c,
      {
        status: 413,
        error: `The request body is larger than ${Math.round(maxBytes / 1024)} KiB.`,
        code: 'body_too_large',
      },
      { Connection: 'close' },
    );
  if (Number(c.req.header('Content-Length') ?? 0) > maxBytes) return tooLarge();
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), timeoutMs)));
  try {
    for (;;) {
      const step = await Promise.race([reader.read(), deadline]);
      if (step === 'late') {
        void reader.cancel().catch(() => {});
        return refuse(
          c,
          {
            status: 408,
            error: `The request body did not arrive within ${Math.round(timeoutMs / 1000)} s.`,
            code: 'body_timeout',
          },
          { Connection: 'close' },
        );
      }
      if (step.done) break;
      size += step.value.length;
      if (size > maxBytes) {
        void reader.cancel().catch(() => {});
        return tooLarge();
      }
      chunks.push(step.value);
    }
  } catch {
    return refuse(
      c,
      { status: 400, error: 'The request body could not be read.', code: 'body_unreadable' },
      { Connection: 'close' },
    );
  } finally {
    clearTimeout(timer);
  }
  // Handed on as the chunks that came, not joined into one copy: a Request made from bytes copies
  // them again, and a burst of bodies would cost four times their size instead of twice.
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks.shift();
      if (chunk) controller.enqueue(chunk);
      else controller.close();
    },
  });
  c.req.raw = new Request(c.req.raw, { body, duplex: 'half' } as RequestInit);
  await next();
}
