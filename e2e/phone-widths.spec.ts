import { expect, expectNoAxeViolationsLightAndDark, sandboxGet, test } from './fixtures';
import { smallTargets } from './target-sizes';

// Every screen, loaded once at a phone's width and looked at again on a laptop's: the page itself
// never scrolls sideways at 390 px (wide tables scroll in their own box and say so), every target of
// its lists and toolbars is big enough at both widths, and axe finds nothing, in both colour schemes.
// axe reads the whole page at 390 px. At 1280 px only the header and the main menu are drawn
// differently (the menu is shown, the workspace named); the rest is the same DOM laid out again, and
// the phone's layout is the harder one (more boxes scroll). The header and the menu are the same on
// every screen but for which item is current, so axe reads them at 1280 px on one screen.
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 844 };
const WIDE_ONLY = { screen: '/meetings', parts: ['header', '#main-nav'] };

const SCREENS = [
  '/settings',
  '/meetings',
  '/meetings?view=all',
  '/meetings?host=nobody@example.com',
  '/meetings/:link',
  '/meetings/:link/availability',
  '/meetings/:link/slots',
  '/meetings/abc',
  '/meetings/abc/availability',
  '/meetings/weekly-hours',
  '/packages',
  '/team-members',
  '/team-members/new',
  '/team-members/:member',
  '/team-members/:member/calendar',
  '/team-members/abc',
  '/bookings',
  '/bookings/:booking',
  '/availabilities',
  '/availabilities/new',
  '/availabilities/:availability',
  '/activity',
  '/no-such-page',
];

/** The screen's address, with a record of the seeded workspace where it names one. */
async function addressOf(page: import('@playwright/test').Page, screen: string) {
  const member = async () =>
    (
      await sandboxGet<{ team_members: { id: string; email: string }[] }>(
        page,
        '/v1/team_members?page_number=1&page_size=5',
      )
    ).team_members[0]!;
  const ids: Record<string, () => Promise<string>> = {
    ':link': async () =>
      (await sandboxGet<{ meetings: { sid: string }[] }>(page, '/v2/meetings?page_number=1&page_size=5')).meetings[1]!
        .sid,
    ':member': async () => (await member()).id,
    ':booking': async () =>
      (await sandboxGet<{ bookings: { sid: string }[] }>(page, '/v1/bookings?page_number=1&page_size=5')).bookings[0]!
        .sid,
    ':availability': async () =>
      (
        await sandboxGet<{ availabilities: { id: string }[] }>(
          page,
          `/v1/availabilities/team_member?email=${encodeURIComponent((await member()).email)}`,
        )
      ).availabilities[0]!.id,
  };
  const token = Object.keys(ids).find((t) => screen.includes(t));
  return token ? screen.replace(token, await ids[token]!()) : screen;
}

test.use({ viewport: PHONE });

test.beforeEach(async ({ resetSandbox }) => {
  await resetSandbox();
});

for (const screen of SCREENS) {
  test(`${screen} at 390 and 1280 px: no sideways scroll, targets big enough, axe finds nothing, light and dark`, async ({
    page,
  }) => {
    // Requests still open, named if the page does not go quiet (once, in a fresh-clone run, a link
    // page opened by its address did not for four minutes; not seen again in 4 repeats of this test
    // and 10 loads of that page): the measure waits for quiet at most 15 s, then says what was open.
    const open = new Set<string>();
    page.on('request', (r) => open.add(r.url()));
    page.on('requestfinished', (r) => open.delete(r.url()));
    page.on('requestfailed', (r) => open.delete(r.url()));
    await page.goto(await addressOf(page, screen));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page
      .waitForLoadState('networkidle', { timeout: 15_000 })
      .catch(() => console.log(`${screen}: not quiet after 15 s; open: ${[...open].join(', ')}`));
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      'the page scrolls sideways',
    ).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolationsLightAndDark(page);
    // Every target of the screen's lists and toolbars at least 24 × 24 px and 8 px from the next.
    const small = (await smallTargets(page)).map((t) => `at 390 px: ${t}`);
    await page.setViewportSize(LAPTOP);
    small.push(...(await smallTargets(page)).map((t) => `at 1280 px: ${t}`));
    expect(small).toEqual([]);
    if (screen === WIDE_ONLY.screen) await expectNoAxeViolationsLightAndDark(page, WIDE_ONLY.parts);
  });
}

