import type { Locator, Page } from '@playwright/test';
import { MAX_CONCURRENCY } from '../src/lib/bulk/runner';
import {
  expect,
  expectNoAxeViolationsLightAndDark,
  heldRequests,
  injectFault,
  releaseHeld,
  SANDBOX_KEY,
  sandboxFaults,
  sandboxGet,
  sandboxNow,
  settled,
  test,
} from './fixtures';

// Weekly hours painted once and applied to many links by the bulk runner: every row done through
// injected 429s with one successful write per link, cancel, retry of the failed, keyboard, axe.

interface Logged {
  method: string;
  path: string;
  body: unknown;
  at: string;
  status?: number;
}
const HOST = 'noah.cohen@example.com';
const LINK_HOURS = /^\/api\/external\/v2\/meetings\/([^/]+)\/availabilities$/;

test.beforeEach(async ({ resetSandbox }) => {
  await resetSandbox();
});

async function linksOf(page: Page, email: string) {
  const { meetings } = await sandboxGet<{ meetings: { sid: string; name: string; hosts?: { email?: string }[] }[] }>(
    page,
    `/v2/meetings?host_email=${encodeURIComponent(email)}&page_number=1&page_size=100`,
  );
  return meetings;
}

/** The link-hours writes the sandbox logged since `since` (the sandbox's time, taken before the run). */
async function writesBySid(page: Page, since: string) {
  const { requests: all } = (await (await page.request.get('/sandbox/demo/__sandbox/requests')).json()) as {
    requests: Logged[];
  };
  const requests = all.filter((r) => r.at >= since);
  const bySid = new Map<string, Logged[]>();
  for (const r of requests) {
    const sid = r.method === 'PATCH' ? LINK_HOURS.exec(r.path)?.[1] : undefined;
    if (sid) bySid.set(sid, [...(bySid.get(sid) ?? []), r]);
  }
  return { bySid, v1Posts: requests.filter((r) => r.method === 'POST' && r.path.includes('/availability')) };
}

/** The run's one polite live summary ("3 of 10 links done, 1 failed"). */
const summary = (page: Page) => page.getByRole('status').filter({ hasText: /^\d+ of \d+ links? done/ });

/**
 * The first two rounds of writes (the runner sends MAX_CONCURRENCY at once) are held by the sandbox
 * until the test releases them, so the ones in flight when the run is cut (cancel, reload) are surely
 * not applied when the app reads them back at once, whatever the machine's speed (a 4 s latency once
 * let a slow CI machine apply them first). Spent after those, so the links sent later go at full speed.
 */
const holdWrites = (page: Page) =>
  injectFault(page, { path: '/api/external/v2/meetings/*', method: 'PATCH', hold: true, times: 2 * MAX_CONCURRENCY });

/**
 * Starts the run, lets the first writes land (as many as the runner sends at once), and returns once
 * as many more are held in flight: the run is then cut with exactly that many rows being sent.
 */
async function runUntilARoundInFlight(page: Page, total: number) {
  await holdWrites(page);
  await page.getByRole('button', { name: `Apply to ${total} links` }).click();
  await expect.poll(() => heldRequests(page)).toBe(MAX_CONCURRENCY);
  expect(await releaseHeld(page)).toBe(MAX_CONCURRENCY);
  await expect(page.getByRole('cell', { name: 'Done', exact: true })).toHaveCount(MAX_CONCURRENCY);
  await expect.poll(() => heldRequests(page)).toBe(MAX_CONCURRENCY);
}

/** The rows cut off mid-send: uncertain, read back at once, and not shown applied yet. */
async function expectCutOffRowsUnconfirmed(page: Page) {
  await expect(summary(page)).toContainText(new RegExp(`\\b${MAX_CONCURRENCY} may have been applied`));
  await expect(
    page.getByRole('cell', { name: /^May have been applied: .* Reading back does not show it yet\.$/ }),
  ).toHaveCount(MAX_CONCURRENCY);
  await expect(page.getByRole('cell', { name: /Checking by reading back…$/ })).toHaveCount(0);
  const readBack = page.getByRole('button', { name: `Check by reading back (${MAX_CONCURRENCY})` });
  await expect(readBack).toBeVisible();
  return readBack;
}

/**
 * Once the held writes are let go and land, reading back confirms every cut-off row: none is resent.
 * Asked again until the workspace shows them (a read-back before that says "not yet"). While a
 * read-back runs the button is hidden too, so each try waits for its checks to end.
 */
