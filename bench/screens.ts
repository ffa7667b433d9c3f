import { execFileSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { chromium, type Locator, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/browser.ts';
import { createSlotboardApp } from '../serve/app.ts';

// npm run bench:screens: for each screen, a cold load on the sandbox workspace: how long until the
// screen shows what it is for, and how many External API requests it made once the network is
// quiet. The link's page and its month of bookable times side by side. Figures, never pass/fail;
// medians of BENCH_RUNS cold loads, each in a fresh browser context.
const ROOT = resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DIST = process.env.BENCH_PREBUILT ?? join(ROOT, process.env.BENCH_DIST ?? 'dist-bench-screens');
const KEY = 'sandbox-demo-key';

if (!process.env.BENCH_PREBUILT) {
  console.log(`Building into ${DIST}…`);
  execFileSync(
    process.execPath,
    [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', DIST, '--emptyOutDir'],
    { cwd: ROOT, stdio: 'inherit' },
  );
}

const app = createSlotboardApp({ distDir: DIST, sandbox: {} });
const server = await new Promise<{ base: string; close: () => void }>((done) => {
  const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) =>
    done({ base: `http://127.0.0.1:${info.port}`, close: () => s.close() }),
  );
});

const api = async <T>(path: string): Promise<T> => {
  const res = await fetch(`${server.base}/sandbox/demo/api/external${path}`, { headers: { 'X-Api-Key': KEY } });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
};
const { meetings } = await api<{ meetings: { sid: string; slug: string; name: string; kind: string }[] }>(
  '/v2/meetings?page_number=1&page_size=20',
);
const link = meetings.find((m) => m.kind === 'one_on_one') ?? meetings[0]!;
// An upcoming booking: among the most recent, which a workspace without the booking read finds in its window.
const { bookings } = await api<{ bookings: { sid: string }[] }>('/v1/bookings?type=upcoming&page_number=1&page_size=5');
const { team_members } = await api<{ team_members: { id: string }[] }>('/v1/team_members?page_number=1&page_size=5');

interface Screen {
  name: string;
  path: string;
  /** What the screen is for, on screen: the moment it is ready for the admin. */
  ready: (page: Page) => Locator;
}

const screens: Screen[] = [
  {
    name: 'Scheduling links',
    path: '/meetings',
    ready: (p) => p.locator('[aria-label="Scheduling links table"] tbody tr td a').first(),
  },
  {
    name: 'A link’s page',
    path: `/meetings/${link.sid}`,
    ready: (p) => p.getByRole('link', { name: 'See bookable times' }),
  },
  {
    name: 'A link’s month of slots',
    // As the link's page links to it: with the slug, so the month is asked for beside the link.
    path: `/meetings/${link.sid}/slots?slug=${encodeURIComponent(link.slug)}`,
    ready: (p) => p.getByText(/bookable times? in \w+ \d{4}\./),
  },
  {
    name: 'Packages',
    path: '/packages',
    ready: (p) =>
      p
        .getByRole('table')
        .getByText(/^(Enabled|Disabled)$/)
        .first(),
  },
  {
    name: 'A new link',
    path: '/meetings/new',
    ready: (p) => p.getByRole('region', { name: 'The link' }).getByRole('textbox', { name: /^Name/ }),
  },
  { name: 'Team members', path: '/team-members', ready: (p) => p.getByRole('table').locator('tbody tr td a').first() },
  { name: 'Add members', path: '/team-members/new', ready: (p) => p.getByRole('textbox', { name: /^Addresses/ }) },
  {
    name: 'A member’s departure',
    path: `/team-members/${team_members[0]!.id}/departure`,
    ready: (p) => p.getByRole('heading', { level: 1, name: /^Departure of / }),
  },
  { name: 'Bookings', path: '/bookings', ready: (p) => p.getByRole('table').locator('tbody tr td a').first() },
  {
    name: 'A booking’s page',
    path: `/bookings/${bookings[0]?.sid ?? 'none'}`,
    ready: (p) => p.getByRole('heading', { level: 1, name: /^Booking with / }),
  },
  {
    name: 'Team availability',
    path: '/availabilities',
    ready: (p) => p.getByRole('grid', { name: 'Team members' }).getByRole('rowgroup').first(),
  },
  {
    name: 'New availability',
    path: '/availabilities/new',
    ready: (p) => p.getByRole('grid', { name: 'Weekly availability' }),
  },
  { name: 'Activity', path: '/activity', ready: (p) => p.getByRole('heading', { level: 1, name: 'Activity' }) },
  { name: 'Settings', path: '/settings', ready: (p) => p.getByRole('heading', { level: 1, name: 'Settings' }) },
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const browser = await chromium.launch(chromiumLaunchOptions);

async function load(screen: Screen) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/external/')) requests.push(new URL(r.url()).pathname.replace(/^.*\/api\/external/, ''));
  });
  const start = Date.now();
  await page.goto(`${server.base}${screen.path}`);
  await screen.ready(page).waitFor({ timeout: 30_000 });
  const ready = Date.now() - start;
  const atReady = requests.length;
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_500);
  await context.close();
  return { ready, atReady, all: requests.length, paths: [...new Set(requests)] };
}

// One warm-up load, so the first screen measured is not charged with the server's first compile.
await load(screens[0]!);
console.log(`\nSlotboard screens on the sandbox workspace: median of ${RUNS} cold loads each\n`);
const rows: { name: string; ready: number; atReady: number; all: number; paths: string[] }[] = [];
for (const screen of screens) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await load(screen));
  const row = {
    name: screen.name,
    ready: median(runs.map((r) => r.ready)),
    atReady: median(runs.map((r) => r.atReady)),
    all: median(runs.map((r) => r.all)),
    paths: runs[0]!.paths,
  };
  rows.push(row);
  const spread = `${Math.min(...runs.map((r) => r.ready))}–${Math.max(...runs.map((r) => r.ready))}`;
  console.log(
    `${screen.name.padEnd(26)} ready ${String(row.ready).padStart(5)} ms (${spread})   API requests: ${row.atReady} before ready, ${row.all} in all   ${row.paths.join('  ')}`,
  );
}
const page = rows.find((r) => r.name === 'A link’s page')!;
const slots = rows.find((r) => r.name === 'A link’s month of slots')!;
console.log(
  `\nA link’s month of slots ÷ its page: ${(slots.ready / page.ready).toFixed(2)}× (${slots.ready} ÷ ${page.ready} ms)`,
);
await browser.close();
server.close();
