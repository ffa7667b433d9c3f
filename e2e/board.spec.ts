import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, injectFault, sandboxGet, test } from './fixtures';

// The team availability board and holidays in bulk (issue 11): a run over every member's default
// availability, the board without the optional reads, axe in both schemes, and the journey by keyboard.

interface Availability {
  id: string;
  name: string;
  default: boolean;
  overrides: { date: string; periods: unknown[] }[];
  user: { email: string; name: string };
}

/** The next Dec 25 and 26 after today (the sandbox runs on this machine's clock). */
function nextChristmas(now = new Date()) {
  const year = now.getUTCMonth() === 11 && now.getUTCDate() >= 25 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  return { first: `${year}-12-25`, last: `${year}-12-26`, year };
}

async function memberEmails(page: Page): Promise<string[]> {
  const res = await sandboxGet<{ team_members: { email: string }[] }>(page, '/v1/team_members?page_size=100');
  return res.team_members.map((m) => m.email);
}

async function defaults(page: Page): Promise<Availability[]> {
  const emails = await memberEmails(page);
  const query = emails.map((e) => `emails[]=${encodeURIComponent(e)}`).join('&');
  const res = await sandboxGet<{ availabilities: Availability[] }>(page, `/v1/availabilities?${query}&page_size=100`);
  return res.availabilities.filter((a) => a.default);
}

async function patches(page: Page) {
  const res = await page.request.get('/sandbox/demo/__sandbox/requests');
  const { requests } = (await res.json()) as { requests: { method: string; path: string }[] };
  return requests.filter((r) => r.method === 'PATCH' && r.path.includes('/availabilities/'));
}

/** Tabs forward until `target` has the focus: the journey never clicks. */
async function tabTo(page: Page, target: Locator, max = 80, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await target.waitFor();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement, undefined, { timeout: 2000 })) return;
    await page.keyboard.press(key);
  }
  throw new Error('the element was not reached by Tab');
}

const board = (page: Page) => page.getByRole('list', { name: 'Team members' });

test('Dec 25–26 unavailable for every member’s default availability in one run, then seen on the board', async ({ page, resetSandbox }) => {
  await resetSandbox();
  const { first, last } = nextChristmas();
  const before = await defaults(page);
  expect(before.length).toBeGreaterThan(5);
  await page.goto('/availabilities');
  await expect(board(page).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText(/reading availabilities, /)).toHaveCount(0);
  await page.getByRole('button', { name: /^Pick the default availability of the \d+ members shown$/ }).click();
  await expect(page.getByText(`${before.length} availabilities picked`)).toBeVisible();
  await page.getByLabel('First date').fill(first);
  await page.getByLabel('Last date').fill(last);
  await page.getByRole('button', { name: `Preview the change to ${before.length} availabilities` }).click();

  const run = page.getByRole('region', { name: /^Holidays: Dec 25–Dec 26 unavailable/ });
  const table = run.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(before.length + 1);
  await expect(table.getByRole('cell', { name: /Dec 25 unavailable, new; Dec 26 unavailable, new/ }).first()).toBeVisible();
  // Nothing is sent before Apply.
  expect(await patches(page)).toHaveLength(0);
  // The workspace asks to slow down three times: waited out, never counted as applied.
  await injectFault(page, { path: '/api/external/v2/availabilities/*', method: 'PATCH', status: 429, retryAfter: 1, times: 3 });
  await run.getByRole('button', { name: `Apply to ${before.length} availabilities` }).click();
  await expect(run.getByRole('status')).toContainText(`${before.length} of ${before.length} availabilities done`, { timeout: 30_000 });

  // One PATCH per availability plus the three the workspace refused (logged before the fault
  // answers them), sent again after the wait: no other send, every availability reached.
  const sent = await patches(page);
  expect(sent).toHaveLength(before.length + 3);
  expect(new Set(sent.map((r) => r.path)).size).toBe(before.length);
  const after = await defaults(page);
  for (const a of after) {
    expect(a.overrides.find((o) => o.date === first)?.periods).toEqual([]);
    expect(a.overrides.find((o) => o.date === last)?.periods).toEqual([]);
    // Overrides that were there stay.
    const was = before.find((b) => b.id === a.id)!;
    for (const o of was.overrides.filter((x) => x.date !== first && x.date !== last)) expect(a.overrides).toContainEqual(o);
  }
  // The board reads again and shows it (the first member's default line).
  const firstMember = board(page).getByRole('listitem').first();
  const more = firstMember.getByRole('button', { name: /^and \d+ more$/ }).first();
  if (await more.isVisible()) await more.click();
  await expect(firstMember).toContainText('Dec 25 unavailable');
  await expect(firstMember).toContainText('Dec 26 unavailable');

  // The report survives a reload, and nothing is sent again.
  await page.reload();
  await expect(page.getByRole('region', { name: /^Holidays: Dec 25–Dec 26 unavailable/ }).getByRole('status')).toContainText(`${before.length} of ${before.length} availabilities done`);
  await page.waitForTimeout(500);
  expect(await patches(page)).toHaveLength(sent.length);
});