async function confirmByReadingBack(page: Page, readBack: Locator) {
  expect(await releaseHeld(page)).toBe(MAX_CONCURRENCY);
  const checking = page.getByRole('cell', { name: /Checking by reading back…$/ });
  await expect(async () => {
    if (await readBack.isVisible()) await readBack.click({ timeout: 2_000 });
    await expect(checking).toHaveCount(0, { timeout: 5_000 });
    await expect(page.getByRole('cell', { name: 'Done (confirmed by reading back)', exact: true })).toHaveCount(
      MAX_CONCURRENCY,
      { timeout: 1_000 },
    );
  }).toPass({ timeout: 20_000 });
  await expect(readBack).toBeHidden();
  await expect(summary(page)).not.toContainText('may have been applied');
}

/** "Select all N matching links": N is the list's own checked count, shown before anything is picked. */
async function openForEveryLinkOf(page: Page, email: string, count: number) {
  await page.goto(`/meetings?host=${encodeURIComponent(email)}`);
  await page.getByRole('button', { name: `Select all ${count} matching links` }).click();
  await page.getByRole('button', { name: 'Set weekly hours' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly hours for many links' })).toBeVisible();
}

async function pickZone(page: Page, city: string, zone: string) {
  const select = page.getByRole('combobox', { name: 'Time zone of these hours' });
  await select.click();
  await select.fill(city);
  await page.getByRole('option', { name: new RegExp(zone.replace('/', '\\/')) }).click();
}

test('every link of one host gets the hours in one run through 429s, one successful write per link', async ({
  page,
}) => {
  const links = await linksOf(page, HOST);
  expect(links.length).toBeGreaterThan(10);
  await openForEveryLinkOf(page, HOST, links.length);
  await expect(page.getByText(`${links.length} links will be changed.`)).toBeVisible();
  const since = await sandboxNow(page);
  await pickZone(page, 'Tokyo', 'Asia/Tokyo');
  await page.getByRole('button', { name: 'Preview the change' }).click();

  const preview = page.getByRole('table', { name: /one line per link$/ });
  await expect(preview.getByRole('row')).toHaveCount(links.length + 1);
  for (const link of links) {
    const row = preview.getByRole('row').filter({ has: page.getByRole('rowheader', { name: link.name, exact: true }) });
    await expect(row).toContainText(/Hosts: .*Noah Cohen/);
    await expect(row).toContainText('All weekly hours replaced by Mon–Fri 9:00 AM–5:00 PM (in Asia/Tokyo).');
  }
  // Nothing is sent by the preview.
  expect((await writesBySid(page, since)).bySid.size).toBe(0);

  const throttled = 6;
  await injectFault(page, {
    path: '/api/external/v2/meetings/*',
    method: 'PATCH',
    status: 429,
    retryAfter: 1,
    times: throttled,
  });
  await page.getByRole('button', { name: `Apply to ${links.length} links` }).click();
  await expect(summary(page)).toHaveText(`${links.length} of ${links.length} links done`, { timeout: 30_000 });

  // Every 429 was served (none left), every link was answered: the writes beyond the 429s are one per link.
  expect((await sandboxFaults(page)).faults).toEqual([]);
  const { bySid, v1Posts } = await writesBySid(page, since);
  expect(v1Posts).toEqual([]);
  expect([...bySid.keys()].sort()).toEqual(links.map((l) => l.sid).sort());
  const total = [...bySid.values()].reduce((n, list) => n + list.length, 0);
  expect(total - throttled).toBe(links.length);
  // Each link: refused as often as the workspace said 429, then applied exactly once.
  for (const [sid, list] of bySid) {
    const statuses = list.map((r) => r.status);
    expect(statuses.at(-1), sid).toBe(200);
    expect(
      statuses.slice(0, -1).every((status) => status === 429),
      `${sid}: ${statuses.join(', ')}`,
    ).toBe(true);
  }
  for (const list of bySid.values()) {
    for (const r of list) expect(r.body).toEqual({ periods: expect.any(Array), time_zone: 'Asia/Tokyo' });
    expect((list[0]!.body as { periods: unknown[] }).periods).toHaveLength(5);
  }

  // One Activity entry per link, saved, all of this run (429s applied nothing and are not logged).
  const logged = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('slotboard.activity') ?? '[]') as {
        resourceKind: string;
        resourceId: string;
        result: string;
        runId?: string;
        change?: string;
      }[],
  );
  const entries = logged.filter((e) => e.resourceKind === 'link_hours');
  expect(entries.map((e) => e.resourceId).sort()).toEqual(links.map((l) => l.sid).sort());
  expect(new Set(entries.map((e) => `${e.result} ${e.runId} ${e.change}`)).size).toBe(1);
  expect(entries[0]).toMatchObject({
    result: 'saved',
    change: 'All weekly hours replaced by Mon–Fri 9:00 AM–5:00 PM (Asia/Tokyo)',
  });

  // The report survives a reload, and nothing is sent again.
  const beforeReload = await sandboxNow(page);
  await page.reload();
  await expect(summary(page)).toHaveText(`${links.length} of ${links.length} links done`);
  await settled(page);
  expect((await writesBySid(page, beforeReload)).bySid.size).toBe(0);
});

