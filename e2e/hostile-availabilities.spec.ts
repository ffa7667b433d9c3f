import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The availability screens against the hostile workspace (sandbox/hostile.ts): lists by emails[]
// whose totals are absurd, pages that never end or repeat forever, ids repeated within a page,
// rows of members nobody asked for, hours no clock can read. Each screen stays within a bounded
// number of requests and never prints an unbelievable number (PRODUCT.md decisions 10 and 11).
// Kept beside e2e/hostile.spec.ts, with its helpers, while that file is being reworked.

const HOSTILE = '/sandbox/hostile/api/external/';
/** Numbers the hostile workspace sends that must never reach the screen, in any formatting. */
const ABSURD_TEXT = /70,?396,?469|36,?386,?708|48,?134,?131|22,?897,?404|9,?007,?199|4,?294,?967|900,?000|17,?277/;
/** A minus sign straight before a digit, not inside a word or a number (dates are never negative). */
const NEGATIVE = /(^|[^\w-])[-−]\d/m;

async function connectHostile(page: Page) {
  await page.goto('/settings');
  await page.evaluate((origin) => {
    const id = 'hostile';
    const workspace = { id, label: 'Hostile workspace', address: `${origin}/sandbox/hostile`, mode: 'direct', apiVersion: 'latest', remember: true, sandbox: false };
    window.localStorage.setItem('slotboard.workspaces.v1', JSON.stringify({ workspaces: [workspace], activeId: id }));
    window.localStorage.setItem(`slotboard.key.${id}`, 'any-key-will-do');
  }, new URL(page.url()).origin);
}

function countCalls(page: Page) {
  const calls: string[] = [];
  const asked: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (!url.pathname.includes(HOSTILE)) return;
    const path = url.pathname.slice(url.pathname.indexOf(HOSTILE) + HOSTILE.length - 1);
    calls.push(path);
    asked.push(`${req.method()} ${path}${url.search}`);
  });
  const of = (path: string | RegExp) => calls.filter((c) => (typeof path === 'string' ? c === path : path.test(c))).length;
  const said = () => `requests: ${asked.join(', ')}`;
  return { calls, asked, of, said };
}

const settle = (page: Page) => page.waitForTimeout(2_500);

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

test('team availability board: endless and repeating availability pages stop, rows of members not asked for are left out', async ({ page }) => {
  const { calls, asked, of, said } = countCalls(page);
  await page.goto('/availabilities');
  await expect(page.getByRole('heading', { level: 1, name: 'Team availability' })).toBeVisible();
  await expect(page.getByText('The workspace sent more than was asked')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/reading availabilities, .* to go/)).toHaveCount(0, { timeout: 30_000 });
  // Pages that never end are cut at what the members can believably hold, and the board says so.
  await expect(page.getByText('Not every availability is shown')).toBeVisible();
  await settle(page);
  report['/availabilities'] = calls.length;
  console.log(`/availabilities: ${calls.length} requests (${of('/v1/availabilities')} availability lists, ${of('/v1/team_members')} member pages)`);
  // 20 member pages (the member list's ceiling) of which 1,500 have an email: 50 groups of 30,
  // each read up to 10 availabilities a member (3 pages of 100), and the probe of the reads.
  const byPage = () => `lists by page: ${JSON.stringify(Object.fromEntries([1, 2, 3, 4, 5, 6].map((n) => [n, calls.filter((c, i) => c === '/v1/availabilities' && asked[i]!.includes(`page=${n}&`)).length])))}`;
  expect(of('/v1/team_members'), said()).toBeLessThanOrEqual(20);
  expect(of('/v1/availabilities'), byPage()).toBeLessThanOrEqual(50 * 3 + 1);
  expect(calls.length, byPage()).toBeLessThanOrEqual(20 + 50 * 3 + 1);
  await expectSaneText(page);
});

test('an availability edited in place: hours no clock can read are not shown as hours, a few requests', async ({ page }) => {
  const { calls, of, said } = countCalls(page);
  await page.goto('/availabilities/hostile-availability-1-1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /Save/ }).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Some hours could not be read')).toBeVisible();
  await settle(page);
  report['/availabilities/:id'] = calls.length;
  console.log(`/availabilities/:id: ${calls.length} requests (${said()})`);
  expect(of(/^\/v[12]\/availabilities\//), said()).toBeLessThanOrEqual(2);
  expect(calls.length, said()).toBeLessThanOrEqual(24);
  await expectSaneText(page);
});
