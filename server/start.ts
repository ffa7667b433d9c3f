import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createServerApp, optionsFromEnv, SANDBOX_PATH } from './app.ts';

// `npm start`: build when the sources are newer than the build, then serve on HOST:PORT
// (127.0.0.1:4173 by default).
const root = resolve(import.meta.dirname, '..');
// SLOTBOARD_DIST lets parallel test runs (several work trees or agents) build apart.
const dist = process.env.SLOTBOARD_DIST ? resolve(process.env.SLOTBOARD_DIST) : join(root, 'dist');

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

// A container image holds the build and no sources: there is nothing to build from.
if (existsSync(join(root, 'src'))) {
  const built = newest(join(dist, 'index.html'));
  const sources = Math.max(...['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'].map((p) => newest(join(root, p))));
  if (built < sources) {
    console.log(built ? 'Sources changed since the last build: building…' : 'No build yet: building…');
    execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', dist, '--emptyOutDir'], { cwd: root, stdio: 'inherit' });
  }
}

const hostname = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT ?? 4173);
const options = { ...optionsFromEnv(process.env), distDir: dist };
const app = createServerApp(options);
const server = serve({ fetch: app.fetch, hostname, port }, (info) => {
  const shown = hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname;
  console.log(`Slotboard:          http://${shown}:${info.port}`);
  if (options.sandbox !== false) {
    console.log(`Sandbox workspace:  http://${shown}:${info.port}${SANDBOX_PATH} (key: ${process.env.SANDBOX_API_KEY || 'sandbox-demo-key'})`);
  }
}) as Server;
// Slow clients: headers within 15 s, the whole request within 30 s (bodies also have their own 10 s limit).
server.headersTimeout = 15_000;
server.requestTimeout = 30_000;

// SIGTERM (a container stop, a rolling deploy): stop accepting, let requests in flight finish.
let stopping = false;
// While stopping, every answer still to be sent tells the client (a load balancer keeps connections
// open) not to reuse its connection.
const unanswered = new Set<ServerResponse>();
const closeAfter = (res: ServerResponse) => {
  if (!res.headersSent) res.setHeader('Connection', 'close');
};
server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
  if (stopping) return closeAfter(res);
  unanswered.add(res);
  res.on('close', () => unanswered.delete(res));
});
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing requests in flight, then stopping…`);
  unanswered.forEach(closeAfter);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  // A kept-alive connection goes idle when its answer ends: closed then, not after its idle timeout.
  setInterval(() => server.closeIdleConnections(), 100).unref();
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, 10_000).unref();
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
