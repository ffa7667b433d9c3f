import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/browser.ts';

// npm run screenshots: every screen at 1280 and 390 px, light and dark, against a running
// `npm start` (BASE_URL, default http://127.0.0.1:4173) and its sandbox, into SHOTS_DIR (default
// screenshots/). Pages that need an id (a link and its month of bookable times, a member, an
// availability, a booking) take the sandbox's first ones; the weekly-hours screen is reached the
// way an admin does, by ticking links first. For Activity to show a line, the sandbox is reset and
// one availability saved (the sandbox only).
// A comma-separated list of routes as the first argument replaces the default set.
const base = process.env.BASE_URL ?? 'http://127.0.0.1:4173';
const out = process.env.SHOTS_DIR ?? 'screenshots';
const KEY = 'sandbox-demo-key';
const WEEKLY_HOURS = '/meetings/weekly-hours';

async function sandboxGet<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`${base}/sandbox/demo/api/external${path}`, { headers: { 'X-Api-Key': KEY } });
  if (!res.ok()) throw new Error(`The sandbox answered ${res.status()} to ${path}`);
  return (await res.json()) as T;
}

async function defaultRoutes(page: Page): Promise<string[]> {
  const { meetings } = await sandboxGet<{ meetings: { sid: string }[] }>(
    page,
    '/v2/meetings?page_number=1&page_size=5',
  );
  const { team_members } = await sandboxGet<{ team_members: { id: string; email: string }[] }>(
    page,
    '/v1/team_members?page_number=1&page_size=5',
  );
  const member = team_members[0]!;
  const { availabilities } = await sandboxGet<{ availabilities: { id: string }[] }>(
    page,
    `/v1/availabilities/team_member?email=${encodeURIComponent(member.email)}`,
  );
  const { bookings } = await sandboxGet<{ bookings: { sid: string }[] }>(
    page,
    '/v1/bookings?page_number=1&page_size=5',
  );
  const sid = meetings[1]!.sid;
  return [
    '/settings',
    '/meetings',
    '/meetings?view=all',
    `/meetings/${sid}`,
    `/meetings/${sid}/availability`,
    `/meetings/${sid}/slots`,
    WEEKLY_HOURS,
    '/packages',
    '/team-members',
    `/team-members/${member.id}`,
    // A member's calendar: their week, and one day (a phone's view).
    `/team-members/${member.id}/calendar?view=week`,
    `/team-members/${member.id}/calendar?view=day`,
    '/bookings',
    ...(bookings[0] ? [`/bookings/${bookings[0].sid}`] : []),
    '/availabilities',
    '/availabilities/new',
    `/availabilities/${availabilities[0]!.id}`,
    '/activity',
    '/no-such-page',
  ];
}

/** One saved change, so Activity shows a line: the sandbox is reset first, then one availability gets Saturday too. */
async function makeActivity(page: Page, availabilityRoute: string) {
  await page.request.post(`${base}/sandbox/demo/__sandbox/reset`, { data: {} });
  await page.goto(`${base}${availabilityRoute}`);
  await page.getByRole('switch', { name: 'Saturday' }).check();
  // The save's own answer, not text on the page: "saved" is already in the page's help text, and
  // leaving before the answer aborts the save, which Activity then shows as "may have been saved".
  const answered = page.waitForResponse((r) => r.request().method() !== 'GET' && r.url().includes('/availabilities'));
  await page.keyboard.press('ControlOrMeta+s');
  await answered;
  await page.waitForLoadState('networkidle');
}

async function open(page: Page, route: string, routes: string[]) {
  const availability = routes.find((r) => /^\/availabilities\/(?!new)/.test(r));
  if (route === '/activity' && availability) await makeActivity(page, availability);
  if (route === WEEKLY_HOURS) {
    await page.goto(`${base}/meetings`);
    await page.getByRole('checkbox', { name: 'Select this page' }).check();
    await page.getByRole('button', { name: 'Set weekly hours' }).click();
  } else {
    await page.goto(`${base}${route}`);
  }
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

// A long id is left out of the name, so that routes differing only after it keep names of their own.
const fileName = (route: string) =>
  route
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'id')
    .replace(/[/?=&]+/g, '_')
    .replace(/^_/, '')
    .slice(0, 60) || 'home';

mkdirSync(out, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
const setup = await browser.newPage();
const routes = process.argv[2]?.split(',') ?? (await defaultRoutes(setup));
await setup.close();
for (const scheme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    const page = await browser.newPage({ colorScheme: scheme, viewport: { width, height: width > 600 ? 800 : 844 } });
    for (const route of routes) {
      await open(page, route, routes);
      const path = join(out, `${fileName(route)}-${scheme}-${width}.png`);
      await page.screenshot({ path, fullPage: true });
      console.log(path);
    }
    await page.close();
  }
}
await browser.close();
