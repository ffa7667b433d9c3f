import { expect, expectNoAxeViolationsLightAndDark, test } from './fixtures';

const ROUTES = [
  '/settings',
  '/meetings',
  '/meetings?view=all',
  '/meetings?host=nobody@example.com',
  '/meetings/abc',
  '/meetings/abc/availability',
  '/packages',
  '/team-members',
  '/team-members/abc',
  '/bookings',
  '/availabilities/new',
  '/availabilities',
  '/no-such-page',
];

test.beforeEach(async ({ resetSandbox }) => {
  await resetSandbox();
});

test.use({ colorScheme: 'light' });

for (const route of ROUTES) {
  test(`axe finds no violation on ${route}, light and dark`, async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolationsLightAndDark(page);
  });
}

test('axe finds no violation on a scheduling link with every field', async ({ page }) => {
  const res = await page.request.get('/sandbox/demo/api/external/v2/meetings?page_number=1&page_size=5', {
    headers: { 'X-Api-Key': 'sandbox-demo-key' },
  });
  const { meetings } = (await res.json()) as { meetings: { sid: string; name: string }[] };
  await page.goto(`/meetings/${meetings[1]!.sid}`);
  await expect(page.getByRole('heading', { level: 1, name: meetings[1]!.name })).toBeVisible();
  await expectNoAxeViolationsLightAndDark(page);
});

test('axe finds no violation on an expanded booking', async ({ page }) => {
  await page.goto('/bookings');
  await page
    .getByRole('button', { name: /Show details of the booking/ })
    .first()
    .click();
  await expectNoAxeViolationsLightAndDark(page);
});

test('axe finds no violation on the availability editor with overrides and the zone preview', async ({ page }) => {
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
