import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { createAdaptorServer } from '@hono/node-server';
import { ConfigError, describeRecord, openness, recordFromEnv } from '../server/env.ts';
import { SharedRecord } from '../server/record/shared-record.ts';
import { cutSlowReaders, DEFAULT_DRAIN_MS, DEFAULT_WRITE_IDLE_MS, drainOnSignal, listen } from '../server/lifecycle.ts';
import { createSlotboardApp, optionsFromEnv, SANDBOX_PATH } from './app.ts';

// `npm start` (as `node dist-server/start.mjs`, built by server/build.mjs) and a deployment: build
// the app when its sources are newer than the build, then serve on HOST:PORT (127.0.0.1:4173 by
// default). Also runs from source (`npx tsx serve/start.ts`).
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
  const sources = Math.max(
    ...['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'].map((p) => newest(join(root, p))),
  );
  if (built < sources) {
    console.log(built ? 'Sources changed since the last build: building…' : 'No build yet: building…');
    execFileSync(
      process.execPath,
      [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', dist, '--emptyOutDir'],
      { cwd: root, stdio: 'inherit' },
    );
  }
}

const ms = (value: string | undefined, fallback: number) =>
  value && Number.isFinite(Number(value)) && Number(value) >= 0 ? Number(value) : fallback;
const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT ?? 4173);
let options: ReturnType<typeof optionsFromEnv>;
let access: string;
let recordAt: string | undefined;
try {
  options = { ...optionsFromEnv(process.env), distDir: dist };
  access = openness(host, options, process.env);
  const recordConfig = recordFromEnv(process.env);
  if (recordConfig) {
    recordAt = describeRecord(recordConfig);
    options.record = await SharedRecord.open(recordConfig).catch((error: Error) => {
      throw new ConfigError(`the shared record (${recordAt}) cannot be opened: ${error.message}`);
    });
    options.record.keepRetention();
  }
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Slotboard cannot start: ${error.message}`);
  process.exit(1);
}
const app = createSlotboardApp(options);
const server = createAdaptorServer({ fetch: app.fetch }) as Server;
// Slow clients: headers within 15 s, the whole request within 30 s (bodies also have their own 10 s limit).
server.headersTimeout = 15_000;
server.requestTimeout = 30_000;
cutSlowReaders(server, ms(process.env.SLOTBOARD_WRITE_IDLE_MS, DEFAULT_WRITE_IDLE_MS));
drainOnSignal(server, ms(process.env.SLOTBOARD_DRAIN_MS, DEFAULT_DRAIN_MS));

const at = await listen(server, host, port);
const shown =
  at.host === '0.0.0.0' || at.host === '::' ? '127.0.0.1' : at.host.includes(':') ? `[${at.host}]` : at.host;
if (at.host !== host) console.log(`No IPv6 on this machine: listening on ${at.host} instead of ${host}.`);
console.log(`Slotboard:          http://${shown}:${at.port}`);
console.log(access);
console.log(
  recordAt
    ? `Shared record:      ${recordAt}, kept ${options.record!.retentionDays} days`
    : 'Shared record:      none (Activity is each browser’s own; set SLOTBOARD_RECORD_FILE or DATABASE_URL)',
);
if (options.sandbox !== false) {
  console.log(
    `Sandbox workspace:  http://${shown}:${at.port}${SANDBOX_PATH} (key: ${process.env.SANDBOX_API_KEY || 'sandbox-demo-key'})`,
  );
}
