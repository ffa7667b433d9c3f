import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../e2e/browser.ts';

// e2e/browser.ts repeats Playwright's own --disable-features list before its additions, because
// Chromium keeps only the last --disable-features. If Playwright's list grows, ours must too.
describe('the browser flags of the journeys', () => {
  it('disable every feature Playwright disables, and the omnibox popup pages', () => {
    const core = dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
    const bundle = readFileSync(join(core, 'lib', 'coreBundle.js'), 'utf8');
    const start = bundle.indexOf('disabledFeatures = [');
    expect(start, "Playwright's disabled features list was not found in playwright-core").toBeGreaterThan(-1);
    const list = bundle.slice(start, bundle.indexOf(']', start));
    const theirs = [...list.matchAll(/"(\w+)"/g)].map((m) => m[1]!);
    expect(theirs.length).toBeGreaterThan(5);
    const flag = chromiumLaunchOptions.args.filter((a) => a.startsWith('--disable-features='));
    expect(flag).toHaveLength(1);
    const ours = flag[0]!.slice('--disable-features='.length).split(',');
    expect(theirs.filter((f) => !ours.includes(f))).toEqual([]);
    expect(ours).toEqual(
      expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup']),
    );
  });
});
