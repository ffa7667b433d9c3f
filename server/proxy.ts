import type { Context } from 'hono';
import { isCrossSite } from '../http-guards/guards.ts';
import { readCapped, streamOn, TooLarge } from './proxy-body.ts';
import { AddressRefused, type UpstreamFetch } from './upstream.ts';
import { upstreamFailure } from './upstream-failure.ts';

// Forwards /proxy/{scheme}/{host}/api/external/... to the workspace address, for workspaces that
// send no CORS headers (docs/product.md decision 9). Only allowlisted hosts, only External API paths,
// only the key, Accept and Content-Type go out; redirects are not followed, so the key cannot be
// carried to another host.

interface UpstreamRule {
  scheme: 'https' | 'http';
  /** "*.neetocal.com" matches any subdomain; an exact host may carry a port. */
  host: string;
}

export function parseUpstreams(value: string | undefined): UpstreamRule[] {
  const raw = value?.trim() ? value : '*.neetocal.com';
  return raw
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .map((entry) => {
      const m = /^(https?):\/\/(.+)$/.exec(entry);
      return m
        ? { scheme: m[1] as 'https' | 'http', host: m[2]!.replace(/\/+$/, '') }
        : { scheme: 'https', host: entry };
    });
}

/** An explicit `http://host:port` entry: a local workspace, whose address may be private. */
const isLocalRule = (rule: UpstreamRule) =>
  rule.scheme === 'http' && !rule.host.startsWith('*.') && /:\d{1,5}$/.test(rule.host);

export const describeRules = (rules: UpstreamRule[]) =>
  rules.map((r) => (r.scheme === 'https' ? r.host : `http://${r.host}`));

export function isAllowed(rules: UpstreamRule[], scheme: string, host: string): boolean {
  return matchingRule(rules, scheme, host) !== undefined;
}

function matchingRule(rules: UpstreamRule[], scheme: string, host: string): UpstreamRule | undefined {
  const h = host.toLowerCase();
  return rules.find((rule) => {
    if (rule.scheme !== scheme) return false;
    if (rule.host.startsWith('*.')) {
      const suffix = rule.host.slice(1);
      return h.endsWith(suffix) && h.length > suffix.length && !h.includes(':');
    }
    return rule.host === h;
  });
}

interface ProxyOptions {
  rules: UpstreamRule[];
  /** The longest the workspace may take to answer, and, while a long answer is streamed, to send more of it. */
  timeoutMs: number;
  /** Calls the workspace; `privateAllowed` when the allowlist names it as a local http://host:port. */
  fetch: UpstreamFetch;
  /** Largest upstream answer held and passed on whole; past it the client gets a 502, unless it is streamed. */
  maxResponseBytes?: number;
  /** Largest answer streamed on (a successful JSON GET over maxResponseBytes); past it the stream is cut. */
  maxStreamedBytes?: number;
  /** The longest a streamed answer may take in all, however steadily it comes; past it the stream is cut. */
  maxStreamMs?: number;
  /** Keeps a write that was forwarded (the shared record); what it says goes back in RECORD_HEADER. */
  record?: (c: Context, write: ProxiedWrite) => Promise<string>;
}

/** A write as the proxy forwarded it, and how the workspace answered (`status` null: no answer, `failure` says why). */
export interface ProxiedWrite {
  workspace: string;
  method: string;
  path: string;
  body: Uint8Array;
  status: number | null;
  answer?: Uint8Array;
  failure?: string;
}

/** On a forwarded write's answer: whether the shared record kept it (`kept`, `not-kept`). */
export const RECORD_HEADER = 'X-Slotboard-Record';

const MiB = 1024 * 1024;
/** Largest answer held whole: a write's answer or a refusal is a few KiB; a page of 100 links ~0.25 MiB. */
const MAX_UPSTREAM_BYTES = 2 * MiB;
/** A list answer (a successful JSON GET) is held up to this, then streamed on: a page goes out whole, with its length. */
const HOLD_BEFORE_STREAM = 256 * 1024;
/**
 * Slotboard asks for lists page by page (docs/product.md decision 1), but a caller of the proxy may
 * ask for a whole list as one answer. Sized for 100,000 links at 3 KiB each (the sandbox's links average 2.4 KB, its largest 3.1 KB):
 * 300 MiB. A longer answer is cut rather than passed on, so one request cannot make the server
 * relay a gigabyte (decision 0008 says why this number).
 */
