import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { browserZone, expect, injectFault, sandboxGet, test } from './fixtures';

interface ApiMeeting {
  sid: string;
  name: string;
  slug: string;
  hosts: { email: string }[];
}
interface ApiList {
  meetings: ApiMeeting[];
  pagination: { total_records: number };
}

test.beforeEach(async ({ resetSandbox }) => {
  await resetSandbox();
});

const table = (page: Page) => page.getByRole('region', { name: 'Scheduling links table' });
// The first column is the row's tick box (bulk weekly hours), so the name is the second.
const bodyRows = (page: Page) => table(page).locator('tbody tr');

test('two host emails: every row has one of them, and the total matches the sandbox', async ({ page }) => {
  const hosts = ['oliver.smith@example.com', 'priya.raghunathan@example.com'];
  const expected = await sandboxGet<ApiList>(
    page,
    `/v2/meetings?host_email[]=${hosts[0]}&host_email[]=${hosts[1]}&page_number=1&page_size=100`,
  );
  await page.goto('/meetings');
  const hostInput = page.getByRole('combobox', { name: 'Hosts' });
  await hostInput.fill(hosts[0]!);
  await hostInput.press('Enter');
  await hostInput.fill(hosts[1]!.toUpperCase());
  await hostInput.press('Enter');
  await expect(page).toHaveURL(/host=oliver.smith%40example.com&host=priya.raghunathan%40example.com/);
  const total = expected.pagination.total_records;
  await expect(page.getByText(`1–${Math.min(30, total)} of ${total} links`)).toBeVisible();
  const titles = await bodyRows(page)
    .locator('td:nth-child(5) [title]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('title') ?? ''));
  expect(titles.length).toBe(Math.min(30, total));
  for (const t of titles) expect(hosts.some((h) => t.includes(h))).toBe(true);
  await expect(bodyRows(page).first().getByRole('link')).toHaveText(expected.meetings[0]!.name);

  // Text that is neither a member nor an email is refused on the spot and changes nothing.
  await hostInput.fill('not-an-email');
  await hostInput.press('Enter');
  await expect(
    page.getByText('No team member matches “not-an-email”. Type a full email to filter by someone outside the team.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/host=priya/);
  await page.getByRole('button', { name: 'Remove host Oliver Smith (oliver.smith@example.com)' }).click();
  await expect(page).not.toHaveURL(/oliver/);
});

test('search is case-insensitive on name and on slug, sent once typing settles', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/external/v2/meetings')) requests.push(new URL(r.url()).search);
  });
  // The page's clock stands still while the word is typed, so no pause of the test runner between
  // two keys can outlast the search's 300 ms wait; then it runs on past that wait.
  await page.clock.install();
  await page.goto('/meetings');
  await expect(bodyRows(page)).toHaveCount(30);
  requests.length = 0;
  const searches = () => requests.filter((q) => q.includes('search='));
  await page.clock.pauseAt(Date.now() + 1_000);
  // A search started too early would reach `requests` only after a render and a fetch: each check
  // first lets the page run every task it has queued, twice (a message to itself, which the stopped
  // page clock does not hold, comes after them).
  const nothingSearched = async () => {
    for (let i = 0; i < 2; i++)
      await page.evaluate(
        () =>
          new Promise<void>((done) => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => done();
            channel.port2.postMessage(null);
          }),
      );
    expect(searches()).toEqual([]);
    expect(await page.evaluate(() => location.search)).not.toContain('q=');
  };
  await page.getByRole('searchbox', { name: 'Name or slug' }).pressSequentially('DEMO', { delay: 40 });
  await nothingSearched();
  await page.clock.runFor(299);
  await nothingSearched();
  await page.clock.runFor(1);
  await page.clock.resume();
  await expect(page).toHaveURL(/q=DEMO/);
  // The previous rows stay on screen until the answer is in: the rows are read once they have changed.
  const nameCells = bodyRows(page).locator('td:nth-child(2)');
  const searched = (texts: string[], word: string) =>
    texts.length > 0 && texts.every((t) => t.toLowerCase().includes(word));
  await expect.poll(async () => searched(await nameCells.allInnerTexts(), 'demo')).toBe(true);
  const names = await nameCells.allInnerTexts();
  expect(names.length).toBeGreaterThan(0);
  for (const n of names) expect(n.toLowerCase()).toContain('demo');
  expect(requests.filter((q) => q.includes('search=DEMO') && q.includes('page_number=1'))).toHaveLength(1);
  expect(requests.filter((q) => /search=D(&|E&|EM&)|search=D$|search=DE$|search=DEM$/.test(q))).toHaveLength(0);

  // "office-hours" is only in slugs (names have a space).
  const search = page.getByRole('searchbox', { name: 'Name or slug' });
  await search.fill('OFFICE-HOURS');
  await search.press('Enter');
  await expect(page).toHaveURL(/q=OFFICE-HOURS/);
  // Likewise: the URL changes before the answer is in.
  const slugCells = bodyRows(page).locator('td:nth-child(2) > span');
  await expect.poll(async () => searched(await slugCells.allInnerTexts(), 'office-hours')).toBe(true);
  const slugs = await slugCells.allInnerTexts();
  expect(slugs.length).toBeGreaterThan(0);
  for (const s of slugs) expect(s).toContain('office-hours');
});

