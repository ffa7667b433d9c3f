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

/**
 * Drags across the whole week (Monday midnight to Sunday 11:45 PM, 15-minute cells) and times every
 * pointermove: the handlers alone (capture to bubble on window) and the handler plus React's render
 * up to the next frame.
 */
async function dragTiming(page: Page, base: string) {
  await page.goto(`${base}/availabilities/new`);
  const grid = page.getByRole('grid', { name: 'Weekly availability' });
  await grid.waitFor();
  await page.evaluate(() => {
    const w = window as unknown as { __moves: { handler: number; frame: number }[]; __slow: number[] };
    w.__moves = [];
    w.__slow = [];
    // The browser's own measure, from input to the next paint; it reports only events of 16 ms or more.
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === 'pointermove') w.__slow.push(e.duration);
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    let start = 0;
    window.addEventListener('pointermove', () => (start = performance.now()), { capture: true });
    window.addEventListener('pointermove', () => {
      const handler = performance.now() - start;
      const begun = start;
      requestAnimationFrame(() => w.__moves.push({ handler, frame: performance.now() - begun }));
    });
  });
  const first = grid.getByRole('gridcell', { name: /^Monday 12:00 AM,/ });
  const last = grid.getByRole('gridcell', { name: /^Sunday 11:45 PM,/ });
  await first.scrollIntoViewIfNeeded();
  const a = (await first.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  // The grid scrolls; move within the visible part, then to the last cell.
  const box = (await grid.boundingBox())!;
  for (let i = 1; i <= 60; i++) await page.mouse.move(a.x + ((box.width - 100) * i) / 60, a.y + (400 * i) / 60);
  await last.scrollIntoViewIfNeeded();
  const b = (await last.boundingBox())!;
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 40 });
  await page.mouse.up();
  await page.waitForTimeout(200);
  const { moves, slow } = await page.evaluate(() => {
    const w = window as unknown as { __moves: { handler: number; frame: number }[]; __slow: number[] };
    return { moves: w.__moves, slow: w.__slow };
  });
  const painted = await grid.locator('[aria-selected="true"]').count();
  return {
    count: moves.length,
    maxHandler: Math.max(...moves.map((m) => m.handler)),
    medianHandler: median(moves.map((m) => m.handler)),
    maxFrame: Math.max(...moves.map((m) => m.frame)),
    medianFrame: median(moves.map((m) => m.frame)),
    painted,
    slow,
  };
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
  const dragPage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const drag = await dragTiming(dragPage, server.base);
  await dragPage.close();

  console.log('\nSlotboard bench: sandbox with 10,000 scheduling links, Chromium, median of', RUNS, 'cold loads\n');
  console.log(`First screen bundle      JS ${(js / 1024).toFixed(1)} kB gzip, CSS ${(css / 1024).toFixed(1)} kB gzip (budget 140 / 20)`);
  console.log(`First table row (cold)   Slotboard ${ms(appFirst)}  vs plain page ${ms(plainFirst)}  = ${(appFirst / plainFirst).toFixed(2)}x (goal ≤ 3x)`);
  console.log(`All view first rows      Slotboard ${ms(appAll)}  vs fetch+parse+50 rows ${ms(plainAll)}  = ${(appAll / plainAll).toFixed(2)}x (goal ≤ 1.5x)`);
  console.log(
    `Drag across the week     ${drag.count} pointermoves, longest handler ${drag.maxHandler.toFixed(1)} ms (median ${drag.medianHandler.toFixed(1)}; goal ≤ 8 ms); handler to next frame longest ${drag.maxFrame.toFixed(1)} ms; ${drag.slow.length} pointermove(s) took 16 ms or more to the next paint${drag.slow.length ? ` (longest ${Math.max(...drag.slow).toFixed(0)} ms)` : ''}; ${drag.painted} cells painted`,
  );
  console.log('Requests, journey "type a word, go to page 2, Back" (goal: one per settled change, none on Back):');
  for (const s of journey) {
    console.log(`  ${s.name.padEnd(28)} ${s.made.length} request(s): ${s.made.map((q) => decodeURIComponent(q)).join('  ') || 'none'}`);
  }
} finally {
  await browser.close();
  server.close();
}
