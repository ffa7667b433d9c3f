import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, hintChunk, shiftedMap } from './compile-hints';

const MAP = JSON.stringify({ version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA;AACA' });

// The plugin's hooks as the bundler calls them (generateBundle is an object with its order).
const hooks = () => {
  const plugin = compileHints();
  const warnings: string[] = [];
  const handler = (plugin.generateBundle as { handler: (this: unknown, o: unknown, b: unknown) => void }).handler;
  const generate = (options: { sourcemap?: unknown }, bundle: unknown) =>
    handler.call({ warn: (m: string) => warnings.push(m) }, options, bundle);
  const write = plugin.writeBundle as (o: { dir?: string; sourcemap?: unknown }) => void;
  return { generate, write, warnings };
};

describe('compile hints', () => {
  it('puts the hint on the first line of a chunk, once', () => {
    const chunk = { type: 'chunk' as const, fileName: 'assets/a.js', code: 'export const a=1;' };
    expect(hintChunk(chunk)).toBe(true);
    expect(hintChunk(chunk)).toBe(false);
    expect(chunk.code).toBe(`${COMPILE_HINT}export const a=1;`);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });

  it('moves a source map down by the hint’s line and keeps the rest of it', () => {
    expect(JSON.parse(shiftedMap(MAP))).toEqual({ ...JSON.parse(MAP), mappings: ';AAAA;AACA' });
  });

  it('moves the written map of every chunk it hinted, and only those', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hints-'));
    writeFileSync(join(dir, 'a.js.map'), MAP);
    writeFileSync(join(dir, 'b.js.map'), MAP);
    const { generate, write } = hooks();
    const bundle = {
      'a.js': { type: 'chunk', fileName: 'a.js', code: 'a', sourcemapFileName: 'a.js.map' },
      'b.js': { type: 'chunk', fileName: 'b.js', code: `${COMPILE_HINT}b`, sourcemapFileName: 'b.js.map' },
    };
    generate({ sourcemap: true }, bundle);
    write({ dir, sourcemap: true });
    expect(bundle['a.js'].code).toBe(`${COMPILE_HINT}a`);
    expect(JSON.parse(readFileSync(join(dir, 'a.js.map'), 'utf8')).mappings).toBe(';AAAA;AACA');
    expect(readFileSync(join(dir, 'b.js.map'), 'utf8')).toBe(MAP);
  });

  it('leaves a map alone when the build writes none (a file left from another build), and copes with one missing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hints-'));
    writeFileSync(join(dir, 'a.js.map'), MAP);
    const { generate, write } = hooks();
    generate(
      { sourcemap: false },
      {
        'a.js': { type: 'chunk', fileName: 'a.js', code: 'a' },
        'b.js': { type: 'chunk', fileName: 'b.js', code: 'b' },
      },
    );
    write({ dir, sourcemap: false });
    expect(readFileSync(join(dir, 'a.js.map'), 'utf8')).toBe(MAP);
    write({ dir, sourcemap: true });
    expect(JSON.parse(readFileSync(join(dir, 'a.js.map'), 'utf8')).mappings).toBe(';AAAA;AACA');
  });

  it('does not hint a build whose maps are inside its files, and says so', () => {
    const { generate, warnings } = hooks();
    const bundle = {
      'a.js': { type: 'chunk', fileName: 'a.js', code: 'a\n//# sourceMappingURL=data:application/json;base64,e30=' },
    };
    generate({ sourcemap: 'inline' }, bundle);
    expect(bundle['a.js'].code.startsWith(COMPILE_HINT)).toBe(false);
    expect(warnings).toEqual(['No compile hints with inline source maps.']);
  });

  it('changes the files’ hashed names with the hint, in the build', async () => {
    expect((compileHints().augmentChunkHash as () => string)()).toBe(COMPILE_HINT);
    const config = (await import('../vite.config')).default as { plugins: unknown[] };
    const names = (config.plugins.flat() as { name?: string }[]).map((p) => p.name);
    expect(names).toContain(compileHints().name);
  });
});