test('page 2 survives a reload, Back returns to page 1, and the page size is kept across a filter change', async ({
  page,
}) => {
  await page.goto('/meetings');
  const firstOnPage1 = await bodyRows(page).first().getByRole('link').innerText();
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText('31–60 of 120 links')).toBeVisible();
  const firstOnPage2 = await bodyRows(page).first().getByRole('link').innerText();
  expect(firstOnPage2).not.toBe(firstOnPage1);
  await page.reload();
  await expect(bodyRows(page).first().getByRole('link')).toHaveText(firstOnPage2);
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await page.goBack();
  await expect(page).toHaveURL(/\/meetings$/);
  await expect(bodyRows(page).first().getByRole('link')).toHaveText(firstOnPage1);

  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('10');
  await expect(page).toHaveURL(/size=10/);
  await expect(bodyRows(page)).toHaveCount(10);
  await page.getByRole('button', { name: 'Next page' }).click();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=3/);
  await expect(page.getByText('21–30 of 120 links')).toBeVisible();
  const hostInput = page.getByRole('combobox', { name: 'Hosts' });
  await hostInput.fill('amara.okafor@example.com');
  await hostInput.press('Enter');
  await expect(page).toHaveURL(/size=10/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(page.getByText(/^1–10 of \d+ links$/)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/page=3/);
  await expect(page.getByRole('combobox', { name: 'Hosts' })).toHaveValue('');
  await expect(page.getByRole('button', { name: /Remove host/ })).toHaveCount(0);
});

test('the All view of 2,000 links: total, scrolling, sorting and a CSV with every row', async ({
  page,
  resetSandbox,
}) => {
  await resetSandbox({ meetings: 2000 });
  await page.goto('/meetings');
  await page.getByRole('button', { name: 'All links' }).click();
  await expect(page).toHaveURL(/view=all/);
  await expect(page.getByText('2,000 links', { exact: true })).toBeVisible();
  const grid = page.getByRole('table', { name: 'Every scheduling link' });
  // Read page by page on the page's own thread (decision 0020); on a loaded machine that takes a while.
  await expect(grid).toHaveAttribute('aria-rowcount', '2001', { timeout: 30_000 });
  await grid.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(grid.locator('[aria-rowindex="2001"]')).toBeVisible();

  const nameHeader = grid.getByRole('columnheader', { name: /Name/ });
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/dir=desc/);
  await grid.evaluate((el) => el.scrollTo({ top: 0 }));
  const names = await grid.locator('[role="row"][aria-rowindex] [role="cell"]:first-child a').allInnerTexts();
  const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  for (let i = 1; i < Math.min(names.length, 10); i++)
    expect(collator.compare(names[i - 1]!, names[i]!)).toBeGreaterThanOrEqual(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export 2,000 links as CSV' }).click();
  const file = await (await download).path();
  const lines = readFileSync(file, 'utf8').split('\r\n').filter(Boolean);
  expect(lines).toHaveLength(2001);
  expect(lines[0]).toBe(
    `\uFEFFName,Slug,Link ID,Kind,Default duration (min),Other durations (min),Host names,Host emails,Place,Status,Buffer before (min),Buffer after (min),Fee amount,Fee currency,Payment provider,Other fees,Updated (${await browserZone(page)})`,
  );
});

test('odd names render as text and do not break the layout', async ({ page }) => {
  await page.goto('/meetings?size=100');
  await expect(bodyRows(page)).toHaveCount(100);
  await expect(page.getByRole('link', { name: '<img src=x onerror=alert(1)> Intro call' })).toBeVisible();
  await expect(table(page).locator('img')).toHaveCount(0);
  await expect(page.getByRole('link', { name: '<b>Bold</b> & "quoted" demo' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'مكالمة تعريفية مع الفريق' })).toBeVisible();
  const long = page.getByRole('link', { name: /A scheduling link whose name goes on and on/ });
  const box = await long.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(340);
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(1280);
});

