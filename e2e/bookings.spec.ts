import { expect, expectNoAxeViolationsLightAndDark, test } from './fixtures';

test.beforeEach(async ({ resetSandbox }) => {
  await resetSandbox();
});

const table = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Bookings table' });

test('the next 7 days for a host typed as "oliv": the URL keeps it, a co-hosted booking is found and labelled, its page opens, Back undoes it', async ({ page }) => {
  await page.goto('/bookings');
  await expect(table(page).locator('tbody tr')).toHaveCount(30);
  await page.getByRole('combobox', { name: 'Dates' }).click();
  await page.getByRole('option', { name: 'Next 7 days' }).click();
  await expect(page).toHaveURL(/range=next7/);
  await page.getByRole('combobox', { name: 'Host' }).fill('oliv');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/host=oliver\.smith%40example\.com/);
  await expect(page.getByRole('list', { name: 'Chosen hosts' }).getByText('Oliver Smith')).toBeVisible();
  await expect(page.getByText(/^Next 7 days, soonest first\./)).toBeVisible();
  const cohosted = table(page).locator('tbody tr').filter({ hasText: 'Oliver Smith is a co-host' }).first();
  await expect(cohosted).toBeVisible();
  await expect(cohosted.getByRole('cell').nth(2)).toContainText(/ with (.+, )?(.+ and )?Oliver Smith/);
  // Every row is one Oliver hosts or co-hosts: a row he co-hosts says so, the others name him as host.
  await expect(table(page).locator('tbody tr').filter({ hasNotText: 'Oliver Smith' })).toHaveCount(0);
  const client = (await cohosted.getByRole('link').first().textContent())!;
  await cohosted.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: `Booking with ${client}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Scheduling link and hosts' })).toContainText('Oliver Smith (oliver.smith@example.com)');
  await page.goBack();
  await expect(page).toHaveURL(/range=next7&host=oliver/);
  await page.goBack();
  await page.goBack();
  await expect(page).not.toHaveURL(/range=/);
});

test('a workspace without the date filter: the range is applied to what was read, said in one sentence', async ({ page, resetSandbox }) => {
  await resetSandbox({ capabilities: { bookingFilters: false } });
  await page.goto('/bookings?range=last30&type=past');
  // The first answer of a fresh page: on a loaded machine the app's start alone can take seconds.
  await expect(page.getByText('This workspace does not filter bookings by date, so Slotboard checked all')).toBeVisible({ timeout: 30_000 });
  await expect(table(page).locator('tbody tr').first()).toBeVisible();
  await expect(page.getByText(/^Last 30 days, most recent first\./)).toBeVisible();
});

test('a workspace that ignores the filter is said to, and its rows are not presented as filtered', async ({ page }) => {
  await page.route(/\/bookings\?/, (route) => {
    if (route.request().resourceType() === 'document') return route.continue();
    const url = new URL(route.request().url());
    url.searchParams.delete('type');
    return route.continue({ url: url.toString() });
  });
  await page.goto('/bookings?type=cancelled');
  await expect(page.getByText('This workspace did not apply the “Cancelled” filter; showing everything.')).toBeVisible({ timeout: 30_000 });
});

test(`axe: filtered bookings with none to show, and a booking's page, light and dark`, async ({ page }) => {
  // Two pages, each checked in both schemes: four axe runs.
  test.setTimeout(120_000);
  await page.goto('/bookings?type=past&client=nobody@example.com');
  await expect(page.getByText('No bookings match these filters')).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolationsLightAndDark(page);
  await page.goto('/bookings?range=next7&host=oliver.smith@example.com');
  await table(page).getByRole('link').first().click();
  await expect(page.getByRole('region', { name: 'When' })).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolationsLightAndDark(page);
});
