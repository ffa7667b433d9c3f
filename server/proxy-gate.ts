import type { MiddlewareHandler } from 'hono';
import { seenBy } from '../http-guards/forwarded.ts';
import { hasBody } from '../http-guards/guards.ts';
import { RateLimiter } from './rate.ts';

// The proxy's ceiling (decision 0008, "A ceiling"): how many proxied requests run at once, and how
// many one client may send. Checked before a body is read, so a refused upload costs nothing.

/**
 * A 2-core machine: each proxied request holds at most a 1 MiB body and a few hundred KiB of its
 * answer, so 32 at once stay well under the memory goal while keeping both cores busy.
 */
const DEFAULT_MAX_INFLIGHT = 32;
/**
 * Per client per minute, with a quarter of it at once: the team board reads every member (500 in
 * the bench) in one go, the bulk runner sends four at a time; a script looping as fast as it can
 * is held to 20 a second.
 */
const DEFAULT_RATE_PER_MINUTE = 1200;
/**
 * One client's share of the places: a quarter, so a client that holds every request it may (a
 * script, or reads it never takes) leaves three quarters to the others. A browser over HTTP/1.1
 * opens six connections to a host; the app retries a 429 after its Retry-After.
 */
const SHARE = 4;

interface GateOptions {
  maxInflight?: number;
  /** Places one client may hold at once; a quarter of maxInflight by default. */
  maxPerClient?: number;
  ratePerMinute?: number;
  now?: () => number;
}

/** Calls `done` once the body has been read to its end, cancelled or broken, or at once if there is none. */
function onFinished(res: Response, done: () => void): Response {
  if (!res.body) {
    done();
    return res;
  }
  let finished = false;
  const finish = () => {
    if (!finished) {
      finished = true;
      done();
    }
  };
  const reader = res.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await reader.read();
        if (next.done) {
          finish();
          controller.close();
        } else controller.enqueue(next.value);
      } catch (error) {
        finish();
        controller.error(error);
      }
    },
    cancel(reason) {
      finish();
      return reader.cancel(reason);
    },
  });
  return new Response(body, res);
}

export function proxyGate(options: GateOptions = {}): MiddlewareHandler & { inflight: () => number } {
  const max = options.maxInflight ?? DEFAULT_MAX_INFLIGHT;
  const perMinute = options.ratePerMinute ?? DEFAULT_RATE_PER_MINUTE;
  const perClient = Math.min(max, options.maxPerClient ?? Math.max(1, Math.floor(max / SHARE)));
  const rate = new RateLimiter({ perMinute, burst: Math.max(1, Math.ceil(perMinute / 4)), now: options.now });
  let inflight = 0;
  const held = new Map<string, number>();
  const gate: MiddlewareHandler = async (c, next) => {
    // An unread body is left unread: the connection is closed after the refusal.
    const close: Record<string, string> = hasBody(c) ? { Connection: 'close' } : {};
    const client = seenBy(c).client;
    const wait = rate.take(client);
    if (wait > 0) {
      return c.json(
        {
          error: `Too many requests from this browser to the Slotboard server. Try again in ${wait} s.`,
          code: 'rate_limited',
        },
        429,
        { 'Retry-After': String(wait), ...close },
      );
    }
    if (inflight >= max) {
      return c.json(
        { error: 'The Slotboard server is busy with other requests. Try again in a moment.', code: 'server_busy' },
        503,
        { 'Retry-After': '1', ...close },
      );
    }
    if ((held.get(client) ?? 0) >= perClient) {
      return c.json(
        {
          error: `This browser already has ${perClient} requests waiting on the Slotboard server. Try again in a moment.`,
          code: 'too_many_at_once',
        },
        429,
        { 'Retry-After': '1', ...close },
      );
    }
    inflight += 1;
    held.set(client, (held.get(client) ?? 0) + 1);
    let released = false;
    const release = () => {
      if (!released) {
        released = true;
        inflight -= 1;
        const left = (held.get(client) ?? 1) - 1;
        if (left > 0) held.set(client, left);
        else held.delete(client);
      }
    };
    try {
      await next();
    } catch (error) {
      release();
      throw error;
    }
    // A streamed answer keeps its place until its last byte is sent, or its client goes away.
    c.res = onFinished(c.res, release);
  };
  return Object.assign(gate, { inflight: () => inflight });
}
