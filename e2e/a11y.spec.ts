import { expect, expectNoAxeViolationsLightAndDark, pinBrowserClock, test } from './fixtures';

// Screen states reached by a few steps, at 1280 px. Every screen as first loaded is checked at 390 and
// 1280 px in phone-widths.spec.ts.

test.beforeEach(async ({ resetSandbox }) => {
  await resetSandbox();
});

test.use({ colorScheme: 'light' });

test('axe finds no violation on an expanded booking', async ({ page }) => {
  await page.goto('/bookings');
  await page
    .getByRole('button', { name: /Show details of the booking/ })
    .first()
    .click();
  await expectNoAxeViolationsLightAndDark(page);
});

test('axe finds no violation on the availability editor with overrides and the zone preview', async ({ page }) => {
  // Next month is December 2026 on the journeys' pinned clock.
  await pinBrowserClock(page);
  await page.goto('/availabilities/new');
  await page.getByRole('combobox', { name: 'Team member email' }).fill('oliver.smith@example.com');
  await page.getByRole('combobox', { name: 'Hours are given in' }).click();
  await page.getByRole('combobox', { name: 'Hours are given in' }).fill('Kolkata');
  await page.getByRole('option', { name: /Kolkata/ }).click();
  await page.getByRole('button', { name: 'Weekdays 9–5' }).click();
  const overrides = page.getByRole('region', { name: 'Date overrides' });
  await overrides.getByRole('button', { name: 'Next month' }).click();
  await overrides.getByRole('button', { name: '24 December 2026', exact: true }).click();
  await overrides.getByRole('button', { name: 'Custom hours' }).click();
  await expect(page.getByText('What the member gets in America/New_York')).toBeVisible();
  await expectNoAxeViolationsLightAndDark(page);
});

test('axe finds no violation on the link availability editor', async ({ page }) => {
  const res = await page.request.get('/sandbox/demo/api/external/v2/meetings?page_number=1&page_size=1', {
    headers: { 'X-Api-Key': 'sandbox-demo-key' },
  });
  const { meetings } = (await res.json()) as { meetings: { sid: string }[] };
  await page.goto(`/meetings/${meetings[0]!.sid}/availability`);
  await page.getByRole('button', { name: 'Weekdays 9–5' }).click();
  await expectNoAxeViolationsLightAndDark(page);
});

test('axe finds no violation on a team member form with a refused field', async ({ page }) => {
  await page.goto('/team-members');
  await page.getByRole('link', { name: 'Priya Raghunathan', exact: true }).click();
  await page.getByRole('combobox', { name: 'Organization role' }).fill('admin');
  await page.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByRole('combobox', { name: 'Organization role' })).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolationsLightAndDark(page);
});

test('axe finds no violation on the open workspace form', async ({ page }) => {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Add a workspace' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Give the workspace a name you will recognise.')).toBeVisible();
  await expectNoAxeViolationsLightAndDark(page);
});
