import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createServerApp, optionsFromEnv, SANDBOX_PATH } from './app.ts';

// `npm start`: build when the sources are newer than the build, then serve on 127.0.0.1.
const root = resolve(import.meta.dirname, '..');
// SLOTBOARD_DIST lets parallel test runs (several work trees or agents) build apart.
const dist = process.env.SLOTBOARD_DIST ? resolve(process.env.SLOTBOARD_DIST) : join(root, 'dist');

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const built = newest(join(dist, 'index.html'));
const sources = Math.max(...['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'].map((p) => newest(join(root, p))));
if (built < sources) {
  console.log(built ? 'Sources changed since the last build: building…' : 'No build yet: building…');
  execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', dist, '--emptyOutDir'], { cwd: root, stdio: 'inherit' });
}

const port = Number(process.env.PORT ?? 4173);
const app = createServerApp({ ...optionsFromEnv(process.env), distDir: dist });
serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, (info) => {
  console.log(`Slotboard:          http://127.0.0.1:${info.port}`);
  console.log(`Sandbox workspace:  http://127.0.0.1:${info.port}${SANDBOX_PATH} (key: ${process.env.SANDBOX_API_KEY || 'sandbox-demo-key'})`);
});
