import { expect, expectNoAxeViolations, test } from './fixtures';

const ROUTES = [
  '/settings',
  '/meetings',
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

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} colour scheme`, () => {
    test.use({ colorScheme: scheme });
    for (const route of ROUTES) {
      test(`axe finds no violation on ${route}`, async ({ page }) => {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoAxeViolations(page);
      });
    }
    test('axe finds no violation on the open workspace form', async ({ page }) => {
      await page.goto('/settings');
      await page.getByRole('button', { name: 'Add a workspace' }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Give the workspace a name you will recognise.')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
