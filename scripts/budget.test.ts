import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstScreenFiles, pageFiles, unhinted } from './budget';
import { COMPILE_HINT } from './compile-hints';

describe('pageFiles', () => {
  it('takes the module script, module preloads and style sheets, not icons or lazy chunks', () => {
    const html = `<head>
      <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
      <script type="module" crossorigin src="/assets/index.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react.js">
      <link rel="stylesheet" crossorigin href="/assets/index.css">
      <link rel="prefetch" href="/assets/later.js">
    </head>`;
    expect(pageFiles(html)).toEqual(['assets/index.js', 'assets/react.js', 'assets/index.css']);
  });
});

describe('firstScreenFiles', () => {
  const manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_shared.js'],
      dynamicImports: ['src/lazy.tsx', '_app.js'],
      css: ['assets/index.css'],
    },
    '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
    'src/lazy.tsx': { file: 'assets/lazy.js', imports: ['_heavy.js'] },
    '_heavy.js': { file: 'assets/heavy.js' },
    '_app.js': { file: 'assets/app.js', imports: ['_shared.js', '_table.js'] },
    '_table.js': { file: 'assets/table.js' },
  };

  it('counts what the page names and their static imports, not other lazy chunks', () => {
    expect(firstScreenFiles(manifest, ['assets/index.js', 'assets/app.js', 'assets/app.css'])).toEqual({
      js: ['assets/index.js', 'assets/shared.js', 'assets/app.js', 'assets/table.js'],
      css: ['assets/index.css', 'assets/shared.css', 'assets/app.css'],
    });
  });

  it('refuses a file the build manifest does not have', () => {
    expect(() => firstScreenFiles(manifest, ['assets/gone.js'])).toThrow(/not in the build manifest/);
  });
});

describe('unhinted', () => {
  it('names the built scripts that lost the compile hint, not style sheets', () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets/a.js'), `${COMPILE_HINT}a`);
    writeFileSync(join(dist, 'assets/b.js'), `b\n${COMPILE_HINT}`);
    writeFileSync(join(dist, 'assets/c.css'), 'c{}');
    expect(unhinted(dist)).toEqual(['assets/b.js']);
  });
});
