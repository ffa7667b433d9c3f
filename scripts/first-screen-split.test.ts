import { describe, expect, it } from 'vitest';
import { laterModules, preloadTags } from './first-screen-split';

const APP = '/repo/src/app/app.tsx';

describe('laterModules', () => {
  it('passes an entry of the start’s own modules, style sheets included', () => {
    expect(
      laterModules(
        [
          '/repo/src/main.tsx',
          '/repo/src/app/start.ts',
          '/repo/node_modules/zod/v4/core/core.js',
          '/repo/node_modules/@mantine/core/styles/global.css',
        ],
        APP,
      ),
    ).toEqual([]);
  });

  it('names React, its renderer, Mantine and the app file, with either kind of slash', () => {
    const ids = [
      '/repo/node_modules/react/index.js',
      'C:\\repo\\node_modules\\react-dom\\client.js',
      '/repo/node_modules/@mantine/core/esm/components/Button/Button.mjs',
      APP,
      '/repo/node_modules/@tanstack/react-query/build/modern/index.js',
    ];
    expect(laterModules(ids, APP)).toEqual(ids.slice(0, 4));
  });
});

describe('preloadTags', () => {
  it('preloads the named chunks with their style sheets, and nothing else', () => {
    const bundle = {
      'assets/react.js': {
        type: 'chunk' as const,
        name: 'react',
        fileName: 'assets/react.js',
        viteMetadata: { importedCss: new Set<string>() },
      },
      'assets/app.js': {
        type: 'chunk' as const,
        name: 'first-screen',
        fileName: 'assets/app.js',
        viteMetadata: { importedCss: new Set(['assets/app.css']) },
      },
      'assets/board.js': { type: 'chunk' as const, name: 'board', fileName: 'assets/board.js' },
      'assets/app.css': { type: 'asset' as const, fileName: 'assets/app.css' },
    };
    expect(preloadTags(bundle, ['react', 'first-screen']).map((t) => `${t.attrs.rel} ${t.attrs.href}`)).toEqual([
      'modulepreload /assets/react.js',
      'modulepreload /assets/app.js',
      'stylesheet /assets/app.css',
    ]);
  });
});