const MAX_STREAMED_BYTES = 300 * MiB;
/**
 * A byte now and then keeps the idle timer from firing: a workspace could hold a streamed answer
 * open for ever. 300 MiB in 10 minutes is 0.5 MB/s, slower than any workspace worth reading whole.
 */
const MAX_STREAM_MS = 10 * 60_000;
/**
 * The methods the app uses (PUT and DELETE for a link's durations); a HEAD is harmless, anything else
 * never reaches the workspace.
 */
const FORWARDED_METHODS = ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE'];

const FORWARDED_REQUEST_HEADERS = ['x-api-key', 'accept', 'content-type'];
const FORWARDED_RESPONSE_HEADERS = ['retry-after'];

/**
 * Only a JSON type passes; HTML, SVG, XML or none is served as plain text, so an allowlisted host
 * that answers a page cannot run script on Slotboard's origin, and the app still sees the status.
 */
function safeContentType(upstream: string | null): string {
  const mime = upstream?.split(';')[0]?.trim().toLowerCase() ?? '';
  return /^application\/([a-z0-9.-]+\+)?json$/.test(mime)
    ? 'application/json; charset=utf-8'
    : 'text/plain; charset=utf-8';
}

const HOST_RE = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i;

export function proxyHandler(options: ProxyOptions) {
  const maxResponseBytes = options.maxResponseBytes ?? MAX_UPSTREAM_BYTES;
  const maxStreamedBytes = options.maxStreamedBytes ?? MAX_STREAMED_BYTES;
  const maxStreamMs = options.maxStreamMs ?? MAX_STREAM_MS;
  return async (c: Context) => {
    const method = c.req.method;
    if (method === 'OPTIONS') return c.body(null, 204, { Allow: FORWARDED_METHODS.join(', ') });
    if (!FORWARDED_METHODS.includes(method)) {
      return c.json(
        {
          error: `The Slotboard server forwards only ${FORWARDED_METHODS.join(', ')} requests.`,
          code: 'method_not_allowed',
        },
        405,
        { Allow: FORWARDED_METHODS.join(', ') },
      );
    }
    // A page on another site may not make the server write to a workspace on the admin's behalf.
    if (method !== 'GET' && method !== 'HEAD' && isCrossSite(c)) {
      return c.json(
        { error: 'The Slotboard server does not forward changes sent from other sites.', code: 'cross_site' },
        403,
      );
    }
    const url = new URL(c.req.url);
    const match = /^\/proxy\/([^/]+)\/([^/]+)(\/.*)$/.exec(url.pathname);
    if (!match) return c.json({ error: 'Use /proxy/{scheme}/{host}/api/external/...', code: 'path_not_allowed' }, 400);
    const [, scheme, host, rest] = match as unknown as [string, string, string, string];
    if ((scheme !== 'https' && scheme !== 'http') || !HOST_RE.test(host)) {
      return c.json(
        { error: 'That is not a web address the Slotboard server can call.', code: 'upstream_not_allowed' },
        400,
      );
    }
    const rule = matchingRule(options.rules, scheme, host);
    if (!rule) {
      return c.json(
        {
          error: `The Slotboard server does not forward to ${host}. It forwards only to: ${describeRules(options.rules).join(', ')}.`,
          code: 'upstream_not_allowed',
          allowed: describeRules(options.rules),
        },
        403,
      );
    }
    let target: URL;
    try {
      target = new URL(`${scheme}://${host}${rest}${url.search}`);
    } catch {
      return c.json({ error: 'That path cannot be forwarded.', code: 'path_not_allowed' }, 400);
    }
    // Compare the normalised path: "/api/external/../admin" must not slip through.
    if (!target.pathname.startsWith('/api/external/') || /%2e|%2f|%5c/i.test(rest) || rest.includes('..')) {
      return c.json(
        { error: 'Only External API paths (/api/external/...) are forwarded.', code: 'path_not_allowed' },
        400,
      );
    }
    const headers = new Headers();
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const v = c.req.header(name);
      if (v) headers.set(name, v);
    }
    const body = method === 'GET' || method === 'HEAD' ? undefined : await c.req.arrayBuffer();
    // A write is recorded once its outcome is known, before the answer goes back: the app's entry
    // for it, sent on that answer, then finds it.
    const keep = async (
      status: number | null,
      answer?: Uint8Array,
      failure?: string,
    ): Promise<Record<string, string>> =>
      body && options.record
        ? {
            [RECORD_HEADER]: await options.record(c, {
              workspace: `${scheme}://${host.toLowerCase()}`,
              method,
              path: `${target.pathname}${target.search}`,
              body: new Uint8Array(body),
              status,
              answer,
              failure,
            }),
          }
        : {};
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs);
    try {
      const upstream = await options.fetch(target, {
        method,
        headers,
        body,
        redirect: 'manual',
        signal: controller.signal,
        privateAllowed: isLocalRule(rule),
      });
      if (upstream.status >= 300 && upstream.status < 400) {
        return c.json(
          {
            error: `${host} answered with a redirect, which the Slotboard server does not follow.`,
            code: 'upstream_redirect',
          },
          502,
          await keep(upstream.status, undefined, 'upstream_redirect'),
        );
      }
      const out = new Headers();
      for (const name of FORWARDED_RESPONSE_HEADERS) {
        const v = upstream.headers.get(name);
        if (v) out.set(name, v);
      }
      out.set('cache-control', 'no-store');
      const type = safeContentType(upstream.headers.get('content-type'));
      // A successful JSON answer to a GET may be long (a whole list): past the cap it is streamed on
      // rather than held, up to its own cap. Anything else past the cap is refused whole, as before.
      const mayStream =
        method === 'GET' &&
        upstream.status === 200 &&
        type.startsWith('application/json') &&
        Number(upstream.headers.get('content-length') ?? 0) <= maxStreamedBytes;
      const read = await readCapped(
        upstream,
        mayStream ? Math.min(HOLD_BEFORE_STREAM, maxResponseBytes) : maxResponseBytes,
        mayStream,
      );
      if (!(read instanceof Uint8Array)) {
        out.set('content-type', type);
        return new Response(
          streamOn(read, { bytes: maxStreamedBytes, idleMs: options.timeoutMs, totalMs: maxStreamMs }),
          { status: upstream.status, headers: out },
        );
      }
      if (read.length > 0 || upstream.headers.has('content-type')) out.set('content-type', type);
      for (const [name, value] of Object.entries(await keep(upstream.status, read))) out.set(name, value);
      return new Response(method === 'HEAD' || upstream.status === 204 || upstream.status === 205 ? null : read, {
        status: upstream.status,
        headers: out,
      });
    } catch (error) {
      if (error instanceof AddressRefused) {
        return c.json(
          {
            error: `${host} resolves to ${error.address}, an address on a private or local network, which the Slotboard server does not call.`,
            code: 'upstream_address_not_allowed',
          },
          403,
          await keep(null, undefined, 'upstream_address_not_allowed'),
        );
      }
      if (error instanceof TooLarge) {
        return c.json(
          {
            error: `${host} answered with more than ${Math.round(maxResponseBytes / 1048576)} MiB, more than the Slotboard server passes on.`,
            code: 'upstream_too_large',
          },
          502,
          await keep(null, undefined, 'upstream_too_large'),
        );
      }
      const failure = upstreamFailure(error, host, controller.signal.aborted, options.timeoutMs);
      return c.json(
        { error: failure.error, code: failure.code },
        failure.status,
        await keep(null, undefined, failure.code),
      );
    } finally {
      clearTimeout(timer);
    }
  };
}
