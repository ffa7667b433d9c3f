import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolationsLightAndDark, seededRecords, test } from './fixtures';

// At a 1280 px desktop: the links table's columns chosen by the admin and kept, and the
// visual slips an admin notices (one date style, the same cell size, the pick-dates highlight, filter
// fields in line, range labels whole, no red name before a save).

test.use({ viewport: { width: 1280, height: 800 } });

test.beforeEach(async ({ resetSandbox }) => {
  await resetSandbox();
});

/** How many pixels of the box are hidden sideways. */
const hiddenSideways = (box: Locator) => box.evaluate((el) => el.scrollWidth - el.clientWidth);
const headers = (table: Locator) => table.getByRole('columnheader').allInnerTexts();

test('at 1280 px the admin chooses the links columns: by keyboard, the chosen ones fit, kept after a reload and in the All view', async ({
  page,
}) => {
  await page.goto('/meetings');
  const table = page.getByRole('region', { name: 'Scheduling links table' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  // Every column does not fit beside the menu: the table says so.
  expect(await hiddenSideways(table)).toBeGreaterThan(0);
  await expect(table).toHaveAccessibleDescription('Scroll sideways for more columns →');

  const chooser = page.getByRole('button', { name: 'Columns (8 of 8)' });
  await chooser.focus();
  await page.keyboard.press('Enter');
  await expect(chooser).toHaveAttribute('aria-expanded', 'true');
  const shown = page.getByRole('group', { name: 'Columns shown' });
  for (const name of ['Kind', 'Place', 'Buffers']) {
    await shown.getByRole('checkbox', { name }).focus();
    await page.keyboard.press('Space');
    await expect(shown.getByRole('checkbox', { name })).not.toBeChecked();
  }
  await page.keyboard.press('Escape');
  await expect(shown).toBeHidden();
  await expect(page.getByRole('button', { name: 'Columns (5 of 8)' })).toBeFocused();

  expect((await headers(table)).map((h) => h.trim()).filter(Boolean)).toEqual([
    'Name',
    'Duration',
    'Hosts',
    'Status',
    'Updated',
  ]);
  await expect.poll(() => hiddenSideways(table)).toBeLessThanOrEqual(0);
  await expect(table).not.toHaveAccessibleDescription(/Scroll sideways/);
  await expect(table.getByRole('columnheader', { name: 'Updated' })).toBeInViewport();

  await page.reload();
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  expect((await headers(table)).map((h) => h.trim()).filter(Boolean)).toEqual([
    'Name',
    'Duration',
    'Hosts',
    'Status',
    'Updated',
  ]);

  await page.getByRole('button', { name: 'All links' }).click();
  const all = page.getByRole('table', { name: 'Every scheduling link' });
  await expect(all.getByRole('row').nth(1)).toBeVisible();
  expect((await headers(all)).map((h) => h.replace(/[▲▼]/g, '').trim())).toEqual([
    'Name',
    'Duration',
    'Hosts',
    'Status',
    'Updated',
  ]);
  expect(await hiddenSideways(all)).toBeLessThanOrEqual(0);

  // Shown again, a column comes back in both views.
  await page.getByRole('button', { name: 'Columns (5 of 8)' }).click();
  await page.getByRole('group', { name: 'Columns shown' }).getByRole('checkbox', { name: 'Kind' }).check();
  await expect(all.getByRole('columnheader', { name: 'Kind' })).toBeVisible();
});

test(`the open column chooser passes axe, light and dark`, async ({ page }) => {
  await page.goto('/meetings');
  await expect(page.getByRole('region', { name: 'Scheduling links table' }).getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('button', { name: /^Columns/ }).click();
  await page.getByRole('group', { name: 'Columns shown' }).getByRole('checkbox', { name: 'Kind' }).uncheck();
  await expectNoAxeViolationsLightAndDark(page);
});

/** The highlight of the pick-dates control against the label chosen, in CSS pixels. */
async function highlightOffset(page: Page, label: string) {
  const control = page.getByRole('radiogroup', { name: 'How to pick dates' });
  const target = await control.locator('label', { hasText: label }).boundingBox();
  const highlight = await control.locator('.mantine-SegmentedControl-indicator').boundingBox();
  if (!target || !highlight) return Number.POSITIVE_INFINITY;
  return Math.max(
    Math.abs(target.x - highlight.x),
    Math.abs(target.y - highlight.y),
    Math.abs(target.width - highlight.width),
  );
}

test('the "Single dates | A range of dates" highlight sits on the chosen label', async ({ page }) => {
  await page.goto('/availabilities/new');
  await expect(page.getByRole('radiogroup', { name: 'How to pick dates' })).toBeVisible();
  await expect.poll(() => highlightOffset(page, 'Single dates')).toBeLessThan(1.5);
  await page.getByRole('radiogroup', { name: 'How to pick dates' }).getByText('A range of dates').click();
  await expect.poll(() => highlightOffset(page, 'A range of dates')).toBeLessThan(1.5);
});

test('the links filters are one height in one line, and do not move when "Clear filters" appears', async ({ page }) => {
  await page.goto('/meetings');
  const name = page.getByRole('searchbox', { name: 'Name or slug' });
  // The Hosts field is a box holding chips and the typed text.
  const hosts = page.getByRole('combobox', { name: 'Hosts' }).locator('xpath=..');
  const boxes = async () => [(await name.boundingBox())!, (await hosts.boundingBox())!];
  const [nameBefore, hostsBefore] = await boxes();
  expect(Math.abs(nameBefore!.y - hostsBefore!.y)).toBeLessThan(1);
  expect(Math.abs(nameBefore!.height - hostsBefore!.height)).toBeLessThan(1);

  await name.fill('demo');
  await name.press('Enter');
  const clear = page.getByRole('button', { name: 'Clear filters' });
  await expect(clear).toBeVisible();
  const [nameAfter, hostsAfter] = await boxes();
  expect(nameAfter).toEqual(nameBefore);
  expect(hostsAfter).toEqual(hostsBefore);
  const button = (await clear.boundingBox())!;
  expect(Math.abs(button.y + button.height - (nameAfter!.y + nameAfter!.height))).toBeLessThan(1);
});

test('every editor starts with 30-minute cells, and a range label in the grid is never cut short', async ({ page }) => {
  const { sid, availabilityId } = await seededRecords(page);
  for (const route of ['/availabilities/new', `/availabilities/${availabilityId}`, `/meetings/${sid}/availability`]) {
    await page.goto(route);
    await expect(page.getByRole('radio', { name: '30 min' }), route).toBeChecked();
    const grid = page.getByRole('grid', { name: 'Weekly availability' });
    await expect(grid.getByRole('gridcell', { name: /^Monday 9:30 AM,/ }), route).toHaveCount(1);
    await expect(grid.getByRole('gridcell', { name: /^Monday 9:15 AM,/ }), route).toHaveCount(0);
  }
  // The member's default hours, 9 AM to 5 PM on weekdays: each label shows both times in full.
  await page.goto(`/availabilities/${availabilityId}`);
  const grid = page.getByRole('grid', { name: 'Weekly availability' });
  const labels = grid.getByText(/^9:00 AM –\s*5:00 PM$/);
  await expect(labels).toHaveCount(5);
  const cut = await labels.evaluateAll(
    (els) =>
      els
        .flatMap((el) => [el, ...el.querySelectorAll('*')])
        .filter((el) => el.scrollWidth > el.clientWidth + 1 || /…/.test(el.textContent ?? '')).length,
  );
  expect(cut).toBe(0);
});

test('one date style on every screen with dates: the locale’s, never ISO or day-first', async ({ page }) => {
  const { availabilityId } = await seededRecords(page);
  const month = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
  const dated = new RegExp(
    `\\d{4}-\\d{2}-\\d{2}|\\b\\d{1,2}/\\d{1,2}/\\d{4}\\b|\\b\\d{1,2} ${month}[a-z]* \\d{4}|${month} \\d{1,2}, \\d{4}`,
    'g',
  );
  const usStyle = new RegExp(`^${month} \\d{1,2}, \\d{4}$`);
  const seen: string[] = [];
  for (const route of ['/meetings', '/bookings', `/availabilities/${availabilityId}`, '/settings']) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const found = (await page.getByRole('main').innerText()).match(dated) ?? [];
    seen.push(...found.map((d) => `${route}: ${d}`));
  }
  expect(seen.length).toBeGreaterThan(10);
  expect(seen.filter((s) => !usStyle.test(s.split(': ')[1]!))).toEqual([]);
});

test('an empty name passed over is not red before a save; the save says what is missing', async ({ page }) => {
  await page.goto('/availabilities/new');
  const name = page.getByRole('textbox', { name: 'Name' });
  await name.focus();
  await page.keyboard.press('Tab');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Create availability' }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
});
