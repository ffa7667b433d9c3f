import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, gridCell as cell, pinBrowserClock, test, weeklyGrid as grid } from './fixtures';

test.beforeEach(async ({ resetSandbox }) => {
  await resetSandbox();
});

async function drag(page: Page, from: Locator, to: Locator) {
  await from.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await to.scrollIntoViewIfNeeded();
  const b = (await to.boundingBox())!;
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
}

test('paint Monday to Friday 9 to 5 by mouse, and the list follows', async ({ page }) => {
  await page.goto('/availabilities/new');
  await page.getByRole('radio', { name: '60 min' }).check();
  await drag(page, cell(page, 'Monday 9:00 AM'), cell(page, 'Friday 4:00 PM'));
  await expect(cell(page, 'Wednesday 12:00 PM')).toHaveAttribute('aria-selected', 'true');
  await expect(cell(page, 'Saturday 12:00 PM')).toHaveAttribute('aria-selected', 'false');
  await expect(cell(page, 'Monday 5:00 PM')).toHaveAttribute('aria-selected', 'false');
  const friday = page.getByRole('group', { name: 'Friday, range 1' });
  await expect(friday.getByRole('textbox', { name: 'Friday, range 1, from' })).toHaveValue('9:00 AM');
  await expect(friday.getByRole('textbox', { name: 'Friday, range 1, to' })).toHaveValue('5:00 PM');
  // Starting on an available cell erases.
  await drag(page, cell(page, 'Monday 12:00 PM'), cell(page, 'Monday 12:00 PM'));
  await expect(cell(page, 'Monday 12:00 PM')).toHaveAttribute('aria-selected', 'false');
  await expect(page.getByRole('textbox', { name: 'Monday, range 2, from' })).toHaveValue('1:00 PM');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(cell(page, 'Monday 12:00 PM')).toHaveAttribute('aria-selected', 'true');
});

test('the same by keyboard alone, then copy Monday to the weekend', async ({ page }) => {
  await page.goto('/availabilities/new');
  await page.getByRole('radio', { name: '60 min' }).check();
  await cell(page, 'Monday 8:00 AM').click();
  await cell(page, 'Monday 8:00 AM').click(); // painted then cleared: focus is in the grid, Monday 8 AM
  await page.keyboard.press('ArrowDown');
  await expect(cell(page, 'Monday 9:00 AM')).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.down('Shift');
  for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowDown');
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.up('Shift');
  await expect(cell(page, 'Friday 4:00 PM')).toBeFocused();
  for (const d of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
    await expect(cell(page, `${d} 9:00 AM`)).toHaveAttribute('aria-selected', 'true');
    await expect(cell(page, `${d} 4:00 PM`)).toHaveAttribute('aria-selected', 'true');
    await expect(cell(page, `${d} 5:00 PM`)).toHaveAttribute('aria-selected', 'false');
  }
  await page.getByRole('button', { name: 'Copy Monday to other days' }).click();
  await page.getByRole('checkbox', { name: 'Saturday' }).check();
  await page.getByRole('checkbox', { name: 'Sunday' }).check();
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(cell(page, 'Sunday 9:00 AM')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('textbox', { name: 'Saturday, range 1, to' })).toHaveValue('5:00 PM');
});

test('a range typed in the list shows in the grid; a bad one is refused on the field', async ({ page }) => {
  await page.goto('/availabilities/new');
  await page.getByRole('switch', { name: 'Tuesday' }).check();
  const to = page.getByRole('textbox', { name: 'Tuesday, range 1, to' });
  await to.fill('8:00am');
  await to.press('Enter');
  await expect(page.getByText('The end must be after the start.')).toBeVisible();
  await to.fill('11:30 pm');
  await to.press('Enter');
  await expect(cell(page, 'Tuesday 11:00 PM')).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('switch', { name: 'Tuesday' }).uncheck();
  await expect(cell(page, 'Tuesday 11:00 PM')).toHaveAttribute('aria-selected', 'false');
  await page.getByRole('switch', { name: 'Tuesday' }).check();
  await expect(page.getByRole('textbox', { name: 'Tuesday, range 1, to' })).toHaveValue('11:30 PM');
});

