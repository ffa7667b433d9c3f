import { readFile } from 'node:fs/promises';
import { browserZone, expect, expectNoAxeViolations, test } from './fixtures';
import {
  cellUnder,
  connectHostile,
  expectNothingUnbelievable,
  expectNotReadable,
  UNBELIEVABLE as U,
  UNBELIEVABLE_TEXT,
} from './hostile-kit';

// A workspace that sends durations, notices, buffers, booking windows, fees and dates past belief
// (sandbox/hostile.ts): no screen prints them and no file holds them. Each shows "Not readable",
// with what was sent as its description and in a tooltip on hover and focus (docs/product.md decision 21).

test.beforeEach(async ({ page }) => {
  await connectHostile(page);
});

test('the links table and the All view print none, and the CSV leaves their cells empty', async ({ page }) => {
  await page.goto('/meetings');
  const table = page.getByRole('region', { name: 'Scheduling links table' });
  await expect(table.locator('tbody tr')).toHaveCount(30);
  await expect(table.getByText('Not readable', { exact: true })).toHaveCount(30 * 3);
  await expectNothingUnbelievable(page.locator('body'));
  const duration = await cellUnder(table, 1, 'Duration');
  await expectNotReadable(page, duration, `${U.duration} min`);
  // Escape puts the tooltip away without moving focus (WCAG 1.4.13).
  const value = duration.getByText('Not readable');
  await value.focus();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await expect(value).toBeFocused();
  await expectNoAxeViolations(page);

  await page.goto('/meetings?view=all');
  await expect(page.getByText('100 links', { exact: true })).toBeVisible();
  const grid = page.getByRole('table', { name: 'Every scheduling link' });
  await expect(grid.getByText('Not readable', { exact: true }).first()).toBeVisible();
  await expectNothingUnbelievable(page.locator('body'));
  // The All view's rows are drawn in a clipping scroller: the tooltip is not cut off by it.
  const cell = await cellUnder(grid, 0, 'Buffers');
  await cell.getByText('Not readable').hover();
  await expect(page.getByRole('tooltip')).toBeInViewport();
  await expect(page.getByRole('tooltip')).toHaveText(
    `Sent by the workspace: ${U.beforeBuffer} before, ${U.afterBuffer} after (min)`,
  );
  await page.mouse.move(0, 0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export 100 links as CSV' }).click();
  const text = (await readFile(await (await download).path(), 'utf8')).replace(/^\uFEFF/, '');
  expect(text).not.toMatch(UNBELIEVABLE_TEXT);
  // No quoted cell in this file (no name, host or place with a comma or quote): a comma splits cells.
  expect(text).not.toContain('"');
  const [header, ...rows] = text
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
  expect(rows).toHaveLength(100);
  const at = (row: string[], name: string) => row[header!.indexOf(name)];
  const updated = `Updated (${await browserZone(page)})`;
  for (const row of rows) {
    expect(
      [
        'Default duration (min)',
        'Other durations (min)',
        'Buffer before (min)',
        'Buffer after (min)',
        updated,
        'Fee amount',
      ].map((h) => at(row, h)),
    ).toEqual(['', '', '', '', '', '']);
    expect(at(row, 'Fee currency')).toBe('USD');
    expect(at(row, 'Other fees')).toBe('EUR (PayPal); JPY (Cash)');
  }
});

test('a link’s page prints none of its unbelievable rules, fees or dates', async ({ page }) => {
  await page.goto('/meetings/hm1');
  await expect(page.getByRole('heading', { level: 1, name: 'Hostile link 1' })).toBeVisible();
  await expectNothingUnbelievable(page.locator('body'));
  const rules = page.getByRole('region', { name: 'Booking rules' });
  await expect(rules.getByText('Not readable', { exact: true })).toHaveCount(7);
  await expectNotReadable(page, rules.getByRole('definition').first(), `${U.daysAhead} days`);
  const fees = page.getByRole('region', { name: 'Fees' });
  await expect(fees.getByText('Not readable', { exact: true })).toHaveCount(6);
  await expect(page.getByRole('region', { name: 'Durations and places' })).toContainText(
    '30 min (default), Not readable',
  );
  // Created in 1894, updated in 2187.
  await expect(
    page.getByRole('region', { name: 'About this link' }).getByText('Not readable', { exact: true }),
  ).toHaveCount(2);
  await expectNoAxeViolations(page);

  await page.goto('/meetings/hm2');
  await expect(page.getByRole('heading', { level: 1, name: 'Hostile link 2' })).toBeVisible();
  await expectNothingUnbelievable(page.locator('body'));
  await expectNotReadable(page, page.getByRole('region', { name: 'Durations and places' }), `${U.duration} min`);
});

test('packages print no unbelievable duration or fee', async ({ page }) => {
  await page.goto('/packages');
  const table = page.getByRole('region', { name: 'Packages table' });
  await expect(table.locator('tbody tr')).toHaveCount(30);
  await expect(table.getByText('Not readable', { exact: true })).toHaveCount(30 * 2);
  await expectNothingUnbelievable(page.locator('body'));
  await expectNotReadable(page, await cellUnder(table, 0, 'Duration'), `${U.packageSeconds} s`);
  await expectNotReadable(page, await cellUnder(table, 1, 'Fee'), `${U.packageFeePaise} INR (in its smallest unit)`);
});

test('bookings and their details print no date before 2000 or after 2100', async ({ page }) => {
  await page.goto('/bookings');
  const table = page.getByRole('region', { name: 'Bookings table' });
  await expect(table.locator('tbody tr')).toHaveCount(30);
  await expect(table.getByText('Not readable', { exact: true })).toHaveCount(15);
  await expectNotReadable(page, await cellUnder(table, 0, 'When'), '1894-05-17T10:00:00Z');
  // One booking's details are open at a time.
  await page.getByRole('button', { name: 'Show details of the booking with Client 1', exact: true }).click();
  const first = page.locator('#booking-hostile-booking-1');
  // Starts, the client's start and end, and when it was booked; its length is left out.
  await expect(first.getByText('Not readable', { exact: true })).toHaveCount(4);
  await expect(first.getByText('Length', { exact: true })).toHaveCount(0);
  await expectNothingUnbelievable(page.locator('body'));
  await page.getByRole('button', { name: 'Show details of the booking with this client' }).first().click();
  const second = page.locator('#booking-hostile-booking-2');
  // Its length, the client's end, and when it was booked.
  await expect(second.getByText('Not readable', { exact: true })).toHaveCount(3);
  await expectNothingUnbelievable(page.locator('body'));
  await expectNotReadable(
    page,
    second.getByRole('definition').filter({ hasText: /^Mar 2, 2026/ }),
    '2245-01-01T05:30:00+05:30',
  );
  await expectNoAxeViolations(page);
});
