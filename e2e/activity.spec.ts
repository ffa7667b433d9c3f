import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolationsLightAndDark, test } from './fixtures';

// Every write from this browser lands in Activity with how it ended; the list filters, exports what
// it shows, and is usable by keyboard and clean for axe in both colour schemes.

test.beforeEach(async ({ resetSandbox }) => {
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
const rowOf = (page: Page, name: RegExp) => table(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });

test('a member edit and a new availability show in Activity with their results; filter; the CSV holds the filtered rows', async ({ page }) => {
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
  await expect(rowOf(page, /New availability “Activity hours” for priya\.raghunathan@example\.com/)).toContainText('Saved');

  await page.getByRole('combobox', { name: 'Kind' }).selectOption('Availability');
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await expect(page).toHaveURL(/kind=availability/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export 1 change as CSV' }).click();
  const lines = readFileSync(await (await download).path(), 'utf8').split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('\uFEFFWhen,When (local),Workspace,Kind,What,Change,Result,Details,Sent,Before');
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