test('a workspace without the availability reads keeps the created list, with one sentence why', async ({ page, resetSandbox }) => {
  await resetSandbox({ capabilities: { availabilityReads: false } });
  await page.goto('/availabilities');
  await expect(page.getByText('This workspace does not let Slotboard read availabilities, so only the ones created from this browser are listed.')).toBeVisible();
  await expect(page.getByText('None created from this browser yet')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Team members' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the board is axe clean in light and dark, with a preview open', async ({ page, resetSandbox }) => {
  await resetSandbox();
  await page.goto('/availabilities');
  await expect(board(page).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText(/reading availabilities, /)).toHaveCount(0);
  await board(page).getByRole('checkbox').first().check();
  const { first } = nextChristmas();
  await page.getByLabel('First date').fill(first);
  await page.getByRole('button', { name: 'Preview the change to 1 availability' }).click();
  await expect(page.getByRole('button', { name: 'Apply to 1 availability' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /dark/i }).first().click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectNoAxeViolations(page);
});

test('filter, pick, preview, apply and close by keyboard; the viewing zone moves the hours', async ({ page, resetSandbox }) => {
  test.setTimeout(120_000);
  await resetSandbox();
  await page.goto('/availabilities');
  await expect(board(page).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText(/reading availabilities, /)).toHaveCount(0);
  const firstName = (await board(page).getByRole('listitem').first().getAttribute('aria-label'))!;

  await tabTo(page, page.getByRole('searchbox', { name: 'Name or email' }));
  await page.keyboard.type(firstName.split(' ')[0]!);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByText(/^1 member shown of/)).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Pick the default availability of the 1 member shown' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('1 availability picked')).toBeVisible();

  // A past date is refused on the spot.
  await tabTo(page, page.getByLabel('First date'));
  await page.keyboard.type('01022020');
  await page.keyboard.press('Tab');
  await expect(page.getByText('This date has passed; pick today or a later date.')).toBeVisible();
  const { year } = nextChristmas();
  await page.getByLabel('First date').focus();
  await page.keyboard.type(`1231${year}`);
  await expect(page.getByText('This date has passed; pick today or a later date.')).toHaveCount(0);
  // A radio group is one tab stop (the checked one); arrows move within it.
  await tabTo(page, page.getByRole('radio', { name: 'Unavailable all day' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Available only during custom hours' })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Preview the change to 1 availability' }));
  await page.keyboard.press('Enter');
  const apply = page.getByRole('button', { name: 'Apply to 1 availability' });
  await expect(page.getByRole('cell', { name: /Dec 31 10:00 AM–2:00 PM/ })).toBeVisible();
  await tabTo(page, apply, 200);
  await page.keyboard.press('Enter');
  await expect(page.getByText('1 of 1 availability done')).toBeVisible({ timeout: 20_000 });
  const row = board(page).getByRole('listitem').first();
  const more = row.getByRole('button', { name: /^and \d+ more$/ });
  if (await more.isVisible()) {
    await tabTo(page, more, 200);
    await page.keyboard.press('Enter');
    await expect(row.getByRole('button', { name: 'show fewer' })).toHaveAttribute('aria-expanded', 'true');
  }
  await expect(row).toContainText('Dec 31 10:00 AM–2:00 PM');

  // The hours follow the viewing zone the admin picks.
  const strip = board(page).getByRole('img').first();
  const own = await strip.getAttribute('aria-label');
  // The filters sit above the rows: back up to them.
  await tabTo(page, page.getByRole('combobox', { name: 'Show hours in' }), 80, 'Shift+Tab');
  await page.keyboard.type('UTC');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/view=UTC/);
  await expect(strip).not.toHaveAttribute('aria-label', own!);

  // The report is closed by keyboard too.
  const close = page.getByRole('button', { name: 'Close the report' });
  await tabTo(page, close, 80, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: /^Holidays:/ })).toHaveCount(0);
});