test('an injected 500 and a 429 each show their message and recover on retry, filters kept', async ({ page }) => {
  await page.goto('/meetings?q=demo');
  await expect(bodyRows(page).first()).toBeVisible();
  // Three tries in all (two quick retries), then the message.
  await injectFault(page, {
    path: '/api/external/v2/meetings',
    query: { page_number: '1', page_size: '10' },
    status: 500,
    times: 3,
  });
  await page.goto('/meetings?q=demo&size=10');
  await expect(page.getByText('The workspace had a problem answering. Try again in a moment.')).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(bodyRows(page).first()).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Name or slug' })).toHaveValue('demo');

  // A wait longer than 5 s is not waited out unseen: one request, then a countdown. The fault names
  // the page asked for, so a late read-ahead of page 2 cannot take it.
  await injectFault(page, {
    path: '/api/external/v2/meetings',
    query: { page_number: '1', page_size: '50' },
    status: 429,
    retryAfter: 30,
    times: 1,
  });
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('50');
  await expect(page.getByRole('alert')).toContainText('The workspace asked Slotboard to wait');
  await expect(page.getByRole('alert')).toContainText(/Trying again in \d+ s/);
  await page.getByRole('button', { name: 'Try now' }).click();
  await expect(page.getByText(/^1–\d+ of \d+ links$/)).toBeVisible();
  await expect(page).toHaveURL(/size=50/);
});

test('a link opens with every field, from the table and from a shared URL', async ({ page }) => {
  const list = await sandboxGet<ApiList>(page, '/v2/meetings?page_number=1&page_size=30');
  const target = list.meetings[1]!;
  await page.goto('/meetings');
  await page.getByRole('link', { name: target.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/meetings/${target.sid}$`));
  await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
  for (const section of [
    'Settings',
    'Durations',
    'Places',
    'About this link',
    'Durations and places',
    'Fees',
    'Booking rules',
    'Policies and notices',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
  // The link's id is there to be copied for API tools, not read.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy the link ID' }).click();
  await expect(page.getByRole('button', { name: 'link ID copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(target.sid);
  // The hosts are the settings' Hosts field now, chosen by name.
  await expect(page.getByRole('list', { name: 'Chosen hosts' }).getByRole('listitem')).not.toHaveCount(0);
  await page.getByRole('link', { name: "Edit this link's availability" }).click();
  await expect(page).toHaveURL(new RegExp(`/meetings/${target.sid}/availability$`));
  await page.goto('/meetings/nosuchsid');
  await expect(page.getByRole('heading', { name: 'Scheduling link not found' })).toBeVisible();
});

test('fees are formatted in their currency, including ones without minor units', async ({ page }) => {
  const list = await sandboxGet<{
    meetings: { sid: string; fees: { currency: string; amount_in_smallest_currency_unit: number }[] }[];
  }>(page, '/v2/meetings?page_number=1&page_size=100');
  const yen = list.meetings.find((m) => m.fees[0]?.currency === 'jpy')!;
  const dinar = list.meetings.find((m) => m.fees[0]?.currency === 'kwd')!;
  await page.goto(`/meetings/${yen.sid}`);
  await expect(
    page.getByText(`¥${yen.fees[0]!.amount_in_smallest_currency_unit.toLocaleString('en-US')}`),
  ).toBeVisible();
  await page.goto(`/meetings/${dinar.sid}`);
  await expect(
    page.getByText(`KWD ${(dinar.fees[0]!.amount_in_smallest_currency_unit / 1000).toFixed(3)}`),
  ).toBeVisible();
});

test('filters, paging and opening a link work from the keyboard alone', async ({ page }) => {
  await page.goto('/meetings');
  await expect(bodyRows(page)).toHaveCount(30);
  await page.getByRole('searchbox', { name: 'Name or slug' }).focus();
  await page.keyboard.type('review');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/q=review/);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Hosts' })).toBeFocused();
  await page.keyboard.type('lucas.ferreira@example.com');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/host=lucas.ferreira%40example.com/);
  await page.keyboard.press('Backspace');
  await expect(page).not.toHaveURL(/host=/);
  await page.getByRole('button', { name: 'Clear filters' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/meetings$/);
  await page.getByRole('button', { name: 'Next page' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/page=2/);
  // Page 1's rows stay until page 2's answer is in: the range is drawn from page 2 itself.
  await expect(page.getByText('31–60 of 120 links')).toBeVisible();
  await table(page).getByRole('link').first().focus();
  const name = await table(page).getByRole('link').first().innerText();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.goBack();
  await page.getByRole('button', { name: 'All links' }).focus();
  await page.keyboard.press('Enter');
  const header = page
    .getByRole('table', { name: 'Every scheduling link' })
    .getByRole('columnheader', { name: /Updated/ });
  await header.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
});
