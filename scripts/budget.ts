import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

// Bundle budget (npm run check): the JavaScript and CSS a browser must load to paint the first
// screen, gzip-compressed, read from Vite's manifest: the entry with its static imports, plus the
// lazy chunk of the screen "/" lands on.

export const BUDGET = { js: 140 * 1024, css: 20 * 1024 };
/**
 * Lazy modules of the screen "/" lands on: their chunks are part of the first paint. Empty while
 * that screen is part of the entry itself.
 */
export const LANDING_MODULES: string[] = [];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export function firstScreenFiles(manifest: Record<string, ManifestChunk>, landing: string[]) {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  for (const key of landing) {
    if (!manifest[key]) throw new Error(`${key} is not in the build manifest: update LANDING_MODULES`);
    visit(key);
  }
  return { js: [...js], css: [...css] };
}

export function measure(distDir: string, landing = LANDING_MODULES) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const files = firstScreenFiles(manifest, landing);
  const size = (f: string) => gzipSync(readFileSync(join(distDir, f)), { level: 9 }).length;
  return {
    js: files.js.map((f) => ({ file: f, gzip: size(f) })),
    css: files.css.map((f) => ({ file: f, gzip: size(f) })),
  };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = resolve(import.meta.dirname, '../dist');
  const result = measure(dist);
  const jsTotal = result.js.reduce((n, f) => n + f.gzip, 0);
  const cssTotal = result.css.reduce((n, f) => n + f.gzip, 0);
  for (const f of [...result.js, ...result.css]) console.log(`  ${kb(f.gzip).padStart(9)}  ${f.file}`);
  console.log(`First screen JS:  ${kb(jsTotal)} gzip (budget ${kb(BUDGET.js)})`);
  console.log(`First screen CSS: ${kb(cssTotal)} gzip (budget ${kb(BUDGET.css)})`);
  if (jsTotal > BUDGET.js || cssTotal > BUDGET.css) {
    console.error('Over the bundle budget.');
    process.exit(1);
  }
}
