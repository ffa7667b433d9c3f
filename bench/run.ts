import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { chromium, type Page } from '@playwright/test';
import { Hono } from 'hono';
import { chromiumLaunchOptions } from '../e2e/browser.ts';
import { BUDGET, measure } from '../scripts/budget.ts';
import { createSlotboardApp } from '../serve/app.ts';
import { plainPage, plainPagedPage, plainStreamPage, streamWorker } from './baseline.ts';
import { allView, firstRow, type AllView, type FirstRow } from './scale.ts';

// npm run bench: figures, never pass/fail. The screens against a sandbox with 10,000 links, then
// decision 0020's figures at each size of BENCH_SIZES. It builds into its own folder (BENCH_DIST), so it
// never touches the dist/ of a server someone else is running; BENCH_PREBUILT=<dir> skips the build.
const ROOT = resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const ALL_RUNS = Number(process.env.BENCH_ALL_RUNS ?? 3);
const SIZES = (process.env.BENCH_SIZES ?? '10000,50000,100000').split(',').map(Number);
const DIST = process.env.BENCH_PREBUILT ?? join(ROOT, process.env.BENCH_DIST ?? 'dist-bench');
/** The bare table app (bench/bare-app): React, a router, TanStack Query and a plain table. */
const BARE_DIST = join(ROOT, 'dist-bench-bare');
/** Another build whose All view is measured in turn with this one's (BENCH_ALSO=<dir>): side by side, in one spell of the machine. */
const ALSO = process.env.BENCH_ALSO;
const KEY = 'sandbox-demo-key';
const API = '/sandbox/demo/api/external/v2/meetings';

