import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import { authEnabled, createSignIn, SIGN_IN_PATH, SIGN_OUT_PATH, whoOf } from './auth.ts';
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
import { proxyCheck } from './proxy-trust.ts';
import { RECORD_PATH, recordRoutes } from './record/routes.ts';
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

/**
 * Bodies read before sign-in (only the sign-in form's) are small and few: however many strangers post
 * at once, they cost at most this many times this size.
 */
const SIGN_IN_BODY = { bytes: 8 * 1024, atOnce: 16 };
/** Bodies of 1 MiB read at once in all, the proxy's and the sandbox's: 64 MiB at most. */
const BODIES_AT_ONCE = 64;
/** How long a workspace may take to answer before the proxy gives up and frees its place. */
const PROXY_TIMEOUT_MS = 10_000;

export function createServerApp(options: ServerOptions = {}, sandboxes: SandboxMount[] = []) {
  const rules = parseUpstreams(options.upstreams);
  const hosts = options.hosts ?? parseHosts(undefined);
  // The public origin's own name is always answered to: it is the one people open.
  const guardHost = hostCheck(options.publicOrigin ? [...hosts, new URL(options.publicOrigin).hostname] : hosts);
  const auth = options.auth ?? {};
  const fromProxy = proxyCheck({ addresses: options.trustedProxies, secret: options.proxySecret });
  if (auth.userHeader && !fromProxy)
    throw new Error('A trusted user header needs the proxy that sets it to be known: trustedProxies or proxySecret.');
  const app = new Hono();

  app.use(
    '*',
    forwarded({
      publicOrigin: options.publicOrigin,
      fromProxy,
      readForwarded: Boolean(options.trustedProxies?.length),
    }),
  );
  // First, so that every answer carries them, the refusals below included.
  app.use('*', securityHeaders);
  // A load balancer's health check may use any host name, and the answer says nothing.
  app.use('*', (c, next) => (c.req.path === '/healthz' ? next() : guardHost(c, next)));
  const record = options.record;
  // Answered before sign-in and before any body is read: a body sent to it is never read. A record
  // that cannot be reached is said, not failed: writes still go through without it.
  app.all('/healthz', async (c) =>
    c.req.method === 'GET' || c.req.method === 'HEAD'
      ? c.json({ ok: true, record: record ? await record.state() : 'off' })
      : c.json({ error: 'Only GET /healthz.', code: 'method_not_allowed' }, 405, {
          Allow: 'GET, HEAD',
          Connection: 'close',
        }),
  );
  // Before any body is read: a stranger's upload is refused unread.
  const signIn = createSignIn(auth);
  if (authEnabled(auth)) app.use('*', signIn.require);
  const gate = proxyGate({
    maxInflight: options.maxInflight,
    maxPerClient: options.maxInflightPerClient,
    ratePerMinute: options.ratePerMinute,
  });
  app.use('/proxy/*', gate);
  const signInBody = boundedBody(SIGN_IN_BODY.bytes, options.bodyTimeoutMs ?? BODY_TIMEOUT_MS, SIGN_IN_BODY.atOnce);
  const body = boundedBody(
    options.maxBodyBytes ?? MAX_BODY_BYTES,
    options.bodyTimeoutMs ?? BODY_TIMEOUT_MS,
    options.maxBodiesAtOnce ?? BODIES_AT_ONCE,
  );
  app.use('*', (c, next) => (c.req.path === SIGN_IN_PATH ? signInBody(c, next) : body(c, next)));
  app.use('/sandbox/*', guardControl);

  signIn.mount(app);
  app.get('/api/slotboard/config', (c) =>
    c.json({
      sandboxPath: sandboxes.find((s) => s.listed)?.path ?? null,
      upstreams: describeRules(rules),
      // Where the app signs out, when a token sign-in is on; behind a sign-in proxy the proxy's own page does.
      signOut: auth.token ? SIGN_OUT_PATH : null,
      // Where Activity reads every admin's changes; null: this browser's own only.
      record: record ? RECORD_PATH : null,
    }),
  );
  if (record) app.route(RECORD_PATH, recordRoutes(record));
  for (const sandbox of sandboxes) app.route(sandbox.path, sandbox.app);
  app.all(
    '/proxy/*',
    proxyHandler({
      rules,
      timeoutMs: options.proxyTimeoutMs ?? PROXY_TIMEOUT_MS,
      fetch: options.fetch ?? upstreamFetch({ resolve: options.resolve }),
      maxResponseBytes: options.maxUpstreamBytes,
      maxStreamedBytes: options.maxStreamedBytes,
      maxStreamMs: options.maxStreamMs,
      record: record ? (c, write) => record.keep(whoOf(c), write) : undefined,
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
