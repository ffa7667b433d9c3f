import type { Page } from '@playwright/test';
import { expect, settled, test } from './fixtures';
import { ABSURD_TEXT, connectHostile, countCalls, NEGATIVE } from './hostile-kit';

// The availability screens against the hostile workspace (sandbox/hostile.ts): lists by emails[]
// whose totals are absurd, pages that never end or repeat forever, ids repeated within a page,
// rows of members nobody asked for, hours no clock can read. Each screen stays within a bounded
// number of requests and never prints an unbelievable number (docs/product.md decisions 10 and 11).

async function expectSaneText(page: Page) {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(ABSURD_TEXT);
  expect(text).not.toMatch(NEGATIVE);
}

const report: Record<string, number> = {};
test.afterAll(() => {
  console.log(`Requests to the hostile workspace per screen: ${JSON.stringify(report)}`);
});

test.beforeEach(async ({ page }) => {
  await connectHostile(page);
});

test('team availability board: endless and repeating availability pages stop, rows of members not asked for are left out', async ({
  page,
}) => {
  const { calls, asked, of, said } = countCalls(page);
  await page.goto('/availabilities');
  await expect(page.getByRole('heading', { level: 1, name: 'Team availability' })).toBeVisible();
  await expect(page.getByText('The workspace sent more than was asked')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/reading availabilities, .* to go/)).toHaveCount(0, { timeout: 30_000 });
  // Pages that never end are cut at what the members can believably hold, and the board says so.
  await expect(page.getByText('Not every availability is shown')).toBeVisible();
  await settled(page);
  report['/availabilities'] = calls.length;
  console.log(
    `/availabilities: ${calls.length} requests (${of('/v1/availabilities')} availability lists, ${of('/v1/team_members')} member pages)`,
  );
  // 20 member pages (the member list's ceiling) of which 1,500 have an email: 50 groups of 30,
  // each read up to 10 availabilities a member (3 pages of 100); no probe of the reads (the board
  // learns them from its own lists).
  const byPage = () =>
    `lists by page: ${JSON.stringify(Object.fromEntries([1, 2, 3, 4, 5, 6].map((n) => [n, calls.filter((c, i) => c === '/v1/availabilities' && asked[i]!.includes(`page=${n}&`)).length])))}`;
  expect(of('/v1/team_members'), said()).toBeLessThanOrEqual(20);
  expect(of('/v1/availabilities'), byPage()).toBeLessThanOrEqual(50 * 3);
  expect(calls.length, byPage()).toBeLessThanOrEqual(20 + 50 * 3);
  await expectSaneText(page);
});

test('an availability edited in place: hours no clock can read are not shown as hours, a few requests', async ({
  page,
}) => {
  const { calls, of, said } = countCalls(page);
  await page.goto('/availabilities/hostile-availability-1-1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /Save/ }).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Some hours could not be read')).toBeVisible();
  await settled(page);
  report['/availabilities/:id'] = calls.length;
  console.log(`/availabilities/:id: ${calls.length} requests (${said()})`);
  expect(of(/^\/v[12]\/availabilities\//), said()).toBeLessThanOrEqual(2);
  expect(calls.length, said()).toBeLessThanOrEqual(24);
  await expectSaneText(page);
});
