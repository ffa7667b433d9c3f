import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Slotboard loads only the CSS of the Mantine components it uses (styles.ts, or the screen's own
// file for a lazy screen). A component used without its CSS renders unstyled and nothing fails:
// Tabs ran together ("Team boardCreated from this browser"), tables lost their lines, and the
// pick-dates highlight sat off its label (FloatingIndicator, used inside SegmentedControl).

const root = resolve(import.meta.dirname, '..');
const stylesDir = resolve(root, '../node_modules/@mantine/core/styles');

/** Components that draw with another component's CSS, beyond the one named like them. */
const ALSO_NEEDS: Record<string, string[]> = { SegmentedControl: ['FloatingIndicator'] };

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('Mantine styles', () => {
  it('every Mantine component used has its CSS imported', () => {
    const files = sources(root).map((path) => readFileSync(path, 'utf8'));
    const imported = new Set(
      files.flatMap((text) => [...text.matchAll(/@mantine\/core\/styles\/(\w+)\.css/g)].map((m) => m[1]!)),
    );
    const used = new Set(
      files.flatMap((text) =>
        [...text.matchAll(/import\s*\{([^}]+)\}\s*from\s*'@mantine\/core'/g)].flatMap((m) =>
          m[1]!
            .split(',')
            .map((name) => name.trim())
            .filter((name) => /^[A-Z]/.test(name)),
        ),
      ),
    );
    const needed = [...used]
      .flatMap((name) => [name, ...(ALSO_NEEDS[name] ?? [])])
      .filter((name) => existsSync(join(stylesDir, `${name}.css`)));
    expect(needed.length).toBeGreaterThan(20);
    expect(needed.filter((name) => !imported.has(name)).sort()).toEqual([]);
  });
});
