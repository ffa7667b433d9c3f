import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  activeDefaults,
  expect,
  expectNoAxeViolationsLightAndDark,
  journeyNow,
  pinBrowserClock,
  SANDBOX_KEY,
  type SandboxAvailability,
  test,
} from './fixtures';

// Every write from this browser lands in Activity with how it ended; the list filters, exports what
// it shows, and is usable by keyboard and clean for axe in both colour schemes.

test.beforeEach(async ({ page, resetSandbox }) => {
  await pinBrowserClock(page);
  await resetSandbox();
});

async function writeSome(page: Page) {
  await page.goto('/team-members');
  await page.getByRole('link', { name: 'Priya Raghunathan', exact: true }).click();
  const role = page.getByRole('combobox', { name: 'Organization role' });
  // Refused by the workspace (roles are case-sensitive), then saved.
  await role.fill('admin');
  await page.getByRole('button', { name: 'Save role' }).click();
  await expect(role).toHaveAccessibleDescription(/roles are case sensitive/);
  await role.fill('Admin');
  await page.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByText('Priya Raghunathan: role saved')).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'New availability' }).click();
  await page.getByRole('combobox', { name: 'Team member email' }).fill('priya.raghunathan@example.com');
  await page.getByRole('textbox', { name: 'Name' }).fill('Activity hours');
  await page.getByRole('switch', { name: 'Monday' }).check();
  await page.getByRole('button', { name: 'Create availability' }).click();
  await expect(page.getByRole('heading', { name: 'Availability created' })).toBeVisible();
}

const table = (page: Page) => page.getByRole('table', { name: /Changes made from this browser/ });
const rowOf = (page: Page, name: RegExp) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) });

