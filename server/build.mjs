// Builds the server (serve/start.ts: the server with the sandbox it may mount) into one plain JavaScript file,
// dist-server/start.mjs, with its packages inside: `node dist-server/start.mjs` then compiles
// nothing, writes nothing and needs no node_modules, so it runs in a read-only container.
// Plain JavaScript itself, so that `npm start` can run it before anything is built.
//   node server/build.mjs            build
//   node server/build.mjs --if-stale build only when a source is newer than the build
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import process from 'node:process';
/* global console */

const root = resolve(import.meta.dirname, '..');
export const SERVER_OUT = join(root, 'dist-server', 'start.mjs');
const SOURCES = ['serve', 'server', 'sandbox', 'http-guards', 'package-lock.json'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return /\.test\.ts$/.test(path) ? 0 : stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

export function serverBuildIsStale() {
  return newest(SERVER_OUT) < Math.max(...SOURCES.map((p) => newest(join(root, p))));
}

export async function buildServer() {
  // esbuild comes with Vite and tsx (both already installed); imported only when a build is due.
  const { build } = await import('esbuild');
  await build({
    entryPoints: [join(root, 'serve', 'start.ts')],
    outfile: SERVER_OUT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // A bundled CommonJS package may still call require(): give it Node's.
    banner: {
      js: "import { createRequire as __slotboardRequire } from 'node:module'; const require = __slotboardRequire(import.meta.url);",
    },
    // The shared record's SQLite driver is a native addon, loaded from node_modules when a record
    // file is configured (decision 0031); pg's optional native binding is never used.
    external: ['better-sqlite3', 'pg-native'],
    logLevel: 'warning',
    legalComments: 'none',
  });
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  if (process.argv.includes('--if-stale') && !serverBuildIsStale()) process.exit(0);
  await buildServer();
  console.log(`Server built: ${SERVER_OUT}`);
}
