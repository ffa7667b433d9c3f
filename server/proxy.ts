import type { Context } from 'hono';
import { isCrossSite } from './http-guards.ts';

// Forwards /proxy/{scheme}/{host}/api/external/... to the workspace address, for workspaces that
// send no CORS headers (PRODUCT.md decision 9). Only allowlisted hosts, only External API paths,
// only the key, Accept and Content-Type go out; redirects are not followed, so the key cannot be
// carried to another host.

export interface UpstreamRule {
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
      return m ? { scheme: m[1] as 'https' | 'http', host: m[2]!.replace(/\/+$/, '') } : { scheme: 'https', host: entry };
    });
}

export const describeRules = (rules: UpstreamRule[]) =>
  rules.map((r) => (r.scheme === 'https' ? r.host : `http://${r.host}`));

export function isAllowed(rules: UpstreamRule[], scheme: string, host: string): boolean {
  const h = host.toLowerCase();
  return rules.some((rule) => {
    if (rule.scheme !== scheme) return false;
    if (rule.host.startsWith('*.')) {
      const suffix = rule.host.slice(1);
      return h.endsWith(suffix) && h.length > suffix.length && !h.includes(':');
    }
    return rule.host === h;
  });
}

export interface ProxyOptions {
  rules: UpstreamRule[];
  timeoutMs: number;
  fetch: typeof fetch;
  /** Largest upstream answer passed on; past it the client gets a 502. */
  maxResponseBytes?: number;
}

export const MAX_UPSTREAM_BYTES = 8 * 1024 * 1024;
/** The methods the app uses; a HEAD is harmless, anything else never reaches the workspace. */
const FORWARDED_METHODS = ['GET', 'HEAD', 'POST', 'PATCH'];

const FORWARDED_REQUEST_HEADERS = ['x-api-key', 'accept', 'content-type'];
const FORWARDED_RESPONSE_HEADERS = ['retry-after'];

/**
 * Only a JSON type passes; HTML, SVG, XML or none is served as plain text, so an allowlisted host
 * that answers a page cannot run script on Slotboard's origin, and the app still sees the status.
 */
export function safeContentType(upstream: string | null): string {
  const mime = upstream?.split(';')[0]?.trim().toLowerCase() ?? '';
  return /^application\/([a-z0-9.-]+\+)?json$/.test(mime) ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8';
}

class TooLarge extends Error {}

/** Reads the answer chunk by chunk and gives up past the cap, so a huge answer is never held whole. */
async function readCapped(res: Response, max: number): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(res.headers.get('content-length') ?? 0) > max) {
    void res.body?.cancel().catch(() => {});
    throw new TooLarge();
  }
  if (!res.body) return new Uint8Array(0);
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > max) {
      void reader.cancel().catch(() => {});
      throw new TooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
const HOST_RE = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i;

export function proxyHandler(options: ProxyOptions) {
  const maxResponseBytes = options.maxResponseBytes ?? MAX_UPSTREAM_BYTES;
  return async (c: Context) => {
    const method = c.req.method;
    if (method === 'OPTIONS') return c.body(null, 204, { Allow: FORWARDED_METHODS.join(', ') });
    if (!FORWARDED_METHODS.includes(method)) {
      return c.json(
        { error: `The Slotboard server forwards only ${FORWARDED_METHODS.join(', ')} requests.`, code: 'method_not_allowed' },
        405,
        { Allow: FORWARDED_METHODS.join(', ') },
      );
    }
    // A page on another site may not make the server write to a workspace on the admin's behalf.
    if (method !== 'GET' && method !== 'HEAD' && isCrossSite(c)) {
      return c.json({ error: 'The Slotboard server does not forward changes sent from other sites.', code: 'cross_site' }, 403);
    }
    const url = new URL(c.req.url);
    const match = /^\/proxy\/([^/]+)\/([^/]+)(\/.*)$/.exec(url.pathname);
    if (!match) return c.json({ error: 'Use /proxy/{scheme}/{host}/api/external/...', code: 'path_not_allowed' }, 400);
    const [, scheme, host, rest] = match as unknown as [string, string, string, string];
    if ((scheme !== 'https' && scheme !== 'http') || !HOST_RE.test(host)) {
      return c.json({ error: 'That is not a web address the Slotboard server can call.', code: 'upstream_not_allowed' }, 400);
    }
    if (!isAllowed(options.rules, scheme, host)) {
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
      return c.json({ error: 'Only External API paths (/api/external/...) are forwarded.', code: 'path_not_allowed' }, 400);
    }
    const headers = new Headers();
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const v = c.req.header(name);
      if (v) headers.set(name, v);
    }
    const body = method === 'GET' || method === 'HEAD' ? undefined : await c.req.arrayBuffer();
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs);
    try {
      const upstream = await options.fetch(target, {
        method,
        headers,
        body,
        redirect: 'manual',
        signal: controller.signal,
      });
      if (upstream.status >= 300 && upstream.status < 400) {
        return c.json(
          { error: `${host} answered with a redirect, which the Slotboard server does not follow.`, code: 'upstream_redirect' },
          502,
        );
      }
      const out = new Headers();
      for (const name of FORWARDED_RESPONSE_HEADERS) {
        const v = upstream.headers.get(name);
        if (v) out.set(name, v);
      }
      out.set('cache-control', 'no-store');
      const buffer = await readCapped(upstream, maxResponseBytes);
      if (buffer.length > 0 || upstream.headers.has('content-type')) out.set('content-type', safeContentType(upstream.headers.get('content-type')));
      return new Response(method === 'HEAD' || upstream.status === 204 || upstream.status === 205 ? null : buffer, { status: upstream.status, headers: out });
    } catch (error) {
      if (error instanceof TooLarge) {
        return c.json(
          { error: `${host} answered with more than ${Math.round(maxResponseBytes / 1048576)} MiB, more than the Slotboard server passes on.`, code: 'upstream_too_large' },
          502,
        );
      }
      if (controller.signal.aborted) {
        return c.json({ error: `${host} did not answer within ${Math.round(options.timeoutMs / 1000)} s.`, code: 'upstream_timeout' }, 504);
      }
      return c.json({ error: `The Slotboard server could not reach ${host}.`, code: 'upstream_unreachable' }, 502);
    } finally {
      clearTimeout(timer);
    }
  };
}