test('a member edit and a new availability show in Activity with their results; filter; the CSV holds the filtered rows', async ({
  page,
}) => {
  await writeSome(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  await expect(table(page).getByRole('row')).toHaveCount(4);
  const member = rowOf(page, /Team member Priya Raghunathan/);
  await expect(member).toHaveCount(2);
  await expect(member.first()).toContainText(/Role: .+ → Admin/);
  await expect(member.first()).toContainText('Saved');
  await expect(member.last()).toContainText('Failed');
  await expect(member.last()).toContainText(/case sensitive/);
  await expect(rowOf(page, /New availability “Activity hours” for priya\.raghunathan@example\.com/)).toContainText(
    'Saved',
  );

  await page.getByRole('combobox', { name: 'Kind' }).selectOption('Availability');
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await expect(page).toHaveURL(/kind=availability/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export 1 change as CSV' }).click();
  const lines = readFileSync(await (await download).path(), 'utf8')
    .split('\r\n')
    .filter(Boolean);
  // The zone the times are written in is named in the header, once (the browser's here).
  expect(lines[0]).toMatch(/^\uFEFFWhen \([A-Za-z_/+-]+\),Workspace,Kind,What,Change,Result,Details,Sent,Before$/);
  // The wall time to the second without an offset, which a spreadsheet reads as a date.
  expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(',Availability,New availability “Activity hours” for priya.raghunathan@example.com,');
  expect(lines[1]).toContain(',Saved,');
  expect(lines[1]).toContain('""name"":""Activity hours""');

  // The log is this browser's: it survives a reload, the filter with it (it is in the address).
  await page.reload();
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  // Both role changes match (the search ignores case); the result narrows to the refused one.
  await page.getByRole('textbox', { name: 'Search' }).fill('role admin');
  await expect(table(page).getByRole('row')).toHaveCount(3);
  await page.getByRole('combobox', { name: 'Result' }).selectOption('Failed');
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await expect(rowOf(page, /Team member Priya Raghunathan/)).toContainText('Failed');
  await page.getByRole('combobox', { name: 'Kind' }).selectOption('Link hours');
  await expect(page.getByText('No activity matches these filters')).toBeVisible();
});

test('by keyboard: reach Activity from the navigation, filter, export', async ({ page }) => {
  await writeSome(page);
  const nav = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activity' });
  await nav.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  const search = page.getByRole('textbox', { name: 'Search' });
  await search.focus();
  await page.keyboard.type('activity hours');
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Kind' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Result' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Clear filters' })).toBeFocused();
  await page.keyboard.press('Tab');
  const exportButton = page.getByRole('button', { name: 'Export 1 change as CSV' });
  await expect(exportButton).toBeFocused();
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const text = readFileSync(await (await download).path(), 'utf8');
  expect(text).toContain('New availability “Activity hours”');
  expect(text).not.toContain('Team member Priya');
});

test('axe finds no violation on Activity, empty and with entries, light and dark', async ({ page }) => {
  await page.goto('/activity');
  await expect(page.getByText('No changes made from this browser yet')).toBeVisible();
  await expectNoAxeViolationsLightAndDark(page);
  await writeSome(page);
  await page.goto('/activity');
  await expect(table(page).getByRole('row')).toHaveCount(4);
  await expectNoAxeViolationsLightAndDark(page);
});

const closureDates = (a: SandboxAvailability, dates: string[]) =>
  a.overrides.filter((o) => dates.includes(o.date)).sort((x, y) => x.date.localeCompare(y.date));

test('a Christmas closure in one run (24th 9–12, 25th and 26th off), then "Revert run" from Activity puts back all but the row changed since', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const now = journeyNow();
  const year = now.getUTCMonth() === 11 && now.getUTCDate() >= 24 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  const dates = [24, 25, 26].map((d) => `${year}-12-${d}`);
  const before = await activeDefaults(page);

  await page.goto('/availabilities');
  await expect(page.getByText(/reading availabilities, /)).toHaveCount(0, { timeout: 20_000 });
  await page.getByRole('button', { name: /^Pick the default availability of the \d+ members shown$/ }).click();
  const first = page.getByRole('group', { name: 'Dates 1' });
  await first.getByLabel('First date').fill(dates[0]!);
  await first.getByRole('radio', { name: 'Available only during custom hours' }).check();
  await first.getByLabel('From').fill('9:00 AM');
  await first.getByLabel('Until').fill('12:00 PM');
  await page.getByRole('button', { name: 'Add other dates' }).click();
  const second = page.getByRole('group', { name: 'Dates 2' });
  await second.getByLabel('First date').fill(dates[1]!);
  await second.getByLabel('Last date').fill(dates[2]!);
  await page.getByRole('button', { name: `Preview the change to ${before.length} availabilities` }).click();
  const run = page.getByRole('region', { name: 'Holidays: Dec 24 9:00 AM–12:00 PM; Dec 25–Dec 26 unavailable' });
  await expect(run.getByRole('row')).toHaveCount(before.length + 1);
  await run.getByRole('button', { name: `Apply to ${before.length} availabilities` }).click();
  await expect(run.getByRole('status')).toContainText(`${before.length} of ${before.length} availabilities done`, {
    timeout: 30_000,
  });
  // Applied: no second Apply of these dates is one click away.
  await expect(page.getByRole('button', { name: /^Preview the change/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Start a new change' })).toBeVisible();

  const applied = await activeDefaults(page);
  for (const a of applied)
    expect(
      closureDates(a, dates).map((o) => [o.date, o.periods.map((p) => `${p.start_time}-${p.end_time}`).join()]),
    ).toEqual([
      [dates[0], '09:00 AM-12:00 PM'],
      [dates[1], ''],
      [dates[2], ''],
    ]);
  // Someone changes one member's 26th after the run: the revert must leave it alone.
  const touched = applied[0]!;
  const res = await page.request.patch(`/sandbox/demo/api/external/v2/availabilities/${touched.id}`, {
    headers: { 'X-Api-Key': SANDBOX_KEY },
    data: {
      periods: touched.periods.map(({ wday, start_time, end_time }) => ({ wday, start_time, end_time })),
      overrides: [{ date: dates[2], periods: [{ start_time: '08:00 AM', end_time: '09:00 AM' }] }],
    },
  });
  expect(res.ok()).toBe(true);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activity' }).click();
  const line = page.getByRole('row').filter({
    has: page.getByRole('rowheader', { name: /^Holidays: Dec 24 9:00 AM–12:00 PM; Dec 25–Dec 26 unavailable/ }),
  });
  await expect(line).toContainText(`Holidays run · ${before.length} rows`);
  await expect(line).toContainText(`${before.length} saved`);
  await line.getByRole('button', { name: /^Revert run: / }).click();
  const dialog = page.getByRole('dialog', { name: /^Revert “Holidays: / });
  await expect(dialog.getByRole('region', { name: `Put back (${before.length - 1})` })).toBeVisible({
    timeout: 20_000,
  });
  await expect(dialog.getByRole('region', { name: 'Changed since the run: left as it is (1)' })).toContainText(
    'Dec 26 is now 8:00 AM–9:00 AM, the run set unavailable',
  );
  await dialog.getByRole('button', { name: `Prepare the revert of ${before.length - 1} rows` }).click();
  await dialog.getByRole('button', { name: `Apply to ${before.length - 1} rows` }).click();
  await expect(dialog.getByRole('status')).toContainText(`${before.length - 1} of ${before.length - 1} rows done`, {
    timeout: 30_000,
  });

  // Each reverted availability holds on those dates what it held before the run; the changed one is as changed.
  const reverted = await activeDefaults(page);
  for (const a of reverted) {
    const was = before.find((b) => b.id === a.id)!;
    if (a.id === touched.id) expect(closureDates(a, dates).map((o) => o.date)).toEqual(dates);
    else expect(closureDates(a, dates)).toEqual(closureDates(was, dates));
  }
  await dialog.getByRole('button', { name: 'Close the report' }).click();
  await expect(page.getByRole('rowheader', { name: /^Revert of “Holidays: Dec 24/ })).toBeVisible();
});
