import { describe, expect, it } from 'vitest';
import { firstScreenFiles } from './budget';

describe('firstScreenFiles', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'], dynamicImports: ['src/lazy.tsx', 'src/landing.tsx'], css: ['assets/index.css'] },
    '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
    'src/lazy.tsx': { file: 'assets/lazy.js', imports: ['_heavy.js'] },
    '_heavy.js': { file: 'assets/heavy.js' },
    'src/landing.tsx': { file: 'assets/landing.js', imports: ['_shared.js', '_table.js'] },
    '_table.js': { file: 'assets/table.js' },
  };

  it('counts the entry, its static imports and the landing chunk, not other lazy chunks', () => {
    expect(firstScreenFiles(manifest, ['src/landing.tsx'])).toEqual({
      js: ['assets/index.js', 'assets/shared.js', 'assets/landing.js', 'assets/table.js'],
      css: ['assets/index.css', 'assets/shared.css'],
    });
  });

  it('refuses a landing module the build does not have', () => {
    expect(() => firstScreenFiles(manifest, ['src/gone.tsx'])).toThrow(/not in the build manifest/);
  });
});
