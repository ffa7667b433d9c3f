import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

// V8's explicit compile hint (Chromium 136 and later; decision 0020). A file that begins
// with this comment has every function compiled as it is downloaded, on a background thread, instead
// of each one being compiled on the page's thread the first time it is called. The app's files are
// its screens' code, split so that each file is asked for when its screen needs it: most of what a
// file holds runs in the render that loaded it. Measured on the first row of the links page and the
// team board's first strip. Other browsers read it as a comment.

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

interface Chunk {
  type: 'chunk' | 'asset';
  fileName: string;
  code?: string;
  sourcemapFileName?: string | null;
}

/** Puts the hint on the chunk's first line; true if it did (false for assets, or a chunk that has it). */
export function hintChunk(chunk: Chunk): boolean {
  if (chunk.type !== 'chunk' || chunk.code === undefined || chunk.code.startsWith(COMPILE_HINT)) return false;
  chunk.code = COMPILE_HINT + chunk.code;
  return true;
}

/** A source map's text for its code moved down one line: every mapping still points at what it maps. */
export function shiftedMap(text: string): string {
  const map = JSON.parse(text) as { mappings: string };
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}

/** Adds the hint to every JavaScript file of the build (after minifying, which would drop it). */
export function compileHints(): Plugin {
  const maps: string[] = [];
  return {
    name: 'slotboard-compile-hints',
    apply: 'build',
    // The files' hashed names change with the hint: a file whose bytes change must change its name,
    // or a browser that cached it for a year (the server sends `immutable`) keeps the old bytes.
    augmentChunkHash: () => COMPILE_HINT,
    generateBundle: {
      order: 'post',
      handler(options, bundle) {
        maps.length = 0;
        // A map inside the file is already written at its end; moving it is not worth the code, and
        // a file whose map is off by a line misleads whoever reads a profile. Such a build goes
        // without the hint (npm run check would say so).
        if (options.sourcemap === 'inline') {
          this.warn('No compile hints with inline source maps.');
          return;
        }
        const files = bundle as unknown as Record<string, Chunk>;
        for (const chunk of Object.values(files))
          if (hintChunk(chunk)) maps.push(chunk.sourcemapFileName ?? `${chunk.fileName}.map`);
      },
    },
    // The bundler writes a chunk's source map from its own copy, not from the chunk handed to
    // generateBundle, so the maps written beside the files are moved down here.
    writeBundle(options) {
      if (!options.dir || !options.sourcemap) return;
      for (const name of maps) {
        const file = join(options.dir, name);
        if (existsSync(file)) writeFileSync(file, shiftedMap(readFileSync(file, 'utf8')));
      }
    },
  };
}
