import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolationsLightAndDark, sandboxGet, test } from './fixtures';

// A link's bookable times, reached from its page: next month, in a zone the admin picks, checked
// against the workspace's own answer for that month and zone.

test.beforeEach(async ({ resetSandbox }) => {
  await resetSandbox();
});

const ZONE = 'Asia/Tokyo';
type Day = { date: string; slots: Record<string, unknown> };

function nextMonth() {
  const now = new Date();
  const year = now.getUTCMonth() === 11 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  const month = ((now.getUTCMonth() + 1) % 12) + 1;
  return { year, month, title: new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }) };
}

/** A one-on-one link with bookable times next month, and the workspace's answer for it in Tokyo. */
async function aBookableLink(page: Page, year: number, month: number) {
  const { meetings } = await sandboxGet<{ meetings: { sid: string; slug: string; name: string; kind: string }[] }>(page, '/v2/meetings?page_number=1&page_size=20');
  for (const link of meetings.filter((m) => m.kind === 'one_on_one')) {
    const { slots } = await sandboxGet<{ slots: Day[] }>(page, `/v1/slots/${link.slug}?time_zone=${encodeURIComponent(ZONE)}&year=${year}&month=${month}`);
    const busy = slots.find((d) => Object.keys(d.slots).length > 0);
    if (busy) return { link, total: slots.reduce((n, d) => n + Object.keys(d.slots).length, 0), busy };
  }
  throw new Error('no link with bookable times next month');
}

test('a link’s month of bookable times in a chosen zone: the workspace’s count, a day’s times, axe light and dark', async ({ page }) => {
  const { year, month, title } = nextMonth();
  const { link, total, busy } = await aBookableLink(page, year, month);
  await page.goto(`/meetings/${link.sid}`);
  // Keyboard only, as an admin without a mouse goes.
  await page.getByRole('link', { name: 'See bookable times' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Bookable times: ${link.name}` })).toBeVisible();

  const select = page.getByRole('combobox', { name: 'Show times in' });
  await select.fill('Tokyo');
  await expect(page.getByRole('option', { name: /Asia\/Tokyo/ })).toBeVisible();
  await select.press('ArrowDown');
  await select.press('Enter');
  await expect(page).toHaveURL(/zone=Asia%2FTokyo/);
  await page.getByRole('button', { name: 'Next month' }).press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.getByText(new RegExp(`^${total} bookable times? in ${title}\\.`))).toBeVisible();

  const count = Object.keys(busy.slots).length;
  const day = page.getByRole('table', { name: `Bookable times in ${title}` }).getByRole('button', { name: new RegExp(` ${Number(busy.date.slice(8))}, ${year}: ${count} bookable times?$`) });
  await day.press('Enter');
  await expect(page.getByRole('list', { name: /^Bookable times on / }).getByRole('listitem')).toHaveCount(count);
  await expectNoAxeViolationsLightAndDark(page);
});
