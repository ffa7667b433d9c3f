import { expect, expectNoAxeViolationsLightAndDark, sandboxGet, test } from './fixtures';

// Every screen at a phone's width: the page itself never scrolls sideways (wide tables scroll in
// their own box and say so), and axe finds nothing, in both colour schemes.
const PHONE = { width: 390, height: 844 };

const routes = async (page: import('@playwright/test').Page) => {
  const { meetings } = await sandboxGet<{ meetings: { sid: string }[] }>(page, '/v2/meetings?page_number=1&page_size=5');
  const { team_members } = await sandboxGet<{ team_members: { id: string; email: string }[] }>(page, '/v1/team_members?page_number=1&page_size=5');
  const member = team_members[0]!;
  const { availabilities } = await sandboxGet<{ availabilities: { id: string }[] }>(page, `/v1/availabilities/team_member?email=${encodeURIComponent(member.email)}`);
  const sid = meetings[1]!.sid;
  return [
    '/settings',
    '/meetings',
    '/meetings?view=all',
    `/meetings/${sid}`,
    `/meetings/${sid}/availability`,
    '/packages',
    '/team-members',
    `/team-members/${member.id}`,
    '/bookings',
    '/availabilities',
    '/availabilities/new',
    `/availabilities/${availabilities[0]!.id}`,
    '/activity',
    '/no-such-page',
  ];
};

test.use({ viewport: PHONE });

test.beforeEach(async ({ resetSandbox }) => {
  await resetSandbox();
});

test('no screen scrolls sideways at 390 px and axe finds nothing, light and dark', async ({ page }) => {
  test.setTimeout(240_000);
  const wide: string[] = [];
  // Requests still open, named if the page does not go quiet (once, in a fresh-clone run, a link
  // page opened by its address did not for four minutes; not seen again in 4 repeats of this test
  // and 10 loads of that page): the measure waits for quiet at most 15 s, then says what was open.
  const open = new Set<string>();
  page.on('request', (r) => open.add(r.url()));
  page.on('requestfinished', (r) => open.delete(r.url()));
  page.on('requestfailed', (r) => open.delete(r.url()));
  for (const route of await routes(page)) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => console.log(`${route}: not quiet after 15 s; open: ${[...open].join(', ')}`));
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > PHONE.width) wide.push(`${route}: ${width} px`);
    await expectNoAxeViolationsLightAndDark(page);
  }
  expect(wide).toEqual([]);
});

test('a table wider than the phone says it scrolls sideways, and stops saying so at its end', async ({ page }) => {
  await page.goto('/team-members');
  const table = page.getByRole('region', { name: 'Team members table' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table).toHaveAccessibleDescription('Scroll sideways for more columns →');
  await table.focus();
  await table.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(table).toHaveAccessibleDescription('Scroll sideways for more columns ←');
});

test('the week grid, wider than the phone, says it scrolls sideways, and stops saying so at its end', async ({ page }) => {
  await page.goto('/availabilities/new');
  const grid = page.getByRole('grid').first();
  await expect(grid).toBeVisible();
  await expect(grid).toHaveAccessibleDescription('Scroll sideways for more days →');
  await expect(page.getByText('Scroll sideways for more days →')).toBeVisible();
  await grid.evaluate((el) => el.parentElement!.scrollTo({ left: el.parentElement!.scrollWidth }));
  await expect(grid).toHaveAccessibleDescription('Scroll sideways for more days ←');
});

test('the new-availability form is one column on a phone: the email and zone fields are as wide as the form', async ({ page }) => {
  await page.goto('/availabilities/new');
  const email = page.getByRole('combobox', { name: 'Team member email' }).or(page.getByRole('textbox', { name: 'Team member email' }));
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  const [e, n] = [await email.boundingBox(), await name.boundingBox()];
  expect(e && n && n.y > e.y + e.height - 1).toBe(true);
  expect(e!.width).toBeGreaterThan(300);
});

test('on a phone the links filters leave no empty line for Clear filters until there is something to clear', async ({ page }) => {
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
  const row = report.getByRole('row').filter({ has: page.getByRole('rowheader') }).first();
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
  const line = page.getByRole('list', { name: 'Team members' }).getByRole('listitem').first();
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
});