test('a table wider than the phone says it scrolls sideways, and stops saying so at its end', async ({ page }) => {
  await page.goto('/team-members');
  const table = page.getByRole('region', { name: 'Team members table' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table).toHaveAccessibleDescription('Scroll sideways for more columns →');
  await table.focus();
  await table.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(table).toHaveAccessibleDescription('Scroll sideways for more columns ←');
});

test('the week editor on a phone: a keyboard arriving in the grid sees 8 hours and every day whole; narrower, it says it scrolls', async ({
  page,
}) => {
  await page.goto('/availabilities/new');
  await page.getByRole('radio', { name: '30 min' }).focus();
  await page.keyboard.press('Tab');
  const grid = page.getByRole('grid', { name: 'Weekly availability' });
  await expect(grid.getByRole('gridcell').and(page.locator(':focus'))).toHaveCount(1);
  const seen = await grid.evaluate((el) => {
    const box = el.parentElement!.getBoundingClientRect();
    const header = document.querySelector('header')!.getBoundingClientRect();
    const bar = document.querySelector('[role="group"][aria-label="Save"]')!.getBoundingClientRect();
    const head = el.querySelector('[role="columnheader"]')!.getBoundingClientRect();
    const rows = [...el.querySelectorAll<HTMLElement>('[role="gridcell"][data-day="0"]')];
    const hour = rows[2]!.getBoundingClientRect().top - rows[0]!.getBoundingClientRect().top;
    const top = Math.max(box.top, header.bottom, head.bottom);
    const bottom = Math.min(box.bottom, bar.top, window.innerHeight);
    const days = [...el.querySelectorAll('[role="columnheader"]')].slice(1).map((h) => h.getBoundingClientRect());
    return {
      hours: (bottom - top) / hour,
      days: days.map((d) => [Math.round(d.left), Math.round(d.right)]),
      scrolls: el.parentElement!.scrollWidth > el.parentElement!.clientWidth,
    };
  });
  expect(seen.hours).toBeGreaterThanOrEqual(8);
  expect(seen.days).toHaveLength(7);
  for (const [left, right] of seen.days) {
    expect(left).toBeGreaterThanOrEqual(0);
    expect(right).toBeLessThanOrEqual(PHONE.width);
  }
  expect(seen.scrolls).toBe(false);
  await expect(page.getByText(/Scroll sideways for more days/)).toHaveCount(0);

  // A 320 px phone: the days no longer fit, and the grid says so until its end.
  await page.setViewportSize({ width: 320, height: 640 });
  await expect(grid).toHaveAccessibleDescription('Scroll sideways for more days →');
  await expect(page.getByText('Scroll sideways for more days →')).toBeVisible();
  await grid.evaluate((el) => el.parentElement!.scrollTo({ left: el.parentElement!.scrollWidth }));
  await expect(grid).toHaveAccessibleDescription('Scroll sideways for more days ←');
});

test('the new-availability form is one column on a phone: the email and zone fields are as wide as the form', async ({
  page,
}) => {
  await page.goto('/availabilities/new');
  const email = page
    .getByRole('combobox', { name: 'Team member email' })
    .or(page.getByRole('textbox', { name: 'Team member email' }));
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  const [e, n] = [await email.boundingBox(), await name.boundingBox()];
  expect(e && n && n.y > e.y + e.height - 1).toBe(true);
  expect(e!.width).toBeGreaterThan(300);
  // The zone field, given a long zone, shows the zone's name whole: never cut at "America/".
  await email.fill('oliver');
  await email.press('Enter');
  const zone = page.getByRole('combobox', { name: 'Hours are given in' });
  await expect(zone).toHaveValue(/^America\/New_York \(UTC/);
  expect(await zone.evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth)).toBe(true);
});

test('on a phone the links filters leave no empty line for Clear filters until there is something to clear', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/meetings');
  const clear = page.getByRole('button', { name: 'Clear filters', includeHidden: true });
  await expect(page.getByRole('region', { name: 'Scheduling links table' }).getByRole('link').first()).toBeVisible();
  // Not laid out at all (a hidden button that is still laid out was a 52 px gap under Hosts).
  expect(await clear.boundingBox()).toBeNull();
  await page.getByRole('searchbox', { name: 'Name or slug' }).fill('demo');
  await expect(page.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('searchbox', { name: 'Name or slug' })).toHaveValue('');
  expect(await clear.boundingBox()).toBeNull();

  // On a wide screen it keeps its place while hidden, so the fields beside it do not change width.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect.poll(async () => (await clear.boundingBox())?.width ?? 0).toBeGreaterThan(0);
  await expect(clear).toBeHidden();
});

