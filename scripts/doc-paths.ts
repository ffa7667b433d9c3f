import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// A record that names a file which has since moved sends the reader nowhere. The docs name files
// from the repository's root (`src/lib/csv.ts`) or, for the app's own code, from `src/`
// (`features/team-board/holiday-plan.ts`, `lib/csv`): both are checked against the files there.

/** Folders at the root of the repository whose files the docs name by their full path. */
const ROOT_FOLDERS = ['src', 'sandbox', 'server', 'serve', 'http-guards', 'e2e', 'scripts', 'bench', 'contracts'];
/** Folders of `src/` that the docs name without the `src/` in front. */
const SRC_FOLDERS = ['lib', 'api', 'domain', 'features', 'components', 'app', 'testing'];

const PATH = new RegExp(String.raw`(?<![\w./@-])(?:${[...ROOT_FOLDERS, ...SRC_FOLDERS].join('|')})/[\w./*{},@-]*`, 'g');

/** The paths a text names, as written (a trailing full stop or comma is not part of them). */
export function namedPaths(text: string): string[] {
  const found = new Set<string>();
  for (const [match] of text.matchAll(PATH)) {
    // A brace list ends with "}", so only a stray one is cut; a placeholder (`<name>`) stops the match.
    const path = match.replace(/[.,:]+$/, '');
    if (path.endsWith('/') && path.split('/').length === 2 && !path.startsWith('src/')) continue;
    found.add(path);
  }
  return [...found];
}

/** `a/{b,c}.ts` as `a/b.ts` and `a/c.ts`. */
export function expandBraces(path: string): string[] {
  const open = path.indexOf('{');
  const close = path.indexOf('}', open);
  if (open < 0 || close < 0) return [path];
  const [before, after] = [path.slice(0, open), path.slice(close + 1)];
  return path
    .slice(open + 1, close)
    .split(',')
    .flatMap((part) => expandBraces(before + part + after));
}

function globToRegExp(glob: string): RegExp {
  const source = glob
    .split(/(\*\*\/|\*\*|\*)/)
    .map((piece) => {
      if (piece === '**/') return '(?:.*/)?';
      if (piece === '**') return '.*';
      if (piece === '*') return '[^/]*';
      return piece.replace(/[.+?^$()[\]\\|]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}/?$`);
}

/** Every file and folder under `root`, relative to it, without dependencies, builds and reports. */
export function listFiles(root: string, dir = root, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || ['node_modules', 'reports'].includes(entry.name) || entry.name.startsWith('dist'))
      continue;
    const full = join(dir, entry.name);
    out.push(relative(root, full));
    if (entry.isDirectory()) listFiles(root, full, out);
  }
  return out;
}

/**
 * Whether `path` (one of `namedPaths`) names something in the repository at `root`: a file or
 * folder, a module named without its extension, or a glob that matches at least one file.
 */
export function pathExists(root: string, path: string, files: () => string[]): boolean {
  const fromRoot = ROOT_FOLDERS.some((folder) => path.startsWith(`${folder}/`)) ? path : `src/${path}`;
  return expandBraces(fromRoot).every((one) => {
    if (one.includes('*')) {
      const pattern = globToRegExp(one);
      return files().some((file) => pattern.test(file));
    }
    return ['', '.ts', '.tsx'].some((ext) => existsSync(join(root, one + ext)));
  });
}

/** The paths a markdown file names that are not in the repository. */
export function missingPaths(root: string, markdownFile: string, files: () => string[]): string[] {
  const text = readFileSync(join(root, markdownFile), 'utf8');
  return namedPaths(text).filter((path) => !pathExists(root, path, files));
}
