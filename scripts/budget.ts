import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { COMPILE_HINT } from './compile-hints';

// Bundle budget (npm run check): the JavaScript and CSS a browser must load to paint the first
// screen, gzip-compressed. That is what the built page asks for itself (its module script, module
// preloads and style sheets: the entry, React's renderer and the app with the screen "/" lands on,
// src/main.tsx) and everything those files import statically, read from Vite's manifest.

// JS: never above what the first screen weighed when the goal was set (decision 0020), 133.8 kB. The budget was 140 kB until
// the forms moved to zod/mini (decision 0004) and the first screen went under 129 kB.
export const BUDGET = { js: 133.8 * 1024, css: 20 * 1024 };

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** The files the page's HTML names: module scripts, module preloads and style sheets. */
export function pageFiles(html: string): string[] {
  const files: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const ref = /\b(?:src|href)="\/?([^"]+)"/.exec(tag)?.[1];
    const eager = /type="module"/.test(tag) || /rel="(modulepreload|stylesheet)"/.test(tag);
    if (ref && eager && /\.(js|css)$/.test(ref)) files.push(ref);
  }
  return files;
}

export function firstScreenFiles(manifest: Record<string, ManifestChunk>, eager: string[]) {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  for (const file of eager) {
    if (file.endsWith('.css')) {
      css.add(file);
      continue;
    }
    const key = byFile.get(file);
    if (!key) throw new Error(`${file} is named by the page but not in the build manifest`);
    visit(key);
  }
  return { js: [...js], css: [...css] };
}

export function measure(distDir: string) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const files = firstScreenFiles(manifest, pageFiles(readFileSync(join(distDir, 'index.html'), 'utf8')));
  const size = (f: string) => gzipSync(readFileSync(join(distDir, f)), { level: 9 }).length;
  return {
    js: files.js.map((f) => ({ file: f, gzip: size(f) })),
    css: files.css.map((f) => ({ file: f, gzip: size(f) })),
  };
}

/** The build's JavaScript files that do not begin with V8's compile hint (scripts/compile-hints.ts). */
export function unhinted(distDir: string): string[] {
  const assets = join(distDir, 'assets');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js') && !readFileSync(join(assets, f), 'utf8').startsWith(COMPILE_HINT))
    .map((f) => `assets/${f}`);
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
  const missing = unhinted(dist);
  if (missing.length > 0) {
    console.error(`Without the compile hint: ${missing.join(', ')}`);
    process.exit(1);
  }
}
