import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsLightAndDark,
  gridCell as cell,
  pinBrowserClock,
  test,
} from './fixtures';

// Keyboard and focus on the editors: how far Save is from the grid, Ctrl/Cmd+S, where
// focus lands after a save, and the skip link; focus after every navigation and after every action
// that removes or disables its own control, never left on the page's body.

test.beforeEach(async ({ resetSandbox }) => {
  await resetSandbox();
});

/** Monday to Friday, 9 AM to 5 PM, painted from the keyboard; focus ends in the grid on Friday 4 PM. */
async function paintWorkWeek(page: Page) {
  await page.getByRole('radio', { name: '60 min' }).check();
  await cell(page, 'Monday 8:00 AM').click();
  await cell(page, 'Monday 8:00 AM').click();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await page.keyboard.down('Shift');
  for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowDown');
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.up('Shift');
  await expect(cell(page, 'Friday 4:00 PM')).toBeFocused();
}

/** Tab presses from where focus is until the named button has it (at most 200). */
async function tabsTo(page: Page, name: string): Promise<number> {
  for (let n = 1; n <= 200; n++) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => {
      const el = document.activeElement;
      return el instanceof HTMLButtonElement ? (el.textContent ?? '').trim() : '';
    });
    if (label === name) return n;
  }
  return Number.POSITIVE_INFINITY;
}

test('from the grid: Tabs to Create counted, Ctrl+S creates in one step and focus lands on the result', async ({
  page,
}) => {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/availabilities')) posts.push(r.url());
  });
  await page.goto('/availabilities/new');
  await page.getByRole('textbox', { name: 'Name' }).fill('Focus journey');
  await page.getByRole('combobox', { name: 'Team member email' }).fill('oliver.smith@example.com');
  await paintWorkWeek(page);
  // The save bar stays in view while the grid is being edited.
  const bar = page.getByRole('group', { name: 'Save' });
  await expect(bar.getByRole('button', { name: 'Create availability' })).toBeInViewport();
  await expect(bar.getByRole('button', { name: 'Create availability' })).toHaveAttribute(
    'aria-keyshortcuts',
    'Control+S Meta+S',
  );
  const tabs = await tabsTo(page, 'Create availability');
  console.log(`Tabs from the last grid cell to Create availability on /availabilities/new: ${tabs}`);
  test.info().annotations.push({ type: 'tabs-grid-to-save', description: String(tabs) });
  expect(tabs).toBeLessThan(Number.POSITIVE_INFINITY);

  await cell(page, 'Friday 4:00 PM').focus();
  await page.keyboard.press('ControlOrMeta+s');
  await expect(page.getByRole('heading', { level: 1, name: 'Availability created' })).toBeFocused();
  expect(posts).toHaveLength(1);
});

test('Ctrl+S with a field in error sends nothing and focus goes to the field', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/availabilities')) posts.push(r.url());
  });
  await page.goto('/availabilities/new');
  await paintWorkWeek(page);
  await page.keyboard.press('ControlOrMeta+s');
  await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
  expect(posts).toHaveLength(0);
});