test('submitted in Asia/Kolkata for a New York member: the body sent and the converted hours returned', async ({
  page,
}) => {
  await page.goto('/availabilities/new');
  await page.getByRole('combobox', { name: 'Team member email' }).fill('oliver.smith@example.com');
  await page.getByRole('textbox', { name: 'Name' }).fill('India office hours');
  await expect(page.getByText('Oliver Smith is in America/New_York.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Hours are given in' }).click();
  await page.getByRole('combobox', { name: 'Hours are given in' }).fill('Kolkata');
  await page.getByRole('option', { name: /Kolkata/ }).click();
  await page.getByRole('switch', { name: 'Monday' }).check();
  await page.getByRole('button', { name: 'Create availability' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Availability created' })).toBeVisible();

  const { requests } = (await (await page.request.get('/sandbox/demo/__sandbox/requests')).json()) as {
    requests: { method: string; path: string; body: Record<string, unknown> }[];
  };
  const posts = requests.filter((r) => r.method === 'POST' && r.path === '/api/external/v2/availabilities');
  expect(posts).toHaveLength(1);
  expect(posts[0]!.body).toEqual({
    email: 'oliver.smith@example.com',
    name: 'India office hours',
    time_zone: 'Asia/Kolkata',
    periods: [{ wday: 'monday', start_time: '09:00 AM', end_time: '05:00 PM' }],
  });
  // 9 AM to 5 PM in Kolkata is Sunday 10:30 PM to Monday 6:30 AM in New York (winter).
  const saved = page.getByRole('grid', { name: 'Saved weekly availability' });
  await expect(saved.getByRole('gridcell', { name: /^Sunday 11:00 PM,/ })).toHaveAttribute('aria-selected', 'true');
  await expect(saved.getByRole('gridcell', { name: /^Monday 6:00 AM,/ })).toHaveAttribute('aria-selected', 'true');
  await expect(saved.getByRole('gridcell', { name: /^Monday 9:00 AM,/ })).toHaveAttribute('aria-selected', 'false');
  await page.getByRole('link', { name: 'Created availabilities' }).last().click();
  await expect(page.getByRole('heading', { level: 2, name: 'India office hours' })).toBeVisible();
});

test('a reload mid-edit finds the draft', async ({ page }) => {
  await page.goto('/availabilities/new');
  await page.getByRole('textbox', { name: 'Name' }).fill('Draft hours');
  await page.getByRole('switch', { name: 'Thursday' }).check();
  await page.reload();
  await expect(page.getByText('Draft restored')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Draft hours');
  await expect(page.getByRole('switch', { name: 'Thursday' })).toBeChecked();
});

test('the service refusal lands on the field it concerns, and nothing typed is lost', async ({ page }) => {
  await page.goto('/availabilities/new');
  await page.getByRole('combobox', { name: 'Team member email' }).fill('nobody@example.com');
  await page.getByRole('textbox', { name: 'Name' }).fill('Ghost hours');
  await page.getByRole('switch', { name: 'Monday' }).check();
  await page.getByRole('button', { name: 'Create availability' }).click();
  const email = page.getByRole('combobox', { name: 'Team member email' });
  await expect(email).toHaveAccessibleDescription(/No team member with email nobody@example.com in this workspace/);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: 'Everything you entered is still here.' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Ghost hours');
  await expect(page.getByRole('switch', { name: 'Monday' })).toBeChecked();
});

test('date overrides: a holiday range in one action, a custom-hours date, and removing an existing override', async ({
  page,
}) => {
  // Next month is December 2026 on the journeys' pinned clock.
  await pinBrowserClock(page);
  await page.goto('/availabilities/new');
  await page.getByRole('combobox', { name: 'Team member email' }).fill('priya.raghunathan@example.com');
  await page.getByRole('textbox', { name: 'Name' }).fill('Holiday season');
  await page.getByRole('button', { name: 'Weekdays 9–5' }).click();
  const overrides = page.getByRole('region', { name: 'Date overrides' });
  await overrides.getByText('A range of dates').click();
  await overrides.getByRole('button', { name: 'Next month' }).click();
  await overrides.getByRole('button', { name: '21 December 2026', exact: true }).click();
  await overrides.getByRole('button', { name: 'Next month' }).click();
  await overrides.getByRole('button', { name: '10 January 2027', exact: true }).click();
  await expect(overrides.getByText(/21 dates, Mon, Dec 21, 2026 to Sun, Jan 10, 2027 picked/)).toBeVisible();
  await overrides.getByRole('button', { name: 'Not available', exact: true }).click();
  await expect(overrides.getByRole('list', { name: 'Overrides' }).getByRole('listitem')).toHaveCount(21);

  await overrides.getByText('Single dates').click();
  await overrides.getByRole('button', { name: '15 January 2027', exact: true }).click();
  await overrides.getByRole('button', { name: 'Custom hours' }).click();
  await expect(overrides.getByRole('textbox', { name: 'Friday 2027-01-15, range 1, from' })).toHaveValue('9:00 AM');
  await overrides.getByRole('textbox', { name: 'Friday 2027-01-15, range 1, to' }).fill('1:00 PM');
  await overrides.getByRole('textbox', { name: 'Friday 2027-01-15, range 1, to' }).press('Enter');
  await overrides.getByRole('button', { name: '18 January 2027', exact: true }).click();
  await overrides.getByRole('button', { name: 'Remove existing override' }).click();
  await page.getByRole('button', { name: 'Create availability' }).click();
  await expect(page.getByRole('heading', { name: 'Availability created' })).toBeVisible();

  const { requests } = (await (await page.request.get('/sandbox/demo/__sandbox/requests')).json()) as {
    requests: { method: string; body: { overrides: { date: string; periods?: unknown[] }[] } }[];
  };
  const sent = requests.filter((r) => r.method === 'POST').at(-1)!.body.overrides;
  expect(sent).toHaveLength(23);
  expect(sent[0]).toEqual({ date: '2026-12-21', periods: [] });
  expect(sent.find((o) => o.date === '2027-01-15')).toEqual({
    date: '2027-01-15',
    periods: [{ start_time: '09:00 AM', end_time: '01:00 PM' }],
  });
  expect(sent.find((o) => o.date === '2027-01-18')).toEqual({ date: '2027-01-18' });
});

test("replacing a link's weekly hours: says it cannot read them, confirms, sends them, and remembers them", async ({
  page,
}) => {
  const res = await page.request.get('/sandbox/demo/api/external/v2/meetings?page_number=1&page_size=3', {
    headers: { 'X-Api-Key': 'sandbox-demo-key' },
  });
  const { meetings } = (await res.json()) as { meetings: { sid: string; name: string }[] };
  const link = meetings[0]!;
  await page.goto(`/meetings/${link.sid}/availability`);
  await expect(page.getByText('The current hours cannot be shown')).toBeVisible();
  await page.getByRole('button', { name: 'Weekdays 9–5' }).click();
  await page.getByRole('button', { name: "Replace the link's hours" }).click();
  const dialog = page.getByRole('dialog', { name: `Replace the weekly hours of ${link.name}?` });
  await dialog.getByRole('button', { name: 'Replace' }).click();
  await expect(page.getByText(`Weekly hours of ${link.name} replaced`)).toBeVisible();
  const { requests } = (await (await page.request.get('/sandbox/demo/__sandbox/requests')).json()) as {
    requests: { method: string; path: string; body: { periods: unknown[] } }[];
  };
  const sent = requests.filter(
    (r) => r.method === 'POST' && r.path === `/api/external/v1/meetings/${link.sid}/availability`,
  );
  expect(sent).toHaveLength(1);
  expect(sent[0]!.body.periods).toHaveLength(5);
  await page.reload();
  await expect(page.getByRole('radio', { name: 'What was last saved from this browser' })).toBeChecked();
  await expect(
    page.getByRole('grid', { name: 'Weekly availability' }).getByRole('gridcell', { name: /^Monday 9:00 AM,/ }),
  ).toHaveAttribute('aria-selected', 'true');
});

test('leaving with unsaved changes asks first, in the page', async ({ page }) => {
  await page.goto('/availabilities/new');
  await page.getByRole('textbox', { name: 'Name' }).fill('Unsaved');
  let native = false;
  page.on('dialog', (d) => {
    native = true;
    void d.dismiss();
  });
  const packages = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Packages' });
  await packages.click();
  const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(ask).toContainText('changes that are not saved');
  await expectNoAxeViolations(page);
  await ask.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/availabilities\/new$/);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Unsaved');
  await packages.click();
  await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/packages$/);
  expect(native).toBe(false);
});

test('between a phone and a wide screen, the ranges stay beside a week grid whose seven days fit', async ({ page }) => {
  // At 1024 px the editor has two columns, and the first is narrower than the week at full size: the
  // grid narrows its days to fit rather than scrolling sideways.
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/availabilities/new');
  await expect(grid(page)).toBeVisible();
  expect(await grid(page).evaluate((el) => el.parentElement!.scrollWidth <= el.parentElement!.clientWidth)).toBe(true);
  await expect(grid(page)).not.toHaveAccessibleDescription(/Scroll sideways/);
  const box = (await grid(page).locator('xpath=..').boundingBox())!;
  const monday = (await page.getByRole('group', { name: 'Monday', exact: true }).boundingBox())!;
  expect(monday.x).toBeGreaterThan(box.x + box.width);
  expect(Math.abs(monday.y - box.y)).toBeLessThan(200);
});
