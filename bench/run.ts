import { execFileSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { chromium, type Browser, type Page } from '@playwright/test';
import { Hono } from 'hono';
import { chromiumLaunchOptions } from '../e2e/browser.ts';
import { measure } from '../scripts/budget.ts';
import { createServerApp } from '../server/app.ts';
import { plainPage } from './baseline.ts';

// npm run bench: figures, never pass/fail. One run against a sandbox with 10,000 links.
const ROOT = resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const KEY = 'sandbox-demo-key';

console.log('Building…');
execFileSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });

const app = createServerApp({ distDir: join(ROOT, 'dist'), sandbox: { seed: { meetings: 10_000 } } });
const bench = new Hono();
bench.get('/bench/plain-page.html', (c) => c.html(plainPage('/sandbox/demo/api/external/v2/meetings?page_number=1&page_size=30', KEY, 30, 'first')));
bench.get('/bench/plain-all.html', (c) => c.html(plainPage('/sandbox/demo/api/external/v2/meetings?page_size=100', KEY, 50, 'first')));
bench.route('/', app);
const server = await new Promise<{ base: string; close: () => void }>((done) => {
  const s = serve({ fetch: bench.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) =>
    done({ base: `http://127.0.0.1:${info.port}`, close: () => s.close() }),
  );
});

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (n: number) => `${n.toFixed(0)} ms`;

/** Milliseconds from navigation start until the selector is in the page, in a fresh (cold) context. */
async function timeTo(browser: Browser, url: string, selector: string): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForSelector(selector, { state: 'attached', timeout: 60_000 });
  const t = await page.evaluate(() => performance.now());
  await context.close();
  return t;
}

/** Medians of cold loads of two pages, alternated so both see the same state of a busy machine. */
async function paired(browser: Browser, a: [string, string], b: [string, string]) {
  await timeTo(browser, ...a); // warm the server's own caches, not the browser's
  await timeTo(browser, ...b);
  const ra: number[] = [];
  const rb: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    ra.push(await timeTo(browser, ...a));
    rb.push(await timeTo(browser, ...b));
  }
  return [median(ra), median(rb)] as const;
}

async function requestJourney(page: Page, base: string) {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/external/')) seen.push(new URL(r.url()).search);
  });
  const firstRow = '[aria-label="Scheduling links table"] tbody tr td a';
  await page.goto(`${base}/meetings`);
  await page.waitForSelector(firstRow);
  await page.waitForLoadState('networkidle');
  const step = async (name: string, act: () => Promise<void>) => {
    const before = seen.length;
    await act();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(400);
    const made = seen.slice(before);
    return { name, made };
  };
  const steps = [
    await step('type "demo" (settles once)', async () => {
      await page.getByRole('searchbox', { name: 'Name or slug' }).pressSequentially('demo', { delay: 60 });
      await page.waitForURL(/q=demo/);
      await page.waitForSelector(firstRow);
    }),
    await step('go to page 2', async () => {
      await page.getByRole('button', { name: 'Page 2', exact: true }).click();
      await page.waitForURL(/page=2/);
    }),
    await step('Back', async () => {
      await page.goBack();
      await page.waitForURL((u) => !u.search.includes('page=2'));
    }),
  ];
  return steps;
}

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const budget = measure(join(ROOT, 'dist'));
  const js = budget.js.reduce((n, f) => n + f.gzip, 0);
  const css = budget.css.reduce((n, f) => n + f.gzip, 0);

  const [appFirst, plainFirst] = await paired(
    browser,
    [`${server.base}/meetings`, '[aria-label="Scheduling links table"] tbody tr td a'],
    [`${server.base}/bench/plain-page.html`, '[data-first]'],
  );
  const [appAll, plainAll] = await paired(
    browser,
    [`${server.base}/meetings?view=all`, '[role="table"] [aria-rowindex="2"]'],
    [`${server.base}/bench/plain-all.html`, '[data-first]'],
  );

  const page = await browser.newPage();
  const journey = await requestJourney(page, server.base);
  await page.close();

  console.log('\nSlotboard bench: sandbox with 10,000 scheduling links, Chromium, median of', RUNS, 'cold loads\n');
  console.log(`First screen bundle      JS ${(js / 1024).toFixed(1)} kB gzip, CSS ${(css / 1024).toFixed(1)} kB gzip (budget 140 / 20)`);
  console.log(`First table row (cold)   Slotboard ${ms(appFirst)}  vs plain page ${ms(plainFirst)}  = ${(appFirst / plainFirst).toFixed(2)}x (goal ≤ 3x)`);
  console.log(`All view first rows      Slotboard ${ms(appAll)}  vs fetch+parse+50 rows ${ms(plainAll)}  = ${(appAll / plainAll).toFixed(2)}x (goal ≤ 1.5x)`);
  console.log('Requests, journey "type a word, go to page 2, Back" (goal: one per settled change, none on Back):');
  for (const s of journey) {
    console.log(`  ${s.name.padEnd(28)} ${s.made.length} request(s): ${s.made.map((q) => decodeURIComponent(q)).join('  ') || 'none'}`);
  }
} finally {
  await browser.close();
  server.close();
}
