import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page, type Request } from '@playwright/test';
import { E2E_NOW } from '../playwright.config';

export const SANDBOX_KEY = 'sandbox-demo-key';

async function resetSandbox(page: Page, body: Record<string, unknown> = {}) {
  const res = await page.request.post('/sandbox/demo/__sandbox/reset', { data: body });
  expect(res.ok()).toBe(true);
}

/**
 * axe with the WCAG 2.1 A and AA rules; the page must have no violation. Legacy mode runs axe in the
 * page itself: the app has no frames, and the default (a partial run per frame, finished in a second
 * page opened for it) took 2.2–2.4× as long for the same results on this machine (/meetings 3.7 s →
 * 1.6 s, /availabilities/new 8.9 s → 4.1 s), about a hundred times a run.
 */
export async function expectNoAxeViolations(page: Page, only?: string[], within: string[] = []) {
  expect(await page.locator('iframe').count(), 'legacy-mode axe does not look inside frames').toBe(0);
  // Colours change by CSS transition (a segmented control's labels take 150 ms after a change of
  // scheme or of choice): axe reading a colour half-way reports a contrast no settled screen has.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
  );
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).setLegacyMode(true);
  for (const selector of within) builder.include(selector);
  const results = await (only ? builder.withRules(only) : builder).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/** axe's WCAG 2.1 A/AA rules that read colours: all a change of scheme can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe in the light scheme, then again once the browser says dark: the app follows the system scheme
 * live (Mantine's "auto"), so one page load serves both and each screen state is built once. The
 * schemes differ only in colours (the same DOM, other CSS variables), so the dark pass runs the
 * rules about colour alone. `within`: only these parts of the page (CSS selectors); the whole page when empty.
 */
export async function expectNoAxeViolationsLightAndDark(page: Page, within: string[] = []) {
  await page.emulateMedia({ colorScheme: 'light' });
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expectNoAxeViolations(page, undefined, within);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectNoAxeViolations(page, COLOUR_RULES, within);
}

/**
 * Calls the sandbox's External API directly, as the other side of the wire sees it: the one inside
 * the journeys' server, or the one at `sandbox` (a standalone sandbox's address).
 */
export async function sandboxGet<T>(page: Page, path: string, sandbox = '/sandbox/demo'): Promise<T> {
  const res = await page.request.get(`${sandbox}/api/external${path}`, { headers: { 'X-Api-Key': SANDBOX_KEY } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as T;
}

/** An availability as the sandbox answers it (the fields journeys read). */
export interface SandboxAvailability {
  id: string;
  name: string;
  default: boolean;
  time_zone: string;
  periods: { wday: string; start_time: string; end_time: string }[];
  overrides: { date: string; periods: { start_time: string; end_time: string }[] }[];
  user: { email: string; name: string };
}

/** A member's availabilities as the workspace holds them now. */
export async function memberAvailabilities(page: Page, email: string): Promise<SandboxAvailability[]> {
  const { availabilities } = await sandboxGet<{ availabilities: SandboxAvailability[] }>(
    page,
    `/v1/availabilities/team_member?email=${encodeURIComponent(email)}&page=1&page_size=100`,
  );
  return availabilities;
}

/** A member's default availability as the workspace holds it now. */
export async function defaultAvailability(page: Page, email: string): Promise<SandboxAvailability> {
  const own = (await memberAvailabilities(page, email)).find((a) => a.default);
  expect(own, `${email} has a default availability`).toBeTruthy();
  return own!;
}

/** Every active member's default availability, as the workspace holds it now. */
export async function activeDefaults(page: Page, sandbox?: string): Promise<SandboxAvailability[]> {
  const { team_members } = await sandboxGet<{ team_members: { email: string; active: boolean }[] }>(
    page,
    '/v1/team_members?page_size=100',
    sandbox,
  );
  const query = team_members
    .filter((m) => m.active)
    .map((m) => `emails[]=${encodeURIComponent(m.email)}`)
    .join('&');
  const { availabilities } = await sandboxGet<{ availabilities: SandboxAvailability[] }>(
    page,
    `/v1/availabilities?${query}&page_size=100`,
    sandbox,
  );
  return availabilities.filter((a) => a.default);
}

/** Clicks a button that downloads a file and gives the file's text. */
export async function downloadedText(page: Page, button: string): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  return readFile(await (await download).path(), 'utf8');
}

/** The seeded records a journey opens by address: the second link, the first member and that member's first availability. */
export async function seededRecords(page: Page) {
  const { meetings } = await sandboxGet<{ meetings: { sid: string }[] }>(
    page,
    '/v2/meetings?page_number=1&page_size=5',
  );
  const { team_members } = await sandboxGet<{ team_members: { id: string; email: string }[] }>(
    page,
    '/v1/team_members?page_number=1&page_size=5',
  );
  const availabilities = await memberAvailabilities(page, team_members[0]!.email);
  return { sid: meetings[1]!.sid, memberId: team_members[0]!.id, availabilityId: availabilities[0]!.id };
}

/** The sandbox's "now" (ISO), which its request log and timestamps use: E2E_NOW at a reset, then on. */
export async function sandboxNow(page: Page): Promise<string> {
  const res = await page.request.get('/sandbox/demo/__sandbox/clock');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { now: string }).now;
}

