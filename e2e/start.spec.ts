import { expect, expectNoAxeViolations, expectNoAxeViolationsLightAndDark, test } from './fixtures';

// Decision 0020: the page's code comes as three files, evaluated one after another.
// When one of them does not arrive (offline, or Slotboard was updated while the page was open), the
// admin gets a sentence and a way to try again, not an empty page.

/**
 * The console errors a test expects, exactly `times` of them, taken out of what the fixture fails
 * on; every other console error still fails the test.
 */
function expectLogged(keyWatch: string[], expected: RegExp, times: number) {
  expect(keyWatch.filter((p) => expected.test(p))).toHaveLength(times);
  keyWatch.splice(0, keyWatch.length, ...keyWatch.filter((p) => !expected.test(p)));
}

test('when part of the app does not arrive, the page says so in light and dark, and Reload by keyboard brings the links back', async ({
  page,
  keyWatch,
  resetSandbox,
}) => {
  await resetSandbox();
  let blocked = true;
  await page.route('**/assets/first-screen-*.js', (route) => (blocked ? route.abort('failed') : route.continue()));
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto('/meetings');
    await expect(page.getByRole('heading', { level: 1, name: 'Slotboard could not load' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(
      'Nothing was changed in the workspace. Reload the page to try again.',
    );
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    await expectNoAxeViolations(page);
  }

  blocked = false;
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Reload the page' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Scheduling links table' }).getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Slotboard could not load' })).toHaveCount(0);

  // The page logs why it could not load, once a load, for whoever opens the console: expected here,
  // and only that (every other console error still fails the test).
  expectLogged(
    keyWatch,
    /^TypeError: Failed to fetch dynamically imported module: .*\/assets\/first-screen-[\w-]+\.js$/,
    2,
  );
});

test('when the All view’s code does not arrive, the view says so in place, axe clean in light and dark, and Pages still work', async ({
  page,
  resetSandbox,
}) => {
  await resetSandbox();
  await page.route('**/assets/meetings-all-view-*.js', (route) => route.abort('failed'));
  await page.goto('/meetings?view=all');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The All view could not load');
  await expect(alert).toContainText('Its code did not arrive');
  await expect(alert.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  await expectNoAxeViolationsLightAndDark(page);

  await page.getByRole('button', { name: 'Pages' }).click();
  await expect(page).toHaveURL(/view=pages|\/meetings$/);
  await expect(page.getByRole('region', { name: 'Scheduling links table' }).getByRole('link').first()).toBeVisible();
});

test('when a screen’s code does not arrive, the screen says so in place, axe clean in light and dark, and Reload brings it back', async ({
  page,
  keyWatch,
  resetSandbox,
}) => {
  await resetSandbox();
  let blocked = true;
  await page.route('**/assets/packages-page-*.js', (route) => (blocked ? route.abort('failed') : route.continue()));
  await page.goto('/packages');
  await expect(page.getByRole('heading', { level: 1, name: 'This screen could not load' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Nothing was changed in the workspace');
  // The rest of Slotboard is still there: a try in place could not fetch the file again, a reload can.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expectNoAxeViolationsLightAndDark(page);

  blocked = false;
  await page.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Packages' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This screen could not load' })).toHaveCount(0);

  // React reports the error its boundary caught, once; expected here, and only that.
  expectLogged(keyWatch, /^ScreenCodeMissing: A screen's code did not arrive/, 1);
});

test('when the notice for a browser with no workspace does not arrive, the page is left as it is', async ({
  page,
  resetSandbox,
}) => {
  await resetSandbox();
  await page.route('**/assets/no-sample-notice-*.js', (route) => route.abort('failed'));
  await page.goto('/meetings');
  await expect(page.getByRole('region', { name: 'Scheduling links table' }).getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});
