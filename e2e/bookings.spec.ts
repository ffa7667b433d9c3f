import { expect, expectNoAxeViolationsLightAndDark, test } from './fixtures';

test.beforeEach(async ({ resetSandbox }) => {
  await resetSandbox();
});

const table = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Bookings table' });

test('filter bookings to cancelled ones of one host: the URL keeps it, every row matches, Back undoes it', async ({ page }) => {
  await page.goto('/bookings');
  await expect(table(page).locator('tbody tr')).toHaveCount(30);
  await page.getByRole('textbox', { name: 'Show' }).or(page.getByRole('combobox', { name: 'Show' })).click();
  await page.getByRole('option', { name: 'Cancelled' }).click();
  await expect(page).toHaveURL(/type=cancelled/);
  await page.getByRole('textbox', { name: 'Host email' }).fill('oliver.smith@example.com');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/host=oliver\.smith%40example\.com/);
  // The previous filter's rows stay on screen, the table marked busy, until the host's answer is in.
  await expect(table(page).getByRole('table')).not.toHaveAttribute('aria-busy', 'true');
  const rows = table(page).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  // Every row matches, asserted as a whole and retried, not over a list of rows taken at one moment.
  await expect(rows.filter({ hasNot: page.getByRole('cell', { name: 'Cancelled', exact: true }) })).toHaveCount(0);
  await expect(page.getByText(/did not apply/)).toHaveCount(0);
  await page.goBack();
  await expect(page).not.toHaveURL(/host=/);
  await expect(page.getByRole('textbox', { name: 'Host email' })).toHaveValue('');
});

test('a workspace that ignores the filter is said to, and its rows are not presented as filtered', async ({ page }) => {
  await page.route(/\/bookings\?/, (route) => {
    if (route.request().resourceType() === 'document') return route.continue();
    const url = new URL(route.request().url());
    url.searchParams.delete('type');
    return route.continue({ url: url.toString() });
  });
  await page.goto('/bookings?type=upcoming');
  await expect(page.getByText('This workspace did not apply the “Upcoming” filter; showing everything.')).toBeVisible();
});

test(`axe: filtered bookings with a booking open, light and dark`, async ({ page }) => {
  await page.goto('/bookings?type=past&client=nobody@example.com');
  await expect(page.getByText('No bookings match these filters')).toBeVisible();
  await expectNoAxeViolationsLightAndDark(page);
  await page.goto('/bookings?type=past');
  await table(page).getByRole('button', { name: /Show details of the booking/ }).first().click();
  await expect(table(page).getByText('Length')).toBeVisible();
  await expectNoAxeViolationsLightAndDark(page);
});