test('cancel mid-run stops new sends; the rest are sent later and no link is written twice', async ({ page }) => {
  const links = await linksOf(page, HOST);
  await openForEveryLinkOf(page, HOST, links.length);
  await page.getByRole('button', { name: 'Preview the change' }).click();
  const since = await sandboxNow(page);
  await runUntilARoundInFlight(page, links.length);
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();

  await expect(summary(page)).toContainText('not run');
  await expect(page.getByRole('button', { name: 'Cancel', exact: true })).toBeHidden({ timeout: 15_000 });
  const afterCancel = (await writesBySid(page, since)).bySid;
  expect(afterCancel.size).toBeLessThan(links.length);
  // The writes cut off by the cancel may have been applied: they are read back, never resent on their own.
  const readBack = await expectCutOffRowsUnconfirmed(page);
  await confirmByReadingBack(page, readBack);
  expect((await writesBySid(page, since)).bySid.size).toBe(afterCancel.size);

  await page.getByRole('button', { name: /^Resume \(\d+ not run\)$/ }).click();
  await expect(summary(page)).toHaveText(`${links.length} of ${links.length} links done`, { timeout: 30_000 });
  const { bySid } = await writesBySid(page, since);
  expect([...bySid.keys()].sort()).toEqual(links.map((l) => l.sid).sort());
  for (const [sid, list] of bySid) expect(list, sid).toHaveLength(1);
});

test('a reload mid-run keeps the report, reads back what was being sent, and Resume sends only the rest', async ({
  page,
}) => {
  const links = await linksOf(page, HOST);
  await openForEveryLinkOf(page, HOST, links.length);
  await page.getByRole('button', { name: 'Preview the change' }).click();
  const since = await sandboxNow(page);
  await runUntilARoundInFlight(page, links.length);
  await page.reload();
  await expect(summary(page)).toContainText('not run');
  // What was in flight at the reload was read back at once, before the workspace applied it.
  const readBack = await expectCutOffRowsUnconfirmed(page);
  const sentBefore = (await writesBySid(page, since)).bySid.size;
  await confirmByReadingBack(page, readBack);
  expect((await writesBySid(page, since)).bySid.size).toBe(sentBefore);
  await page.getByRole('button', { name: /^Resume \(\d+ not run\)$/ }).click();
  await expect(summary(page)).toHaveText(`${links.length} of ${links.length} links done`, { timeout: 30_000 });
  const { bySid } = await writesBySid(page, since);
  expect([...bySid.keys()].sort()).toEqual(links.map((l) => l.sid).sort());
  for (const [sid, list] of bySid) expect(list, sid).toHaveLength(1);
});

test('by keyboard: tick rows, paint, preview, run; a refused link is retried alone', async ({ page }) => {
  const links = (await linksOf(page, 'kenji.yamada@example.com')).slice(0, 3);
  await page.goto(`/meetings?host=${encodeURIComponent('kenji.yamada@example.com')}&size=100`);
  for (const link of links) {
    await page.getByRole('checkbox', { name: `Select ${link.name}` }).focus();
    await page.keyboard.press('Space');
  }
  await expect(page.getByText('3 links selected.')).toBeVisible();
  await page.getByRole('button', { name: 'Set weekly hours' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('3 links will be changed.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear all' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Weekdays 9–5' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Preview the change' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('table', { name: /one line per link$/ }).getByRole('row')).toHaveCount(4);

  const since = await sandboxNow(page);
  const refused = links[1]!;
  await injectFault(page, {
    path: `/api/external/v2/meetings/${refused.sid}/availabilities`,
    method: 'PATCH',
    status: 422,
    times: 1,
    body: { error: 'Periods overlap' },
  });
  await page.getByRole('button', { name: 'Apply to 3 links' }).focus();
  await page.keyboard.press('Enter');
  await expect(summary(page)).toHaveText('2 of 3 links done, 1 failed', { timeout: 15_000 });
  await expect(
    page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: refused.name, exact: true }) }),
  ).toContainText('Failed: ');
  await page.getByRole('button', { name: 'Retry the failed ones (1)' }).focus();
  await page.keyboard.press('Enter');
  await expect(summary(page)).toHaveText('3 of 3 links done', { timeout: 15_000 });

  const { bySid } = await writesBySid(page, since);
  expect(bySid.get(refused.sid)).toHaveLength(2);
  for (const link of links.filter((l) => l !== refused)) expect(bySid.get(link.sid)).toHaveLength(1);
});

