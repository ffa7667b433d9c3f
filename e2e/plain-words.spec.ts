import type { Page } from '@playwright/test';
import { expect, sandboxGet, test } from './fixtures';

// Admins are not developers: no screen shows a spec section, a status code, a sid, a raw id, an
// environment variable, or the API's word "period". Every route is walked and its visible text read.
const INTERNAL: [string, RegExp][] = [
  ['a spec section', /§|\bspec\b/i],
  ['a sid', /\bsids?\b/i],
  ['a raw id', /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i],
  ['an environment variable', /\bSLOTBOARD_[A-Z_]+/],
  ['the word period', /\bperiods?\b|period\(s\)/i],
  [
    'a status code',
    /\b(HTTP|status|code)\s*[1-5]\d\d\b|\([1-5]\d\d\)|\b[1-5]\d\d (OK|Created|No Content|Bad Request|Unauthorized|Forbidden|Not Found|Method Not Allowed|Conflict|Unprocessable|Too Many|Internal|Bad Gateway|Service Unavailable)\b/i,
  ],
  ['an API version', /\bAPI version\b|\bv[12] \(|\(v[12]\)/i],
  ['the wire clock', /\b0\d:\d{2} [AP]M\b/],
];

async function expectPlainWords(page: Page, where: string) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const text = await page.locator('body').innerText();
  const found = INTERNAL.flatMap(([what, re]) => {
    const m = re.exec(text);
    return m
      ? [
          `${where}: ${what} “${text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 40).replace(/\s+/g, ' ')}”`,
        ]
      : [];
  });
  expect(found).toEqual([]);
}

test.beforeEach(async ({ resetSandbox }) => {
  await resetSandbox();
});

test('every screen speaks in plain words', async ({ page }) => {
  test.setTimeout(180_000);
  const { meetings } = await sandboxGet<{ meetings: { sid: string }[] }>(
    page,
    '/v2/meetings?page_number=1&page_size=5',
  );
  const { team_members: members } = await sandboxGet<{ team_members: { id: string }[] }>(page, '/v1/team_members');
  const routes = [
    '/settings',
    '/meetings',
    '/meetings?view=all',
    `/meetings/${meetings[1]!.sid}`,
    `/meetings/${meetings[1]!.sid}/availability`,
    '/meetings/no-such-link',
    '/packages',
    '/team-members',
    `/team-members/${members[0]!.id}`,
    '/bookings',
    '/bookings?type=cancelled',
    '/availabilities',
    '/availabilities?tab=created',
    '/availabilities/new',
    '/activity',
    '/no-such-page',
  ];
  for (const route of routes) {
    await page.goto(route);
    await expectPlainWords(page, route);
  }
  await page.goto('/bookings');
  await page
    .getByRole('button', { name: /Show details of the booking/ })
    .first()
    .click();
  await expectPlainWords(page, 'an open booking');
});

test('after creating an availability: no raw id, a copy button, and Activity in plain words too', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/availabilities/new');
  await expect(page.getByRole('radiogroup', { name: /API version/i })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Team member email' }).fill('oliver.smith@example.com');
  await page.getByRole('textbox', { name: 'Name' }).fill('Plain hours');
  await page.getByRole('button', { name: 'Weekdays 9–5' }).click();
  await page.getByRole('button', { name: 'Create availability' }).click();
  await expect(page.getByRole('heading', { name: 'Availability created' })).toBeVisible();
  await expectPlainWords(page, 'the created availability');
  await page.getByRole('button', { name: 'Copy its ID for the API' }).click();
  await expect(page.getByRole('button', { name: 'ID copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^[0-9a-f-]{36}$/i);
  await page.getByRole('link', { name: 'Edit this availability' }).click();
  await expectPlainWords(page, 'the availability editor');
  await page.goto('/activity');
  await expectPlainWords(page, 'Activity after a write');
});
