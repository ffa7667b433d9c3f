import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolationsLightAndDark,
  pinBrowserClock,
  SANDBOX_KEY,
  sandboxGet,
  settled,
  test,
} from './fixtures';

// Upcoming and past, and the reschedule calendar's month, are the sandbox's: the browser is on its clock.
test.beforeEach(async ({ page, resetSandbox }) => {
  await pinBrowserClock(page);
  await resetSandbox();
});

const table = (page: Page) => page.getByRole('region', { name: 'Bookings table' });

/** Opens the first confirmed upcoming booking's page; answers its client's name. */
async function openConfirmed(page: Page) {
  await page.goto('/bookings?type=upcoming');
  const row = table(page).locator('tbody tr').filter({ hasText: 'Confirmed' }).first();
  const client = (await row.getByRole('link').first().textContent())!;
  await row.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: `Booking with ${client}` })).toBeVisible({
    timeout: 30_000,
  });
  return client;
}

/** Opens the reschedule dialog on the first day with free times this month or the next; null when neither has one. */
async function pickFreeDay(page: Page) {
  await page.getByRole('button', { name: 'Reschedule…' }).click();
  const dialog = page.getByRole('dialog');
  // Focus moves into the dialog, on its first control.
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  for (const month of [0, 1]) {
    if (month) {
      // A link with no time at all offers no month that cannot help: nothing more to look at.
      const next = dialog.getByRole('button', { name: 'Next month' });
      if (await next.isDisabled()) return null;
      await next.click();
    }
    // The month's answer once settled (not while the hosts' hours are still being looked at).
    await expect(
      dialog.getByText(/days? with free times in|No free times: the link|try the next month|booking window ends/),
    ).toBeVisible();
    const free = dialog.getByRole('button', { name: /: \d+ free times?$/ });
    if ((await free.count()) > 0) {
      // Reached with Tab (the month's first free day is its stop in the tab order) and picked with Enter.
      for (let i = 0; i < 6 && !(await free.first().evaluate((el) => el === document.activeElement)); i++)
        await page.keyboard.press('Tab');
      await expect(free.first()).toBeFocused();
      await page.keyboard.press('Enter');
      return dialog;
    }
  }
  return null;
}

/**
 * The page of the first confirmed upcoming booking whose link has free times, its dialog open on a
 * free day: some seeded links offer none (a window already over, a disabled link).
 */
async function openWithFreeTimes(page: Page) {
  await page.goto('/bookings?type=upcoming');
  const rows = table(page).locator('tbody tr').filter({ hasText: 'Confirmed' });
  for (let i = 0; i < 6; i++) {
    const link = rows.nth(i).getByRole('link').first();
    const client = (await link.textContent())!;
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: `Booking with ${client}` })).toBeVisible({
      timeout: 30_000,
    });
    const dialog = await pickFreeDay(page);
    if (dialog) return { client, dialog };
    await page.keyboard.press('Escape');
    await page.goBack();
  }
  throw new Error('None of the first six confirmed bookings has a free time in two months');
}

const h12 = (d: Date) =>
  `${String(d.getUTCHours() % 12 || 12).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')} ${d.getUTCHours() < 12 ? 'AM' : 'PM'}`;