const vite = (...args: string[]) =>
  execFileSync(
    process.execPath,
    [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', ...args],
    { cwd: ROOT, stdio: 'inherit' },
  );
console.log('Building…');
if (!process.env.BENCH_PREBUILT) vite('--outDir', DIST, '--emptyOutDir');
vite('-c', 'bench/bare-app/vite.config.ts', '--outDir', BARE_DIST);
const bareJs = readdirSync(join(BARE_DIST, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .reduce((n, f) => n + gzipSync(readFileSync(join(BARE_DIST, 'assets', f)), { level: 9 }).length, 0);

async function startServer(meetings: number, distDir = DIST) {
  const app = createSlotboardApp({ distDir, sandbox: { seed: { meetings } } });
  const bench = new Hono();
  bench.get('/bench/plain-page.html', (c) => c.html(plainPage(`${API}?page_number=1&page_size=30`, KEY, 30, 'first')));
  bench.get('/bench/bare/meetings', (c) => c.html(readFileSync(join(BARE_DIST, 'index.html'), 'utf8')));
  bench.use(
    '/bench/bare/assets/*',
    serveStatic({ root: BARE_DIST, rewriteRequestPath: (path) => path.replace(/^\/bench\/bare/, '') }),
  );
  bench.get('/bench/plain-all.html', (c) => c.html(plainPage(`${API}?page_size=100`, KEY, 50, 'first')));
  bench.get('/bench/plain-paged.html', (c) => c.html(plainPagedPage(`${API}?page_size=100`, KEY, 50, 'first')));
  bench.get('/bench/plain-stream.html', (c) => c.html(plainStreamPage(`${API}?page_size=100`, KEY, 50, 'all')));
  bench.get('/bench/stream-worker.js', (c) => c.body(streamWorker, 200, { 'Content-Type': 'text/javascript' }));
  bench.use(
    '/bench/streamparser/*',
    serveStatic({
      root: join(ROOT, 'node_modules/@streamparser/json/dist/mjs'),
      rewriteRequestPath: (path) => path.replace(/^\/bench\/streamparser/, ''),
    }),
  );
  bench.route('/', app);
  return new Promise<{ base: string; close: () => void }>((done) => {
    const s = serve({ fetch: bench.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) =>
      done({ base: `http://127.0.0.1:${info.port}`, close: () => s.close() }),
    );
  });
}
const server = await startServer(10_000);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (n: number) => `${n.toFixed(0)} ms`;
const spread = (xs: number[], f = ms) => `${f(median(xs))} (${f(Math.min(...xs))}–${f(Math.max(...xs))})`;
const times = (n: number) => `${n.toFixed(2)}x`;

async function requestJourney(page: Page, base: string) {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/external/')) seen.push(new URL(r.url()).search);
  });
  const firstRow = '[aria-label="Scheduling links table"] tbody tr td a';
  // The landing's own deferred requests (the next page, the members to suggest) come after its
  // first row; they are let through before the journey starts, so no step is charged with them.
  const deferred = page.waitForRequest(/team_members/, { timeout: 30_000 });
  await page.goto(`${base}/meetings`);
  await page.waitForSelector(firstRow);
  await deferred;
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
 * Drags across the whole week (Monday midnight to the last cell of Sunday, whatever the cell size) and times every
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
  const last = grid.getByRole('gridcell', { name: /^Sunday 11:\d\d PM,/ }).last();
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
  const budget = measure(DIST);
  const js = budget.js.reduce((n, f) => n + f.gzip, 0);
  const css = budget.css.reduce((n, f) => n + f.gzip, 0);

  const page = await browser.newPage();
  const journey = await requestJourney(page, server.base);
  await page.close();
  const dragPage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const drag = await dragTiming(dragPage, server.base);
  await dragPage.close();

  console.log('\nSlotboard bench: sandbox with 10,000 scheduling links, Chromium, median of', RUNS, 'cold loads\n');
  console.log(
    `First screen bundle      JS ${(js / 1024).toFixed(1)} kB gzip, CSS ${(css / 1024).toFixed(1)} kB gzip (budget ${(BUDGET.js / 1024).toFixed(1)} / ${BUDGET.css / 1024})`,
  );
  console.log(
    `Drag across the week     ${drag.count} pointermoves, longest handler ${drag.maxHandler.toFixed(1)} ms (median ${drag.medianHandler.toFixed(1)}; goal ≤ 8 ms); handler to next frame longest ${drag.maxFrame.toFixed(1)} ms; ${drag.slow.length} pointermove(s) took 16 ms or more to the next paint${drag.slow.length ? ` (longest ${Math.max(...drag.slow).toFixed(0)} ms)` : ''}; ${drag.painted} cells painted`,
  );
  console.log('Requests, journey "type a word, go to page 2, Back" (goal: one per settled change, none on Back):');
  for (const s of journey) {
    console.log(
      `  ${s.name.padEnd(28)} ${s.made.length} request(s): ${s.made.map((q) => decodeURIComponent(q)).join('  ') || 'none'}`,
    );
  }
  server.close();
  for (const size of SIZES) await atSize(size);
} finally {
  await browser.close();
  server.close();
}

/** Decision 0020's figures at one size: cold loads of app and plain page alternated, medians (min–max). */
async function atSize(size: number) {
  const s = await startServer(size);
  try {
    const raw = (await (await fetch(`${s.base}${API}?page_size=100`, { headers: { 'X-Api-Key': KEY } })).arrayBuffer())
      .byteLength;
    // How many links the sandbox matches for a search, for the All view's filtering figure.
    const matchesFor = async (q: string) =>
      (
        (await (
          await fetch(`${s.base}${API}?search=${encodeURIComponent(q)}&page_number=1&page_size=1`, {
            headers: { 'X-Api-Key': KEY },
          })
        ).json()) as { pagination: { total_records: number } }
      ).pagination.total_records;
    const firstSel = '[aria-label="Scheduling links table"] tbody tr td a';
    await firstRow(browser, `${s.base}/meetings`, firstSel); // warm the server's caches
    const app: FirstRow[] = [];
    const plain: number[] = [];
    const bare: FirstRow[] = [];
    await firstRow(browser, `${s.base}/bench/bare/meetings`, firstSel);
    for (let i = 0; i < RUNS; i++) {
      app.push(await firstRow(browser, `${s.base}/meetings`, firstSel));
      bare.push(await firstRow(browser, `${s.base}/bench/bare/meetings`, firstSel));
      plain.push((await firstRow(browser, `${s.base}/bench/plain-page.html`, '[data-first]')).ms);
    }
    const all: AllView[] = [];
    const also = ALSO ? await startServer(size, ALSO) : null;
    const allAlso: AllView[] = [];
    const plainAll: number[] = [];
    const plainPaged: number[] = [];
    const plainStream: FirstRow[] = [];
    for (let i = 0; i < ALL_RUNS; i++) {
      all.push(await allView(browser, s.base, size, matchesFor));
      if (also) allAlso.push(await allView(browser, also.base, size, matchesFor));
      plainAll.push((await firstRow(browser, `${s.base}/bench/plain-all.html`, '[data-first]')).ms);
      plainPaged.push((await firstRow(browser, `${s.base}/bench/plain-paged.html`, '[data-first]')).ms);
      plainStream.push(await firstRow(browser, `${s.base}/bench/plain-stream.html`, '[data-all]'));
    }
    const pagedFirst = median(app.map((a) => a.ms));
    const ratio = (xs: number[], ys: number[]) => xs.map((x, i) => x / ys[i]!);
    console.log(
      `\n${size.toLocaleString('en-US')} links (${RUNS} paged and ${ALL_RUNS} All view cold loads; raw JSON of everything ${(raw / 1024 / 1024).toFixed(1)} MB)`,
    );
    console.log(
      `  First table row          ${spread(app.map((a) => a.ms))} vs plain page ${spread(plain)} = ${times(pagedFirst / median(plain))} (pairs ${spread(
        ratio(
          app.map((a) => a.ms),
          plain,
        ),
        times,
      )}; goal ≤ 2.5x)`,
    );
    const bareFirst = median(bare.map((b) => b.ms));
    // Side by side: each cold load of the app is paired with the bare app's that follows it, in the same spell.
    console.log(
      `  First row vs bare app    Slotboard ${spread(app.map((a) => a.ms))} vs bare app ${spread(bare.map((b) => b.ms))} = ${times(pagedFirst / bareFirst)} (pairs ${spread(
        ratio(
          app.map((a) => a.ms),
          bare.map((b) => b.ms),
        ),
        times,
      )}; goal ≤ 1.0x); the bare app is ${times(bareFirst / median(plain))} the plain page, long tasks ${spread(bare.map((b) => b.longTaskMs))} (React, a router, TanStack Query and a plain table, ${(bareJs / 1024).toFixed(1)} kB JS gzip)`,
    );
    console.log(
      `  Files before the row     Slotboard ${spread(
        app.map((a) => a.others.length),
        String,
      )}, bare app ${spread(
        bare.map((b) => b.others.length),
        String,
      )}: ${[...new Set(app.flatMap((a) => a.others))].join('  ')}`,
    );
    console.log(
      `  Requests before the row  ${spread(
        app.map((a) => a.requests.length),
        String,
      )} (goal 1): ${[...new Set(app.flatMap((a) => a.requests.map(decodeURIComponent)))].join('  ')}`,
    );
    console.log(`  Long tasks before row    ${spread(app.map((a) => a.longTaskMs))} in all (goal ≤ 100 ms)`);
    if (ALL_RUNS === 0) return; // BENCH_ALL_RUNS=0: the paged figures only
    console.log(
      `  Fetch+parse of one answer alone ${spread(plainAll)}; the same pages alone ${spread(plainPaged)} (${times(median(plainPaged) / median(plainAll))} the one answer)`,
    );
    console.log(
      `  Other design: one answer read by @streamparser/json in a worker, posted 2,000 links at a time, unchecked, unrendered (its floor): ${spread(plainStream.map((p) => p.ms))} = ${times(median(plainStream.map((p) => p.ms)) / median(plainAll))} fetch+parse; page long tasks ${spread(plainStream.map((p) => p.longTaskMs))} in all`,
    );
    const printAll = (label: string, runs: AllView[]) => {
      const f = (k: keyof AllView) => runs.map((a) => a[k]);
      console.log(`  ${label}`);
      console.log(
        `  All view first rows      ${spread(f('firstMs'))} vs paged first row ${ms(pagedFirst)} = ${times(median(f('firstMs')) / pagedFirst)} (goal ≤ 1.5x)`,
      );
      console.log(
        `  All view every row in    ${spread(f('allMs'))} = ${times(median(f('allMs')) / median(plainAll))} fetch+parse alone (pairs ${spread(ratio(f('allMs'), plainAll), times)}; goal ≤ 1.5x); ${times(median(f('allMs')) / median(plainPaged))} the same pages alone`,
      );
      console.log(
        `  Longest task: loading ${spread(f('longestLoadTask'))}, sorting ${spread(f('longestSortTask'))}, exporting ${spread(f('longestExportTask'))}, filtering ${spread(f('longestFilterTask'))} (goal ≤ 200 ms each)`,
      );
      console.log(
        `  Sort by name (descending) ${spread(f('sortMs'))} to the new order; CSV of every row ${spread(f('exportMs'))} to the file; search "a" (${runs[0]!.filterMatches.toLocaleString('en-US')} matches) ${spread(f('filterMs'))} to every match (no goal: for comparison)`,
      );
      console.log(
        `  JS heap after loading    ${spread(f('heapMB'), (n) => `${n.toFixed(0)} MB`)} = ${times((median(f('heapMB')) * 1024 * 1024) / raw)} the raw JSON (goal ≤ 2x)`,
      );
      console.log(
        `  Scrolling                steady worst frame ${spread(f('steadyWorstFrame'))} (goal ≤ 50 ms); jump to the end: ${spread(f('jumpSlowFrames'), String)} frame(s) over 50 ms (goal ≤ 2)`,
      );
    };
    printAll(ALSO ? `This build (${DIST}):` : 'All view:', all);
    if (also) printAll(`The other build, measured in turn (${ALSO}):`, allAlso);
    also?.close();
  } finally {
    s.close();
  }
}
