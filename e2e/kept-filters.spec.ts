import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolationsLightAndDark, pinBrowserClock, test } from './fixtures';

// A list's filters and page live in its address; its scroll, in the tab. Opening a row and coming
// back, by the page's own "← List" link or by the browser's Back, returns to the list as it was left.

// Short enough that every list below scrolls.
test.use({ viewport: { width: 1280, height: 520 } });

test.beforeEach(async ({ page, resetSandbox }) => {
  await pinBrowserClock(page);
  await resetSandbox();
});

const address = (page: Page) => page.evaluate(() => `${location.pathname}${location.search}`);
const scrollTop = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

interface Trip {
  list: string;
  /** The list's rows drawn: what says it is the list shown. */
  shown: (page: Page) => Locator;
  /** The row link opened: the last one of the list. */
  row: (page: Page) => Locator;
  back: string;
}

/** Scrolls the list down, opens its last row, and returns by the back link and then by Back. */
async function roundTrips(page: Page, { list, shown, row, back }: Trip) {
  await page.goto(list);
  await expect(shown(page)).toBeVisible();
  const at = await address(page);
  const link = row(page);
  await link.scrollIntoViewIfNeeded();
  const y = await scrollTop(page);
  expect(y, 'the list is scrolled').toBeGreaterThan(100);
  const name = (await link.textContent())!.trim();

  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The other screen starts at its top.
  expect(await scrollTop(page)).toBe(0);
  const backLink = page.getByRole('link', { name: `← ${back}` });
  await expect(backLink).toHaveAttribute('href', at);
  await backLink.click();
  await expect(shown(page)).toBeVisible();
  expect(await address(page)).toBe(at);
  await expect.poll(() => scrollTop(page)).toBe(y);
  await expect(row(page)).toHaveText(name);

  await row(page).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(shown(page)).toBeVisible();
  expect(await address(page)).toBe(at);
  await expect.poll(() => scrollTop(page)).toBe(y);
}

test('a booking of a filtered list (next 7 days, one host): "← Bookings" and Back return to the list as it was', async ({
  page,
}) => {
  await roundTrips(page, {
    list: '/bookings?range=next7&host=oliver.smith%40example.com',
    shown: (p) => p.getByText(/^Next 7 days, soonest first\./),
    row: (p) => p.getByRole('table').locator('tbody tr').last().getByRole('link').first(),
    back: 'Bookings',
  });
  await expectNoAxeViolationsLightAndDark(page);
});

test('a link on page 3 of ten: "← Scheduling links" and Back return to that page, scrolled as it was', async ({
  page,
}) => {
  await roundTrips(page, {
    list: '/meetings?size=10&page=3',
    shown: (p) => p.getByText(/^21–30 of /),
    row: (p) => p.getByRole('table').locator('tbody tr').last().getByRole('link').first(),
    back: 'Scheduling links',
  });
});

test('a member of a searched list: "← Team members" and Back return to the search, scrolled as it was', async ({
  page,
}) => {
  await roundTrips(page, {
    list: '/team-members?q=e&active=active',
    shown: (p) =>
      p.getByRole('searchbox', { name: 'Name or email' }).or(p.getByRole('textbox', { name: 'Name or email' })),
    row: (p) => p.getByRole('table').locator('tbody tr').last().getByRole('link').first(),
    back: 'Team members',
  });
});

test('a link opened by a shared address has its back link to the bare list', async ({ page }) => {
  await page.goto('/meetings?size=10');
  const first = page.getByRole('table').locator('tbody tr').first().getByRole('link').first();
  const href = await first.getAttribute('href');
  await page.goto(href!);
  await expect(page.getByRole('link', { name: '← Scheduling links' })).toHaveAttribute('href', '/meetings');
});

test('an availability opened from the team board: "← Team availability" and Back return to its zone and its scrolled rows', async ({
  page,
  resetSandbox,
}) => {
  // More members than the board's box shows at once: its rows scroll on their own.
  await resetSandbox({ members: 40 });
  await page.goto('/availabilities?zone=Asia%2FTokyo');
  const rows = page.getByRole('region', { name: 'Team members and their availabilities' });
  await expect(page.getByText(/reading availabilities, /)).toHaveCount(0, { timeout: 20_000 });
  const at = await address(page);
  await rows.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  const top = () => rows.evaluate((el) => Math.round(el.scrollTop));
  const y = await top();
  expect(y, 'the rows are scrolled').toBeGreaterThan(100);
  // An availability's link, not a member's calendar.
  const availability = () => rows.getByRole('link').and(page.locator('[href^="/availabilities/"]')).last();
  const link = availability();
  const name = await link.getAttribute('href');

  await link.click();
  await expect(page).toHaveURL(name!);
  const back = page.getByRole('link', { name: '← Team availability' });
  await expect(back).toHaveAttribute('href', at);
  await back.click();
  await expect(rows).toBeVisible();
  expect(await address(page)).toBe(at);
  await expect.poll(top).toBe(y);

  await availability().click();
  await expect(page).toHaveURL(name!);
  await page.goBack();
  await expect(rows).toBeVisible();
  expect(await address(page)).toBe(at);
  await expect.poll(top).toBe(y);
});