/** The journeys' "now" (E2E_NOW) as a Date, for a journey that works out its own dates. */
export const journeyNow = () => new Date(E2E_NOW);

/** The browser's time zone: the zone the CSV files write their wall times in, named in their headers. */
export const browserZone = (page: Page) => page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);

/**
 * Puts the browser's clock at the journeys' "now", where the sandbox's clock starts: the dashboard's
 * today (a calendar's month, the board's week, "this date has passed") is then the sandbox's, whatever
 * the machine's date. Time flows on from there; call it before the first page.goto.
 */
export async function pinBrowserClock(page: Page) {
  await page.clock.install({ time: E2E_NOW });
}

export async function injectFault(page: Page, fault: Record<string, unknown>) {
  const res = await page.request.post('/sandbox/demo/__sandbox/faults', { data: fault });
  expect(res.ok()).toBe(true);
}

/** The sandbox's faults not yet spent, and how many requests a `hold` fault keeps waiting now. */
export async function sandboxFaults(page: Page) {
  return (await (await page.request.get('/sandbox/demo/__sandbox/faults')).json()) as {
    faults: unknown[];
    held: number;
  };
}

export const heldRequests = async (page: Page) => (await sandboxFaults(page)).held;

/** Lets the held requests go on; answers once each of them is answered (a held write is then applied). */
export async function releaseHeld(page: Page) {
  const res = await page.request.post('/sandbox/demo/__sandbox/faults/release', { data: {} });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { released: number }).released;
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user gets there, at most
 * `max` times. A re-render may take the target away for a moment: each step waits for it again.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { key = 'Tab', max = 120 }: { key?: 'Tab' | 'Shift+Tab'; max?: number } = {},
) {
  await target.waitFor();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement, undefined, { timeout: 10_000 })) return;
    await page.keyboard.press(key);
  }
  throw new Error('the element was not reached by Tab');
}

/** The weekly hours editor's grid. */
export const weeklyGrid = (page: Page) => page.getByRole('grid', { name: 'Weekly availability' });
/** One of its cells, by the start of its name: "Monday 9:00 AM". */
export const gridCell = (page: Page, name: string) =>
  weeklyGrid(page).getByRole('gridcell', { name: new RegExp(`^${name},`) });

/** Each page's requests not yet answered (kept by the `openRequests` fixture, for `settled`). */
const openRequests = new WeakMap<Page, Set<Request>>();

/** An idle moment of the page: every task it had queued has run, and what it put off until idle. */
const idle = (page: Page) => page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done())));

/**
 * Waits until the page has nothing left to do: two idle moments in a row and no request of its own
 * unanswered, so what it was going to send by then has been sent, and answered. A check that
 * something was not sent follows it instead of a fixed wait, which a loaded machine outlasts. Under
 * an installed `page.clock` the idle callbacks are the clock's (short timers, the app's as well as
 * these); under a stopped one they never come, so it is not for that.
 */
export async function settled(page: Page) {
  const open = openRequests.get(page)!;
  // No time limit of its own: the test's bounds it (a page may be busy for a long while).
  await expect(async () => {
    await idle(page);
    await idle(page);
    expect([...open].map((r) => `${r.method()} ${r.url()}`)).toEqual([]);
  }).toPass();
}

export const test = base.extend<{
  resetSandbox: (body?: Record<string, unknown>) => Promise<void>;
  keyWatch: string[];
  openRequests: void;
}>({
  // Resets when called, not also when the test asks for it: every test that asks calls it.
  resetSandbox: async ({ page }, use) => {
    await use((body) => resetSandbox(page, body));
  },
  // Every test fails on a console error, and on any request that carries the key in its URL.
  keyWatch: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !/Failed to load resource|CORS policy|blocked by CORS/.test(msg.text()))
          problems.push(msg.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('request', (req) => {
        if (req.url().includes(SANDBOX_KEY) || req.url().includes('not-the-key'))
          problems.push(`key in URL: ${req.url()}`);
      });
      await use(problems);
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],
  openRequests: [
    async ({ page }, use) => {
      const open = new Set<Request>();
      page.on('request', (r) => open.add(r));
      // Answered once its headers are in: a body the page never reads stays open in the browser.
      page.on('response', (r) => open.delete(r.request()));
      page.on('requestfinished', (r) => open.delete(r));
      page.on('requestfailed', (r) => open.delete(r));
      openRequests.set(page, open);
      await use();
    },
    { auto: true },
  ],
});

export { expect };