test('dialogs: named controls, focus on the primary action, back to the opener on Escape', async ({ page }) => {
  await page.goto('/team-members');
  await page.getByRole('link', { name: 'Priya Raghunathan', exact: true }).click();
  await page.getByRole('switch', { name: 'Active' }).uncheck();
  const opener = page.getByRole('button', { name: 'Save active' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate Priya Raghunathan?' });
  await expect(dialog.getByRole('button', { name: 'Deactivate' })).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  const unnamed = await dialog
    .locator('button')
    .evaluateAll((els) => els.filter((b) => !(b.getAttribute('aria-label') || b.textContent?.trim())).length);
  expect(unnamed).toBe(0);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  // Confirming: the answer takes focus to the page heading, not the top of the page.
  await opener.click();
  await dialog.getByRole('button', { name: 'Deactivate' }).press('Enter');
  await expect(page.getByText('Priya Raghunathan deactivated')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Priya Raghunathan' })).toBeFocused();
  // The outcome stays shown by the status region, and the page with it passes axe.
  await expect(page.getByRole('status').filter({ hasText: 'Priya Raghunathan deactivated' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/meetings');
  await expect(page.getByRole('heading', { level: 1, name: 'Scheduling links' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab goes into the page, not back to the navigation.
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
  expect(inMain).toBe(true);
});

test('the save bar and the shortcut hint pass axe, light and dark', async ({ page }) => {
  await page.goto('/availabilities/new');
  await expect(page.getByRole('group', { name: 'Save' })).toBeVisible();
  await expectNoAxeViolationsLightAndDark(page);
});

/** Focus is on something of the page once the step has drawn its result, never on the body. */
async function expectFocusKept(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body))
    .toBe(true);
}

/** Presses Enter on a control reached from the keyboard: the new screen's heading takes focus. */
async function enterTo(page: Page, control: Locator, heading: string | RegExp) {
  await control.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
}

const firstRowLink = (page: Page) =>
  page.getByRole('main').getByRole('table').first().locator('tbody tr').first().getByRole('link').first();

test('every navigation puts focus on the new screen’s heading, never on the body', async ({ page }) => {
  await page.goto('/meetings');
  await expect(page.getByRole('heading', { level: 1, name: 'Scheduling links' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [link, heading] of [
    ['Packages', 'Packages'],
    ['Team members', 'Team members'],
    ['Bookings', 'Bookings'],
    ['New availability', /availability/i],
    ['Team availability', /availability/i],
    ['Activity', 'Activity'],
    ['Settings', 'Settings'],
    ['Scheduling links', 'Scheduling links'],
  ] as const)
    await enterTo(page, nav.getByRole('link', { name: link, exact: true }), heading);

  // A link's page from its row, its bookable times and its hours, and the ways back.
  const name = (await firstRowLink(page).innerText()).trim();
  await enterTo(page, firstRowLink(page), name);
  await enterTo(page, page.getByRole('link', { name: 'See bookable times' }), `Bookable times: ${name}`);
  await enterTo(page, page.getByRole('link', { name: `← ${name}` }), name);
  await enterTo(page, page.getByRole('link', { name: "Edit this link's availability" }), /./);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
  await enterTo(page, page.getByRole('link', { name: '← Scheduling links' }), 'Scheduling links');

  // A booking from its row, and back.
  await enterTo(page, nav.getByRole('link', { name: 'Bookings', exact: true }), 'Bookings');
  await expect(firstRowLink(page)).toBeVisible();
  await enterTo(page, firstRowLink(page), /^Booking with /);
  await enterTo(page, page.getByRole('link', { name: '← Bookings' }), 'Bookings');

  // A member's page from the list, and back by the browser.
  await enterTo(page, nav.getByRole('link', { name: 'Team members', exact: true }), 'Team members');
  await enterTo(page, page.getByRole('link', { name: 'Priya Raghunathan', exact: true }), 'Priya Raghunathan');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Team members' })).toBeFocused();
});

test('pickers take no Tab stop while closed and do not open because Tab reached them', async ({ page }) => {
  await page.goto('/bookings');
  const host = page.getByRole('combobox', { name: 'Host' });
  await host.focus();
  await expect(host).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowDown');
  await expect(host).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(host).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expectFocusKept(page);
  const focusedRole = await page.evaluate(() => document.activeElement?.getAttribute('role'));
  expect(focusedRole).not.toBe('listbox');
});

test('actions that remove or disable their own control leave focus on the next control, said once, with axe after', async ({
  page,
}) => {
  // Three axe runs over the whole editor.
  test.setTimeout(150_000);
  await pinBrowserClock(page);
  await page.goto('/availabilities/new');
  const said = page.locator('#announcer');
  await page.getByRole('button', { name: 'Weekdays 9–5' }).focus();
  await page.keyboard.press('Enter');
  await expect(said).toHaveText('Monday to Friday, 9:00 AM to 5:00 PM: available; the weekend not');

  // Removing a range: focus goes on to what followed it, not the body.
  await page.getByRole('button', { name: 'Remove Monday, range 1' }).focus();
  await page.keyboard.press('Enter');
  await expect(said).toHaveText('Monday, range 1 removed');
  await expectFocusKept(page);
  await expectNoAxeViolations(page);

  // The last Undo disables itself: focus goes to Redo.
  const undo = page.getByRole('button', { name: 'Undo' });
  await undo.focus();
  while (await undo.isEnabled()) await undo.press('Enter');
  await expect(said).toHaveText('Undone. Nothing more to undo.');
  await expect(page.getByRole('button', { name: 'Redo' })).toBeFocused();

  // An override made from the calendar: the picked date is pressed; "Not available" disables itself.
  const day = page.getByRole('button', { name: '27 November 2026' });
  await day.focus();
  await page.keyboard.press('Enter');
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Not available' }).focus();
  await page.keyboard.press('Enter');
  await expect(said).toHaveText(/Nov 27, 2026: not available all day$/);
  await expect(page.getByRole('combobox', { name: /^What .*Nov 27, 2026 becomes$/ })).toBeFocused();
  await expectNoAxeViolations(page);

  // "Custom hours" on another date, then its one range removed.
  await page.getByRole('button', { name: '28 November 2026' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Custom hours' }).focus();
  await page.keyboard.press('Enter');
  await expectFocusKept(page);
  await page.getByRole('button', { name: /^Remove .*2026-11-28, range 1$/ }).focus();
  await page.keyboard.press('Enter');
  await expectFocusKept(page);

  // Deleting the overrides, one by one: focus goes to the next, then back to what is left.
  for (const date of ['Nov 27, 2026', 'Nov 28, 2026']) {
    await page.getByRole('button', { name: new RegExp(`^Delete the override of .*${date}$`) }).focus();
    await page.keyboard.press('Enter');
    await expect(said).toHaveText(new RegExp(`^Override of .*${date} deleted$`));
    await expectFocusKept(page);
  }
  await expectNoAxeViolations(page);
});