test('the next 7 days for a host typed as "oliv": the URL keeps it, a co-hosted booking is found and labelled, its page opens, Back undoes it', async ({
  page,
}) => {
  await page.goto('/bookings');
  await expect(table(page).locator('tbody tr')).toHaveCount(30);
  await page.getByRole('combobox', { name: 'Dates' }).click();
  await page.getByRole('option', { name: 'Next 7 days' }).click();
  await expect(page).toHaveURL(/range=next7/);
  await page.getByRole('combobox', { name: 'Host' }).fill('oliv');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/host=oliver\.smith%40example\.com/);
  await expect(page.getByRole('list', { name: 'Chosen hosts' }).getByText('Oliver Smith')).toBeVisible();
  await expect(page.getByText(/^Next 7 days, soonest first\./)).toBeVisible();
  const cohosted = table(page).locator('tbody tr').filter({ hasText: 'Oliver Smith is a co-host' }).first();
  await expect(cohosted).toBeVisible();
  await expect(cohosted.getByRole('cell').nth(2)).toContainText(/ with (.+, )?(.+ and )?Oliver Smith/);
  // Every row is one Oliver hosts or co-hosts: a row he co-hosts says so, the others name him as host.
  await expect(table(page).locator('tbody tr').filter({ hasNotText: 'Oliver Smith' })).toHaveCount(0);
  const client = (await cohosted.getByRole('link').first().textContent())!;
  await cohosted.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: `Booking with ${client}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Scheduling link and hosts' })).toContainText(
    'Oliver Smith (oliver.smith@example.com)',
  );
  await page.goBack();
  await expect(page).toHaveURL(/range=next7&host=oliver/);
  await page.goBack();
  await page.goBack();
  await expect(page).not.toHaveURL(/range=/);
});

test('a workspace without the date filter: the range is applied to what was read, said in one sentence', async ({
  page,
  resetSandbox,
}) => {
  await resetSandbox({ capabilities: { bookingFilters: false } });
  await page.goto('/bookings?range=last30&type=past');
  // The first answer of a fresh page: on a loaded machine the app's start alone can take seconds.
  await expect(page.getByText('This workspace does not filter bookings by date, so Slotboard checked all')).toBeVisible(
    { timeout: 30_000 },
  );
  await expect(table(page).locator('tbody tr').first()).toBeVisible();
  await expect(page.getByText(/^Last 30 days, most recent first\./)).toBeVisible();
});

test('a workspace that ignores the filter is said to, and its rows are not presented as filtered', async ({ page }) => {
  await page.route(/\/bookings\?/, (route) => {
    if (route.request().resourceType() === 'document') return route.continue();
    const url = new URL(route.request().url());
    url.searchParams.delete('type');
    return route.continue({ url: url.toString() });
  });
  await page.goto('/bookings?type=cancelled');
  await expect(page.getByText('This workspace did not apply the “Cancelled” filter; showing everything.')).toBeVisible({
    timeout: 30_000,
  });
});

test('cancel with a reason: a double click sends one request, the list shows it cancelled, Activity has the row', async ({
  page,
}) => {
  const cancels: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/bookings\/[^/]+\/cancel/.test(r.url())) cancels.push(r.url());
  });
  const client = await openConfirmed(page);
  const email = (await page
    .getByRole('region', { name: 'Client' })
    .getByText(/^[^\s@]+@[^\s@]+$/)
    .textContent())!.trim();
  await page.getByRole('textbox', { name: /Reason for cancelling/ }).fill('Host is ill');
  await page.getByRole('button', { name: 'Cancel booking…' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel this booking?' })
    .getByRole('button', { name: 'Yes, cancel it' })
    .dblclick();
  await expect(page.getByRole('group', { name: 'Booking cancelled' })).toContainText(
    /is cancelled; the workspace tells the client\.$/,
  );
  expect(cancels).toHaveLength(1);
  await page.goto(`/bookings?client=${encodeURIComponent(email)}`);
  await expect(
    table(page).locator('tbody tr').filter({ hasText: client }).filter({ hasText: 'Cancelled' }).first(),
  ).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Activity' }).click();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: `Booking with ${client}` })
      .filter({ hasText: 'Cancelled, reason “Host is ill”' }),
  ).toBeVisible();
});

test('reschedule by keyboard to a free time, shown and read back; then a time taken before sending is refused at the field', async ({
  page,
}) => {
  const patches: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PATCH' && /\/v1\/bookings\//.test(r.url())) patches.push(r.url());
  });
  const { client, dialog } = await openWithFreeTimes(page);
  const sid = new URL(page.url()).pathname.split('/').pop();
  const hostEmail = /\(([^)]+@[^)]+)\)/.exec(
    (await page.getByRole('region', { name: 'Scheduling link and hosts' }).textContent())!,
  )![1]!;
  // The day's times are the next stop, chosen with the keyboard.
  const first = dialog.getByRole('radio').first();
  await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  await page.keyboard.press('Space');
  await expect(first).toBeChecked();
  const label = /radio "([^"]+)"/.exec(await first.ariaSnapshot())![1]!;
  const clientTime = /^(\d{1,2}:\d\d(?: [AP]M)?) in /.exec(label)![1]!;
  // On to the reason, the way out, then Continue; the confirmation takes focus, then on to "Yes".
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(new RegExp(`^${client}’s booking moves from .+ to .+${clientTime}`))).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Yes, reschedule' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(new RegExp(`^${client}’s booking is now on .+${clientTime}`))).toBeVisible();
  expect(patches).toHaveLength(1);
  await page.reload();
  await expect(page.getByRole('region', { name: 'When' })).toContainText(
    new RegExp(`Client’s time \\(.+\\).+${clientTime}`),
  );

  // A second time, taken by another of the host's bookings between listing and sending.
  const again = (await pickFreeDay(page))!;
  const taken = again.getByRole('radio').first();
  await taken.check();
  const at = new Date(Number(await taken.getAttribute('value')));
  await again.getByRole('button', { name: 'Continue' }).click();
  const { bookings } = await sandboxGet<{ bookings: { sid: string; name: string; email: string; status: string }[] }>(
    page,
    `/v1/bookings?type=upcoming&host_email=${encodeURIComponent(hostEmail)}&page_size=100`,
  );
  let booked = false;
  // Any booking that holds time will do: one awaiting approval holds it as a confirmed one does, and
  // at some hours of the day the host's only other upcoming bookings are awaiting approval.
  for (const other of bookings.filter(
    (b) => (b.status === 'confirmed' || b.status === 'awaiting_approval') && b.sid !== sid,
  )) {
    const res = await page.request.patch(`/sandbox/demo/api/external/v1/bookings/${other.sid}`, {
      headers: { 'X-Api-Key': SANDBOX_KEY },
      data: {
        name: other.name,
        email: other.email,
        slot_date: at.toISOString().slice(0, 10),
        slot_start_time: h12(at),
        time_zone: 'UTC',
      },
    });
    if (res.ok()) {
      booked = true;
      break;
    }
  }
  expect(booked, 'another booking of the host took the time').toBe(true);
  await again.getByRole('button', { name: 'Yes, reschedule' }).click();
  const times = again.getByRole('radiogroup', { name: /^Free times on / });
  await expect(times).toHaveAccessibleDescription(
    /This time cannot be booked\. The workspace says: “The selected time is not available\. Please choose another slot\.”/,
  );
  await expect(times.getByRole('radio').first()).toBeChecked();
  await settled(page);
  expect(patches).toHaveLength(2);
});

test(`axe: filtered bookings with none to show, and a booking's page, light and dark`, async ({ page }) => {
  // Two pages and a dialog, each checked in both schemes: six axe runs.
  test.setTimeout(120_000);
  await page.goto('/bookings?type=past&client=nobody@example.com');
  await expect(page.getByText('No bookings match these filters')).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolationsLightAndDark(page);
  await page.goto('/bookings?range=next7&host=oliver.smith@example.com');
  await table(page).getByRole('link').first().click();
  await expect(page.getByRole('region', { name: 'When' })).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolationsLightAndDark(page);
  // The reschedule dialog open on a day's free times.
  const { dialog } = await openWithFreeTimes(page);
  await expect(dialog.getByRole('radiogroup', { name: /^Free times on / })).toBeVisible();
  await expectNoAxeViolationsLightAndDark(page);
});
