import { execFileSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { chromium, type Browser, type Page } from '@playwright/test';
import { Hono } from 'hono';
import { chromiumLaunchOptions } from '../e2e/browser.ts';
import { createSlotboardApp } from '../serve/app.ts';

// npm run bench:board: the team timeline with 500 members over a week of 7 days (the goal of decision
// 0020: first rows ≤ 2× a plain page of the same data), against a plain page that fetches the same
// lists and renders every row with the DOM alone; then a steady scroll of the timeline from top to
// bottom, timing every frame (requestAnimationFrame deltas, and Chromium's long animation frames).
// Figures, never pass/fail. Cold loads alternated between the two pages, medians (as bench/run.ts);
// first rows is when the first member's track (or row) is in the page, the same observer on both.
const ROOT = resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 500);
// Its own build folder (as bench/run.ts), never the dist/ of a server someone else is running;
// BENCH_PREBUILT=<dir> skips the build.
const DIST = process.env.BENCH_PREBUILT ?? join(ROOT, process.env.BENCH_DIST ?? 'dist-bench-board');
const KEY = 'sandbox-demo-key';

if (!process.env.BENCH_PREBUILT) {
  console.log(`Building into ${DIST}…`);
  execFileSync(
    process.execPath,
    [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', DIST, '--emptyOutDir'],
    { cwd: ROOT, stdio: 'inherit' },
  );
}

// The plain page reads what the board reads (every member, then their availabilities 40 members a
// request, every page), all groups at once, and renders one text row per availability.
const plainBoard = `<!doctype html><html><head><meta charset="utf-8"><title>plain board</title></head><body>
<table id="t"><tbody></tbody></table>
<script>
const API = '/sandbox/demo/api/external';
const get = (path) => fetch(API + path, { headers: { 'X-Api-Key': ${JSON.stringify(KEY)}, Accept: 'application/json' } }).then((r) => r.json());
async function pages(path, key) {
  const first = await get(path + '&page=1&page_number=1');
  const rest = [];
  for (let p = 2; p <= (first.pagination.total_pages || 1); p++) rest.push(get(path + '&page=' + p + '&page_number=' + p));
  return [first, ...(await Promise.all(rest))].flatMap((d) => d[key]);
}
(async () => {
  const members = await pages('/v1/team_members?page_size=100', 'team_members');
  const groups = [];
  for (let i = 0; i < members.length; i += 40) groups.push(members.slice(i, i + 40));
  const lists = await Promise.all(groups.map((g) => pages('/v1/availabilities?page_size=100&' + g.map((m) => 'emails[]=' + encodeURIComponent(m.email)).join('&'), 'availabilities')));
  const body = document.querySelector('#t tbody');
  for (const a of lists.flat()) {
    const tr = document.createElement('tr');
    const cells = [a.user.name, a.user.email, a.name, a.default ? 'Default' : '', a.periods.map((p) => p.wday.slice(0, 3) + ' ' + p.start_time + '–' + p.end_time).join(', '),
      a.overrides.slice(0, 3).map((o) => o.date + ' ' + (o.periods.length ? o.periods.map((p) => p.start_time + '–' + p.end_time).join(', ') : 'unavailable')).join(' · ')];
    for (const c of cells) { const td = document.createElement('td'); td.textContent = c; tr.appendChild(td); }
    body.appendChild(tr);
  }
  body.firstElementChild.setAttribute('data-first', 'first');
})();
</script></body></html>`;

const app = createSlotboardApp({ distDir: DIST, sandbox: { seed: { members: MEMBERS } } });
const bench = new Hono();
bench.get('/bench/plain-board.html', (c) => c.html(plainBoard));
bench.route('/', app);
const server = await new Promise<{ base: string; close: () => void }>((done) => {
  const s = serve({ fetch: bench.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) =>
    done({ base: `http://127.0.0.1:${info.port}`, close: () => s.close() }),
  );
});

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (n: number) => `${n.toFixed(0)} ms`;
const spread = (xs: number[]) => `${ms(Math.min(...xs))}–${ms(Math.max(...xs))}`;
const TRACK = '[role="grid"][aria-label="Team members"] [data-track]';
const allIn = () =>
  !document.body.innerText.includes('reading availabilities,') &&
  document.querySelector('[role="grid"][aria-label="Team members"] [data-track]') !== null;

/**
 * Notes the moment the selector is first in the page, from a MutationObserver set before any script
 * of the page runs (as bench/scale.ts): Playwright's own wait polls with growing pauses, so the time
 * it answers says more about its polling than about either page (seen: 150–350 ms after the row).
 */
const WATCH = (selector: string) => {
  const w = window as unknown as { __firstAt?: number };
  new MutationObserver((_, observer) => {
    if (document.querySelector(selector)) {
      w.__firstAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
};

/** Milliseconds from navigation start to the first strip (or row), and for the board to every member read. */
async function cold(browser: Browser, url: string, selector: string, board: boolean) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(WATCH, selector);
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForSelector(selector, { state: 'attached', timeout: 120_000 });
  const first = await page.evaluate(() => (window as unknown as { __firstAt: number }).__firstAt);
  let all = first;
  if (board) {
    await page.waitForFunction(allIn, undefined, { timeout: 120_000, polling: 'raf' });
    all = await page.evaluate(() => performance.now());
  }
  await context.close();
  return { first, all };
}

/** Scrolls the element (or the page) top to bottom in wheel steps; every animation frame's length. */
async function scrollFrames(page: Page, within: string | null) {
  // A string, not a function: the bundler's helpers would not exist in the page.
  await page.evaluate(`(() => {
    window.__frames = [];
    window.__loaf = [];
    window.__stop = false;
    try {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (!window.__stop) window.__loaf.push(e.duration);
      }).observe({ type: 'long-animation-frame' });
    } catch {}
    let last = performance.now();
    const tick = (t) => {
      window.__frames.push(t - last);
      last = t;
      if (!window.__stop) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
  if (within) {
    // The list sits below the filters and the holidays: brought into view, or the wheel scrolls the page.
    await page.locator(within).scrollIntoViewIfNeeded();
    const box = (await page.locator(within).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  } else await page.mouse.move(640, 450);
  for (let i = 0; i < 300; i++) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(16);
  }
  // Steady scrolling ends here; the jump after it is counted apart.
  const steadyFrames = await page.evaluate(() => (window as unknown as { __frames: number[] }).__frames.length);
  const steadyLoafs = await page.evaluate(() => (window as unknown as { __loaf: number[] }).__loaf.length);
  // A jump to the end, as a scrollbar drag would do.
  await page.evaluate((sel) => {
    const el = sel ? document.querySelector(sel) : document.scrollingElement;
    if (el) el.scrollTop = el.scrollHeight;
  }, within);
  await page.waitForTimeout(300);
  const { frames, loaf } = await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __loaf: number[]; __stop: boolean };
    w.__stop = true;
    return { frames: w.__frames.slice(1), loaf: w.__loaf };
  });
  const steady = frames.slice(0, steadyFrames - 1);
  return {
    count: steady.length,
    longest: Math.max(...steady),
    over50: steady.filter((f) => f > 50).length,
    loafs: steadyLoafs,
    longestLoaf: Math.max(0, ...loaf.slice(0, steadyLoafs)),
    jump: Math.max(0, ...frames.slice(steadyFrames - 1)),
  };
}

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  // A week in one zone: 7 day cells for each of some 1,000 availabilities.
  const boardUrl = `${server.base}/availabilities?view=UTC&span=week`;
  const plainUrl = `${server.base}/bench/plain-board.html`;
  await cold(browser, boardUrl, TRACK, true); // warm the server, not the browser
  await cold(browser, plainUrl, '[data-first]', false);
  const board: { first: number; all: number }[] = [];
  const plain: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    board.push(await cold(browser, boardUrl, TRACK, true));
    plain.push((await cold(browser, plainUrl, '[data-first]', false)).first);
  }
  const boardFirst = median(board.map((b) => b.first));
  const boardAll = median(board.map((b) => b.all));
  const plainAll = median(plain);

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(boardUrl);
  await page.waitForFunction(allIn, undefined, { timeout: 120_000 });
  const boardScroll = await scrollFrames(page, '[role="region"][aria-label="Team members and their availabilities"]');
  await page.goto(plainUrl);
  await page.waitForSelector('[data-first]');
  const plainScroll = await scrollFrames(page, null);
  await context.close();

  console.log(
    `\nTeam timeline bench: sandbox with ${MEMBERS} members (1–3 availabilities each) × 7 days, Chromium 1280×900, median of ${RUNS} cold loads\n`,
  );
  console.log(
    `Timeline first rows       ${ms(boardFirst)} (runs ${spread(board.map((b) => b.first))})  vs plain page of the same data ${ms(plainAll)} (runs ${spread(plain)})  = ${(boardFirst / plainAll).toFixed(2)}x (goal ≤ 2x)`,
  );
  console.log(
    `Timeline, every member    ${ms(boardAll)} (runs ${spread(board.map((b) => b.all))})  = ${(boardAll / plainAll).toFixed(2)}x the plain page`,
  );
  console.log(
    `Steady scroll, 300 wheel steps  timeline: ${boardScroll.count} frames, longest ${boardScroll.longest.toFixed(0)} ms, ${boardScroll.over50} over 50 ms (goal: none); ${boardScroll.loafs} long animation frames, longest ${boardScroll.longestLoaf.toFixed(0)} ms; plain page: longest ${plainScroll.longest.toFixed(0)} ms, ${plainScroll.over50} over 50 ms, longest long animation frame ${plainScroll.longestLoaf.toFixed(0)} ms`,
  );
  console.log(
    `Jump to the end           timeline: longest frame ${boardScroll.jump.toFixed(0)} ms; plain page ${plainScroll.jump.toFixed(0)} ms`,
  );
} finally {
  await browser.close();
  server.close();
}