test('a typed time that cannot be read blocks the preview', async ({ page }) => {
  await openForEveryLinkOf(page, HOST, (await linksOf(page, HOST)).length);
  const to = page.getByRole('textbox', { name: 'Tuesday, range 1, to' });
  await to.fill('8:00am');
  await to.press('Tab');
  await expect(page.getByText('The end must be after the start.')).toBeVisible();
  await page.getByRole('button', { name: 'Preview the change' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Fix the highlighted hours first' })).toBeVisible();
  await expect(to).toBeFocused();
  await expect(page.getByRole('table', { name: /one line per link$/ })).toHaveCount(0);
  // Typed text survives a reload (decision 0011), and still blocks.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Tuesday, range 1, to' })).toHaveValue('8:00am');
});

test("a workspace without hours in a chosen zone: nothing changed, said plainly, then sent in the hosts' zone", async ({
  page,
  resetSandbox,
}) => {
  await resetSandbox({ capabilities: { linkHoursTimeZone: false } });
  const email = 'kenji.yamada@example.com';
  const links = (await linksOf(page, email)).slice(0, 6);
  await page.goto(`/meetings?host=${encodeURIComponent(email)}&size=100`);
  for (const link of links) await page.getByRole('checkbox', { name: `Select ${link.name}` }).check();
  await page.getByRole('button', { name: 'Set weekly hours' }).click();
  await expect(page.getByText('Slotboard learns from the first link it changes')).toBeVisible();
  const since = await sandboxNow(page);
  await page.getByRole('button', { name: 'Preview the change' }).click();
  await page.getByRole('button', { name: 'Apply to 6 links' }).click();
  await expect(summary(page)).toHaveText('0 of 6 links done, 6 failed', { timeout: 15_000 });
  await expect(
    page.getByRole('cell', { name: /^Failed: This workspace does not take weekly hours in a chosen time zone/ }),
  ).toHaveCount(6);
  const first = await writesBySid(page, since);
  // At most the 4 sent at once asked v2; none after the answer was known, and nothing on §4.3 unasked.
  expect([...first.bySid.values()].flat().length).toBeLessThanOrEqual(4);
  expect(first.v1Posts).toEqual([]);

  await page.getByRole('button', { name: 'Close the report' }).click();
  await expect(page.getByText("Hours in the hosts' time zone")).toBeVisible();
  const again = await sandboxNow(page);
  await page.getByRole('button', { name: 'Preview the change' }).click();
  await expect(
    page
      .getByRole('table', { name: /one line per link$/ })
      .getByRole('row')
      .nth(1),
  ).toContainText("(in each link's hosts' time zone)");
  await page.getByRole('button', { name: 'Apply to 6 links' }).click();
  await expect(summary(page)).toHaveText('6 of 6 links done', { timeout: 15_000 });
  const second = await writesBySid(page, again);
  expect(second.bySid.size).toBe(0);
  expect(second.v1Posts.map((r) => r.path).sort()).toEqual(
    links.map((l) => `/api/external/v1/meetings/${l.sid}/availability`).sort(),
  );
  for (const post of second.v1Posts) expect(Object.keys(post.body as object)).toEqual(['periods']);
});

test(`selection, editor, preview and report are axe clean, light and dark`, async ({ page }) => {
  await page.goto(`/meetings?host=${encodeURIComponent(HOST)}`);
  await page.getByRole('checkbox', { name: 'Select this page' }).check();
  await expectNoAxeViolationsLightAndDark(page);
  await page.getByRole('button', { name: 'Set weekly hours' }).click();
  await page.getByRole('button', { name: 'Preview the change' }).click();
  await expectNoAxeViolationsLightAndDark(page);
  await page.getByRole('button', { name: /^Apply to \d+ links$/ }).click();
  await expect(summary(page)).toHaveText(/^(\d+) of \1 links done$/, { timeout: 30_000 });
  await expectNoAxeViolationsLightAndDark(page);
});

test('a run records what it sent per link (the link’s page starts from it), and "Revert run" puts back the run before, except a link edited since', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const links = await linksOf(page, HOST);
  const runOnce = async (city: string, zone: string) => {
    await openForEveryLinkOf(page, HOST, links.length);
    await pickZone(page, city, zone);
    await page.getByRole('button', { name: 'Preview the change' }).click();
    await page.getByRole('button', { name: `Apply to ${links.length} links` }).click();
    await expect(summary(page)).toHaveText(`${links.length} of ${links.length} links done`, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Close the report' }).click();
  };
  await runOnce('Tokyo', 'Asia/Tokyo');
  await runOnce('Berlin', 'Europe/Berlin');

  // The link's own page offers what was sent, as after a single save; sent in Berlin, it is offered
  // converted into the host's zone (Los Angeles), never put in the editor as Berlin clock times.
  // A link of Noah's alone: hosts in several zones have no one zone to convert into (said, and tested elsewhere).
  const first = links.find((l) => l.hosts?.length === 1)!;
  const second = links.find((l) => l.sid !== first.sid);
  expect(first, 'the seed gives Noah a link of his own').toBeTruthy();
  await page.goto(`/meetings/${encodeURIComponent(first.sid)}/availability`);
  const last = page.getByRole('radio', { name: 'What was last saved from this browser' });
  await expect(last).toBeEnabled();
  await expect(last).toBeChecked();
  await expect(page.getByText('Nothing saved from here yet')).toHaveCount(0);
  await expect(
    page.getByText("Converted from Europe/Berlin into America/Los_Angeles, the hosts' time zone."),
  ).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Weekly availability' });
  await expect(grid.getByRole('gridcell', { name: /^Monday 9:00 AM,/ })).toHaveAttribute('aria-selected', 'false');
  await page.getByRole('button', { name: 'Start over from this' }).click();
  // 9 AM in Berlin (UTC+1 in winter) is midnight in Los Angeles (UTC−8).
  await expect(grid.getByRole('gridcell', { name: /^Monday 12:00 AM,/ })).toHaveAttribute('aria-selected', 'true');
  await expect(grid.getByRole('gridcell', { name: /^Monday 9:00 AM,/ })).toHaveAttribute('aria-selected', 'false');
  // Leave nothing unsaved behind.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(grid.getByRole('gridcell', { name: /^Monday 12:00 AM,/ })).toHaveAttribute('aria-selected', 'false');

  // Another change to one link after the run: its revert must leave it alone.
  const edited = await page.request.patch(`/sandbox/demo/api/external/v2/meetings/${second!.sid}/availabilities`, {
    headers: { 'X-Api-Key': SANDBOX_KEY },
    data: { periods: [{ wday: 'monday', start_time: '07:00 AM', end_time: '08:00 AM' }], time_zone: 'UTC' },
  });
  expect(edited.ok()).toBe(true);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activity' }).click();
  const runs = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /^Weekly hours of \d+ links: / }) });
  await expect(runs).toHaveCount(2);
  const newest = runs.first();
  await expect(newest).toContainText(`Weekly hours run · ${links.length} rows`);
  await newest.getByRole('button', { name: /^Revert run: / }).click();
  const dialog = page.getByRole('dialog', { name: /^Revert “Weekly hours of / });
  const put = dialog.getByRole('region', { name: `Put back (${links.length - 1})` });
  await expect(put).toContainText(
    '(Europe/Berlin) → Mon, Tue, Wed, Thu, Fri 9:00 AM–5:00 PM; other days unavailable (Asia/Tokyo)',
    { timeout: 20_000 },
  );
  await expect(dialog.getByRole('region', { name: 'Changed since the run: left as it is (1)' })).toContainText(
    second!.name,
  );
  const since = await sandboxNow(page);
  await dialog.getByRole('button', { name: `Prepare the revert of ${links.length - 1} rows` }).click();
  await dialog.getByRole('button', { name: `Apply to ${links.length - 1} rows` }).click();
  await expect(dialog.getByRole('status')).toContainText(`${links.length - 1} of ${links.length - 1} rows done`, {
    timeout: 30_000,
  });

  // One write per reverted link, in the zone the run before used; none to the link edited since.
  const { bySid } = await writesBySid(page, since);
  expect([...bySid.keys()].sort()).toEqual(
    links
      .filter((l) => l.sid !== second!.sid)
      .map((l) => l.sid)
      .sort(),
  );
  for (const list of bySid.values())
    expect(list.map((r) => (r.body as { time_zone?: string }).time_zone)).toEqual(['Asia/Tokyo']);
});
