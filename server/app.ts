import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import { authEnabled, requireSignIn, signInRoutes } from './auth.ts';
import { forwarded } from '../http-guards/forwarded.ts';
import {
  API_CSP,
  BODY_TIMEOUT_MS,
  boundedBody,
  hostCheck,
  jsonBodiesOnly,
  MAX_BODY_BYTES,
  parseHosts,
  sameOriginOnly,
  setHeaders,
} from '../http-guards/guards.ts';
import type { ServerOptions } from './options.ts';
import { proxyGate } from './proxy-gate.ts';
import { describeRules, parseUpstreams, proxyHandler } from './proxy.ts';
import { upstreamFetch } from './upstream.ts';

export type { ServerOptions } from './options.ts';

/**
 * An app served below /sandbox/, given by whoever composes the server (serve/app.ts): the server
 * knows no sandbox, it only guards what is mounted there. `listed`: the one the app is told about.
 */
export interface SandboxMount {
  path: `/sandbox/${string}`;
  app: Hono;
  listed?: boolean;
}

const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' https: data:",
  "connect-src 'self' https: http://127.0.0.1:* http://localhost:*",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** Only the built app's own files may render as a document; everything else is locked down. */
const NOT_A_PAGE = /^\/(sandbox|proxy|api|healthz)(\/|$)/;
/**
 * What of the built app takes the app's policy: its page, and its scripts (a worker runs under the
 * policy its script is sent with, and the list reader's worker asks the workspace for the list).
 * Any other file of the build (the icon, style sheets, the manifest) is locked down like an API
 * answer: an SVG opened by its address is a document, and it must not be one of this origin's.
 */
const APP_DOCUMENT = /^(text\/html|text\/javascript|application\/javascript)\b/i;

/** The locked-down policy, with the inline styles an SVG image may carry (Firefox applies an SVG image's own policy when drawing it). */
const SVG_CSP = API_CSP.replace("default-src 'none';", "default-src 'none'; style-src 'unsafe-inline';");

/**
 * The policy for an answer, or null for a 304: that answer has no body and, often, no type, and a
 * browser copies its headers onto the copy it kept, so it must not replace the policy that copy came
 * with (the app's page would load blank under the locked-down one).
 */
export function policyFor(path: string, contentType: string | null, status = 200): string | null {
  if (NOT_A_PAGE.test(path)) return API_CSP;
  if (status === 304) return null;
  if (APP_DOCUMENT.test(contentType ?? '')) return APP_CSP;
  return /^image\/svg\+xml\b/i.test(contentType ?? '') ? SVG_CSP : API_CSP;
}

const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const policy = policyFor(c.req.path, c.res.headers.get('content-type'), c.res.status);
  setHeaders(c, {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    ...(policy ? { 'Content-Security-Policy': policy } : {}),
  });
};

const CONTROL_PATH = /\/__sandbox(\/|$)/;
const controlGuards = every(sameOriginOnly(), jsonBodiesOnly());
/** Any sandbox mounted below /sandbox has its control endpoints guarded here, whoever wrote it. */
const guardControl: MiddlewareHandler = async (c, next) =>
  CONTROL_PATH.test(c.req.path) ? controlGuards(c, next) : next();

export function createServerApp(options: ServerOptions = {}, sandboxes: SandboxMount[] = []) {
  const rules = parseUpstreams(options.upstreams);
  const hosts = options.hosts ?? parseHosts(undefined);
  // The public origin's own name is always answered to: it is the one people open.
  const guardHost = hostCheck(options.publicOrigin ? [...hosts, new URL(options.publicOrigin).hostname] : hosts);
  const auth = options.auth ?? {};
  const app = new Hono();

  app.use('*', forwarded({ publicOrigin: options.publicOrigin, trustProxy: options.trustProxy }));
  // A load balancer's health check may use any host name, and the answer says nothing.
  app.use('*', (c, next) => (c.req.path === '/healthz' ? next() : guardHost(c, next)));
  app.use('*', securityHeaders);
  // Before any body is read: a stranger's upload is refused unread.
  if (authEnabled(auth)) app.use('*', requireSignIn(auth));
  const gate = proxyGate({ maxInflight: options.maxInflight, ratePerMinute: options.ratePerMinute });
  app.use('/proxy/*', gate);
  app.use('*', boundedBody(options.maxBodyBytes ?? MAX_BODY_BYTES, options.bodyTimeoutMs ?? BODY_TIMEOUT_MS));
  app.use('/sandbox/*', guardControl);

  signInRoutes(app, auth);
  app.get('/healthz', (c) => c.json({ ok: true }));
  app.get('/api/slotboard/config', (c) =>
    c.json({ sandboxPath: sandboxes.find((s) => s.listed)?.path ?? null, upstreams: describeRules(rules) }),
  );
  for (const sandbox of sandboxes) app.route(sandbox.path, sandbox.app);
  app.all(
    '/proxy/*',
    proxyHandler({
      rules,
      timeoutMs: options.proxyTimeoutMs ?? 20_000,
      fetch: options.fetch ?? upstreamFetch({ resolve: options.resolve }),
      maxResponseBytes: options.maxUpstreamBytes,
      maxStreamedBytes: options.maxStreamedBytes,
      maxStreamMs: options.maxStreamMs,
    }),
  );
  // Anything below /sandbox that no mount answered is refused.
  app.all('/sandbox/*', (c) => c.json({ error: 'There is no sandbox workspace on this server.' }, 404));
  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404));

  const dist = options.distDir;
  if (dist) {
    const indexPath = join(dist, 'index.html');
    app.use(
      '/assets/*',
      serveStatic({
        root: dist,
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
      }),
    );
    app.use('*', serveStatic({ root: dist }));
    app.get('*', (c) => {
      if (!existsSync(indexPath)) return c.text('The app is not built: run npm run build.', 500);
      c.header('Cache-Control', 'no-cache');
      return c.html(readFileSync(indexPath, 'utf8'));
    });
  }
  return Object.assign(app, { inflight: gate.inflight });
}
