import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, expectNoAxeViolationsLightAndDark, gridCell as cell, test } from './fixtures';

// Keyboard and focus on the editors: how far Save is from the grid, Ctrl/Cmd+S, where
// focus lands after a save, and the skip link.

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
