import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { createSandboxApp, type SandboxOptions } from '../sandbox/app.ts';
import { describeRules, parseUpstreams, proxyHandler } from './proxy.ts';

export const SANDBOX_PATH = '/sandbox/demo';

export interface ServerOptions {
  /** Built app to serve; absent in dev, where Vite serves it. */
  distDir?: string;
  upstreams?: string;
  sandbox?: SandboxOptions;
  proxyTimeoutMs?: number;
  fetch?: typeof fetch;
}

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' https: data:",
  "connect-src 'self' https: http://127.0.0.1:* http://localhost:*",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export function createServerApp(options: ServerOptions = {}) {
  const rules = parseUpstreams(options.upstreams);
  const sandbox = createSandboxApp(options.sandbox);
  const app = new Hono();

  app.get('/api/slotboard/config', (c) =>
    c.json({ sandboxPath: SANDBOX_PATH, upstreams: describeRules(rules) }),
  );
  app.route(SANDBOX_PATH, sandbox);
  app.all(
    '/proxy/*',
    proxyHandler({ rules, timeoutMs: options.proxyTimeoutMs ?? 20_000, fetch: options.fetch ?? globalThis.fetch }),
  );
  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404));

  const dist = options.distDir;
  if (dist) {
    const indexPath = join(dist, 'index.html');
    app.use('*', async (c, next) => {
      await next();
      if (c.res.headers.get('content-type')?.includes('text/html')) c.res.headers.set('Content-Security-Policy', CSP);
      c.res.headers.set('X-Content-Type-Options', 'nosniff');
      c.res.headers.set('Referrer-Policy', 'no-referrer');
    });
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
  return Object.assign(app, { sandbox });
}

export function optionsFromEnv(env: NodeJS.ProcessEnv): ServerOptions {
  return {
    upstreams: env.SLOTBOARD_UPSTREAMS,
    sandbox: {
      apiKey: env.SANDBOX_API_KEY || undefined,
      pagination: env.SANDBOX_PAGINATION === 'page-one' ? 'page-one' : 'all',
      seed: { meetings: env.SANDBOX_MEETINGS ? Number(env.SANDBOX_MEETINGS) : undefined },
    },
  };
}
