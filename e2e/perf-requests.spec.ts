import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

// Decision 0020: the first row of the links list waits for nothing but its own list
// request (the next page and the member suggestions come after it), and the All view shows rows as
// its pages land, page 1 asked for once, never the whole list in one answer.

declare global {
  interface Window {
    __firstRowAt?: number;
  }
}

/** Notes when the first link of the table is in the page, before any script of the app runs. */
function watchFirstRow(selector: string) {
  new MutationObserver((_, observer) => {
    if (document.querySelector(selector)) {
      window.__firstRowAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
}

/** The External API requests this page made, with when each started, from the browser's own timing. */
const apiRequests = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/api/external/'))
      .map((e) => ({
        path: e.name.slice(e.name.indexOf('/api/external/') + '/api/external'.length),
        start: e.startTime,
      })),
  );

test.beforeEach(async ({ resetSandbox }) => {
  await resetSandbox();
});

test('the first row of the links list comes after its own list request and no other', async ({ page }) => {
  await page.addInitScript(watchFirstRow, '[aria-label="Scheduling links table"] tbody tr td a');
  // A slow workspace: the list is answered only once the screen is up and the page has sat idle
  // twice, which is when a request made "when idle" would go out ahead of the row.
  await page.route(/\/api\/external\/v2\/meetings\?page_number=1&/, async (route) => {
    await page.getByRole('heading', { level: 1, name: 'Scheduling links' }).waitFor();
    for (let i = 0; i < 2; i++)
      await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done())));
    await route.continue();
  });
  await page.goto('/meetings');
  await expect(page.getByRole('region', { name: 'Scheduling links table' }).getByRole('link').first()).toBeVisible();
  const firstRowAt = await page.evaluate(() => window.__firstRowAt);
  expect(firstRowAt).toBeGreaterThan(0);
  // What the first row does not need still comes, after it: the next page and the members to suggest.
  await expect
    .poll(async () => (await apiRequests(page)).map((r) => r.path), { timeout: 15_000 })
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/v2\/meetings\?page_number=2&/),
        expect.stringMatching(/^\/v1\/team_members/),
      ]),
    );
  const requests = await apiRequests(page);
  const before = requests.filter((r) => r.start < firstRowAt!).map((r) => r.path);
  expect(before).toEqual(['/v2/meetings?page_number=1&page_size=30']);
});

test('the All view shows rows as they land, says how much is still coming, and asks each page once, by number', async ({
  page,
  resetSandbox,
}) => {
  await resetSandbox({ meetings: 1000 });
  // Read page by page on the page's own thread (decision 0020): no worker is started.
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const asked: string[] = [];
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\/api\/external\/v2\/meetings\?/, async (route) => {
    const url = new URL(route.request().url());
    asked.push(url.searchParams.get('page_number') ?? 'none');
    if (url.searchParams.get('page_number') !== '1') await held;
    await route.continue();
  });
  await page.goto('/meetings?view=all');
  const table = page.getByRole('table', { name: 'Every scheduling link' });
  await expect(table).toHaveAttribute('aria-rowcount', '101');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Showing 100 links while the rest load. Loaded 100 of 1,000 links…' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Export/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  release();
  await expect(page.getByRole('button', { name: 'Export 1,000 links as CSV' })).toBeVisible({ timeout: 20_000 });
  await expect(table).toHaveAttribute('aria-rowcount', '1001');
  // Pages 1 to 10 by number, each once (page 1 is the start's request), nothing else.
  expect([...asked].sort((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: 10 }, (_, i) => String(i + 1)));
  expect(workers).toEqual([]);
});
