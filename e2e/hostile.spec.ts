import type { Page } from '@playwright/test';
import { expect, settled, test } from './fixtures';
import { ABSURD_TEXT, connectHostile, countCalls, NEGATIVE, UNBELIEVABLE_TEXT } from './hostile-kit';

// Slotboard against a workspace whose answers are schema-valid and absurd (sandbox/hostile.ts):
// negative and huge totals, impossible page sizes, pages repeating the same ids forever or never
// running out, duplicate ids, nulls everywhere. Each screen must stay within a small number of
// requests and never print an unbelievable number (docs/product.md decision 11).

async function expectSaneText(page: Page) {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(ABSURD_TEXT);
  expect(text).not.toMatch(UNBELIEVABLE_TEXT);
  expect(text).not.toMatch(NEGATIVE);
  expect(text).not.toMatch(/\b1 (links|packages|bookings|team members)\b/);
}

const report: Record<string, number> = {};
test.afterAll(() => {
  console.log(`Requests to the hostile workspace per screen: ${JSON.stringify(report)}`);
});

test.beforeEach(async ({ page }) => {
  await connectHostile(page);
});

test('scheduling links, paged: a few requests and no absurd numbers', async ({ page }) => {
  const { calls, of, said } = countCalls(page);
  await page.goto('/meetings');
  const table = page.getByRole('region', { name: 'Scheduling links table' });
  await expect(table.locator('tbody tr')).toHaveCount(30);
  await expect(page.getByText('1–30 links, page 1')).toBeVisible();
  await settled(page);
  report['/meetings'] = calls.length;
  expect(of('/v2/meetings'), said()).toBeLessThanOrEqual(2);
  expect(of('/v1/team_members'), said()).toBeLessThanOrEqual(20);
  expect(calls.length, said()).toBeLessThanOrEqual(22);
  await expectSaneText(page);
  await expect(page.getByRole('region', { name: 'Scheduling links table' })).toHaveAccessibleName(
    'Scheduling links table',
  );
});

test('scheduling links, All: stops when the pages repeat', async ({ page }) => {
  const { calls, of, said } = countCalls(page);
  await page.goto('/meetings?view=all');
  await expect(page.getByText('100 links', { exact: true })).toBeVisible();
  await settled(page);
  report['/meetings?view=all'] = calls.length;
  // Page 1, then the next pages four at once (decision 0020): the first of them repeats page 1, so
  // the read stops there and asks for nothing past that round.
  expect(of('/v2/meetings'), said()).toBeGreaterThanOrEqual(2);
  expect(of('/v2/meetings'), said()).toBeLessThanOrEqual(5);
  expect(calls.length, said()).toBeLessThanOrEqual(26);
  await expectSaneText(page);
});

test('packages: an empty second page ends the list', async ({ page }) => {
  const { calls, said } = countCalls(page);
  await page.goto('/packages');
  await expect(page.getByRole('region', { name: 'Packages table' }).locator('tbody tr')).toHaveCount(30);
  await expect(page.getByText('1–30 packages, page 1')).toBeVisible();
  await settled(page);
  report['/packages'] = calls.length;
  expect(calls.length, said()).toBeLessThanOrEqual(2);
  await expectSaneText(page);
});

test('team members: a list that never ends stops at the ceiling', async ({ page }) => {
  const { calls, of, said } = countCalls(page);
  await page.goto('/team-members');
  await expect(page.getByRole('region', { name: 'Team members table' })).toBeVisible();
  await settled(page);
  report['/team-members'] = calls.length;
  expect(of('/v1/team_members'), said()).toBeLessThanOrEqual(20);
  expect(calls.length, said()).toBeLessThanOrEqual(20);
  await expectSaneText(page);
});

test('bookings: a total smaller than the rows is not shown', async ({ page }) => {
  const { calls, of, said } = countCalls(page);
  await page.goto('/bookings');
  await expect(page.getByRole('region', { name: 'Bookings table' }).locator('tbody tr')).toHaveCount(30);
  await expect(page.getByText('1–30 bookings, page 1')).toBeVisible();
  await settled(page);
  report['/bookings'] = calls.length;
  expect(of('/v2/bookings'), said()).toBeLessThanOrEqual(2);
  // The host picker's members, read as on the links page: bounded however many pages the workspace claims.
  expect(of('/v1/team_members'), said()).toBeLessThanOrEqual(20);
  expect(calls.length, said()).toBeLessThanOrEqual(22);
  await expectSaneText(page);
});

test('settings: Test connection says the counts in words when they cannot be believed', async ({ page }) => {
  const { calls, said } = countCalls(page);
  await page.goto('/settings');
  const card = page.getByRole('listitem', { name: 'Hostile workspace' });
  await expect(card.getByText(/^Connected\./)).toBeVisible();
  await expect(card).toContainText('packages (it did not say how many)');
  await settled(page);
  report['/settings'] = calls.length;
  // One small page of links, packages and members for the test; and to learn whether this workspace
  // lets Slotboard read availabilities, one page of members (the vendor's list must name one) and one
  // row of availabilities (decision 0012), and one month of one listed link's bookable times (the
  // slots check), never the pages the workspace claims beyond.
  expect(calls.length, said()).toBeLessThanOrEqual(6);
  await expectSaneText(page);
});
