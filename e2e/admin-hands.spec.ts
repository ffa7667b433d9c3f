import type { Page } from '@playwright/test';
import { columnBreaks, csvRecords } from '../src/testing/csv-parse';
import {
  browserZone,
  defaultAvailability,
  downloadedText,
  expect,
  expectNoAxeViolationsLightAndDark,
  journeyNow,
  pinBrowserClock,
  SANDBOX_KEY,
  sandboxGet,
  test,
} from './fixtures';

// In an admin's hands: the CSV files a spreadsheet reads as dates and numbers, the reasons a
// reschedule finds no time, and the small things (host search in any word order, no "Select all 0").

test.beforeEach(async ({ page, resetSandbox }) => {
  await pinBrowserClock(page);
  await resetSandbox();
});

const download = async (page: Page, button: string) => csvRecords(await downloadedText(page, button));

test('the bookings and links files: wall times in the zone their header names, numbers as numbers, ids as text', async ({
  page,
}) => {
  const zone = await browserZone(page);
  await page.goto('/bookings?type=upcoming');
  const bookings = await download(page, 'Export CSV');
  await expect(page.getByText(/^Exported \d+ bookings?/)).toBeVisible();
  expect(Object.keys(bookings[0]!).slice(0, 2)).toEqual([`Starts (${zone})`, `Ends (${zone})`]);
  expect(
    columnBreaks(bookings, {
      ...Object.fromEntries(Object.keys(bookings[0]!).map((h) => [h, ['text'] as const])),
      [`Starts (${zone})`]: ['dateTime'],
      [`Ends (${zone})`]: ['dateTime'],
      'Client starts': ['dateTime'],
      'Client time zone': ['zone'],
      'Length (minutes)': ['number'],
      [`Booked (${zone})`]: ['dateTime'],
    }),
  ).toBeNull();

  await page.goto('/meetings?size=10');
  const links = await download(page, 'Export every matching link as CSV');
  expect(links).toHaveLength(120);
  expect(
    columnBreaks(links, {
      ...Object.fromEntries(Object.keys(links[0]!).map((h) => [h, ['text'] as const])),
      'Default duration (min)': ['number'],
      'Buffer before (min)': ['number'],
      'Buffer after (min)': ['number'],
      'Fee amount': ['number'],
      [`Updated (${zone})`]: ['dateTime'],
    }),
  ).toBeNull();
  expect(links.some((r) => /; /.test(r['Other durations (min)']!))).toBe(true);
});

/** An upcoming confirmed booking, its link and the default availability of each host the link checks. */
async function aBookingAndItsHosts(page: Page) {
  const { bookings } = await sandboxGet<{
    bookings: { sid: string; name: string; status: string; starts_at: string; meeting_id: string }[];
  }>(page, '/v1/bookings?type=upcoming&page_size=100');
  const booking = bookings.find((b) => b.status === 'confirmed' && Date.parse(b.starts_at) > journeyNow().getTime())!;
  const { meetings } = await sandboxGet<{
    meetings: { id: string; kind: string; hosts: { email: string }[] }[];
  }>(page, '/v2/meetings?page_number=1&page_size=200');
  const link = meetings.find((m) => m.id === booking.meeting_id)!;
  const hosts = link.kind === 'one_on_one' ? link.hosts.slice(0, 1) : link.hosts;
  const availabilities = [];
  for (const h of hosts) availabilities.push(await defaultAvailability(page, h.email));
  return { booking, availabilities };
}

test('a reschedule on a link with no working time says why, links to the hours, and offers no later month', async ({
  page,
}) => {
  const { booking, availabilities } = await aBookingAndItsHosts(page);
  // No weekly hours, and every date override removed (one sent without periods): no time at all.
  for (const a of availabilities) {
    const { availability } = await sandboxGet<{ availability: { overrides: { date: string }[] } }>(
      page,
      `/v2/availabilities/${a.id}`,
    );
    const res = await page.request.patch(`/sandbox/demo/api/external/v2/availabilities/${a.id}`, {
      headers: { 'X-Api-Key': SANDBOX_KEY },
      data: { periods: [], overrides: availability.overrides.map((o) => ({ date: o.date })) },
    });
    expect(res.ok()).toBe(true);
  }
  await page.goto(`/bookings/${encodeURIComponent(booking.sid)}`);
  await page.getByRole('button', { name: 'Reschedule…' }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText('No free times: the link offers none in the next 8 weeks, whoever is booked.'),
  ).toBeVisible();
  await expect(dialog.getByText(/try the next month/)).toHaveCount(0);
  const reasons = dialog.getByRole('list', { name: 'Why the link offers no time' });
  await expect(reasons.getByRole('listitem').first()).toContainText('no working time in the next 8 weeks');
  await expect(reasons.getByRole('link', { name: 'the availability' }).first()).toHaveAttribute(
    'href',
    `/availabilities/${availabilities[0]!.id}`,
  );
  await expect(dialog.getByRole('button', { name: 'Next month' })).toBeDisabled();
  await expectNoAxeViolationsLightAndDark(page);
});

test('host search in any word order, and no "Select all" for a filter that matches nothing', async ({ page }) => {
  await page.goto('/meetings');
  const hosts = page.getByRole('combobox', { name: 'Hosts' });
  await hosts.fill('smith oliver');
  await expect(page.getByRole('option', { name: /Oliver Smith/ })).toBeVisible();
  await hosts.press('Enter');
  await expect(page).toHaveURL(/host=oliver\.smith%40example\.com/);

  await page.getByRole('searchbox', { name: 'Name or slug' }).fill('no link is called this');
  const bar = page.getByRole('region', { name: 'Selected links' });
  await expect(bar.getByText('No link matches the filter.')).toBeVisible();
  await expect(bar.getByRole('button', { name: /^Select all/ })).toHaveCount(0);
  await expectNoAxeViolationsLightAndDark(page);
});