test('a bulk preview on a phone puts each row’s name and status on screen, the change below them', async ({ page }) => {
  await page.goto('/availabilities');
  const pick = page.getByRole('button', { name: /^Pick the default availability of the \d+ members shown$/ });
  await expect(pick).toBeEnabled({ timeout: 20_000 });
  await pick.click();
  const year = new Date().getUTCFullYear() + 1;
  await page.getByLabel('First date').fill(`${year}-01-02`);
  await page.getByRole('button', { name: /^Preview the change to \d+ availabilities$/ }).click();
  const report = page.getByRole('region', { name: /^Holidays:/ });
  const row = report
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') })
    .first();
  const first = row.getByRole('rowheader');
  const status = row.getByRole('cell').first();
  await expect(status).toHaveText(/Not sent yet/);
  for (const cell of [first, status, row.getByRole('cell').nth(1)]) {
    const box = (await cell.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
  // Stacked: the status sits below the name, and the change below the status.
  const [nameBox, statusBox] = [(await first.boundingBox())!, (await status.boundingBox())!];
  expect(statusBox.y).toBeGreaterThanOrEqual(nameBox.y + nameBox.height - 1);
});

test('on a phone a board tick box is 44 × 44 px to tap and at least 8 px from the link beside it', async ({ page }) => {
  await page.goto('/availabilities');
  const line = page.getByRole('grid', { name: 'Team members' }).getByRole('rowgroup').first();
  const box = line.getByRole('checkbox').first();
  await expect(box).toBeVisible({ timeout: 20_000 });
  await box.scrollIntoViewIfNeeded();
  const hit = (await box.locator('xpath=..').boundingBox())!;
  expect(hit.width).toBeGreaterThanOrEqual(44);
  expect(hit.height).toBeGreaterThanOrEqual(44);
  const link = (await line.getByRole('link').first().boundingBox())!;
  expect(link.x - (hit.x + hit.width)).toBeGreaterThanOrEqual(8);
  // A tap at the hit area's edge ticks the box, and opens nothing.
  await page.mouse.click(hit.x + 2, hit.y + hit.height / 2);
  await expect(box).toBeChecked();
  await expect(page).toHaveURL(/\/availabilities$/);

  // One member shown: the pick button reads at the page's size, and the members' box is as tall as its one member.
  await page.goto('/availabilities?q=oliver');
  const pick = page.getByRole('button', { name: 'Pick the default availability of the 1 member shown' });
  await expect(pick).toBeEnabled({ timeout: 20_000 });
  expect(
    await pick.evaluate((el) => parseFloat(getComputedStyle(el.querySelector('.mantine-Button-label') ?? el).fontSize)),
  ).toBeGreaterThanOrEqual(14);
  const members = page.getByRole('region', { name: 'Team members and their availabilities' });
  const [outer, inner] = [
    (await members.boundingBox())!,
    (await members.getByRole('grid', { name: 'Team members' }).boundingBox())!,
  ];
  expect(outer.height - inner.height).toBeLessThan(8);
});
