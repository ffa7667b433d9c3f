import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expandBraces, listFiles, missingPaths, namedPaths, pathExists } from './doc-paths';

const ROOT = join(import.meta.dirname, '..');

describe('namedPaths', () => {
  it('finds paths from the root and from src/, in code spans and in prose, without the full stop after them', () => {
    const text =
      'See `src/lib/csv.ts`, then sandbox/app.ts. The rule is in features/team-board/holiday-plan.ts; e2e/writes.spec.ts too.';
    expect(namedPaths(text)).toEqual([
      'src/lib/csv.ts',
      'sandbox/app.ts',
      'features/team-board/holiday-plan.ts',
      'e2e/writes.spec.ts',
    ]);
  });

  it('leaves out addresses and URLs whose path only looks like a folder', () => {
    expect(namedPaths('GET /api/external/v1/meetings and https://example.com/lib/x.js and @/lib/csv')).toEqual([]);
  });

  it('keeps a glob and a brace list whole', () => {
    expect(namedPaths('`src/features/**/*.ts` and `src/features/meetings/{prefetch,every-link}.ts`')).toEqual([
      'src/features/**/*.ts',
      'src/features/meetings/{prefetch,every-link}.ts',
    ]);
  });
});

describe('expandBraces', () => {
  it('gives one path per choice, for every brace list', () => {
    expect(expandBraces('a/{b,c}/{d,e}.ts')).toEqual(['a/b/d.ts', 'a/b/e.ts', 'a/c/d.ts', 'a/c/e.ts']);
    expect(expandBraces('a/b.ts')).toEqual(['a/b.ts']);
  });
});

describe('pathExists', () => {
  const root = mkdtempSync(join(tmpdir(), 'doc-paths-'));
  mkdirSync(join(root, 'src/lib/time'), { recursive: true });
  writeFileSync(join(root, 'src/lib/csv.ts'), '');
  writeFileSync(join(root, 'src/lib/time/clock.ts'), '');
  const files = () => listFiles(root);

  it('takes a file, a folder, a module named without its extension, and a path from src/', () => {
    for (const path of ['src/lib/csv.ts', 'src/lib/time/', 'src/lib/csv', 'lib/time/clock.ts', 'lib/csv']) {
      expect(pathExists(root, path, files), path).toBe(true);
    }
  });

  it('refuses a file that is not there, and a brace list with one choice missing', () => {
    expect(pathExists(root, 'src/lib/gone.ts', files)).toBe(false);
    expect(pathExists(root, 'lib/gone', files)).toBe(false);
    expect(pathExists(root, 'src/lib/{csv,gone}.ts', files)).toBe(false);
  });

  it('takes a glob that matches a file, refuses one that matches none', () => {
    expect(pathExists(root, 'src/lib/**/*.ts', files)).toBe(true);
    expect(pathExists(root, 'src/lib/*/clock.ts', files)).toBe(true);
    expect(pathExists(root, 'src/lib/*.tsx', files)).toBe(false);
    expect(pathExists(root, 'src/api/**', files)).toBe(false);
  });
});

describe('the docs', () => {
  let cache: string[] | undefined;
  const files = () => (cache ??= listFiles(ROOT));
  const docs = ['README.md', ...listFiles(ROOT, join(ROOT, 'docs')).filter((file) => file.endsWith('.md'))];

  it('are all read', () => {
    expect(docs).toContain('docs/architecture.md');
    expect(docs.filter((doc) => doc.startsWith('docs/decisions/')).length).toBeGreaterThan(20);
  });

  it.each(docs)('%s names only files that exist', (doc) => {
    expect(missingPaths(ROOT, doc, files)).toEqual([]);
  });
});
