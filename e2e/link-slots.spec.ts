import type { Page } from '@playwright/test';
import {
  defaultAvailability,
  expect,
  expectNoAxeViolationsLightAndDark,
  journeyNow,
  pinBrowserClock,
  SANDBOX_KEY,
  sandboxGet,
  test,
} from './fixtures';

// A link's bookable times, reached from its page: next month, in a zone the admin picks, checked
// against the workspace's own answer for that month and zone.

test.beforeEach(async ({ page, resetSandbox }) => {
  await pinBrowserClock(page);
  await resetSandbox();
});

const ZONE = 'Asia/Tokyo';
type Day = { date: string; slots: Record<string, unknown> };

function nextMonth() {
  const now = journeyNow();
  const year = now.getUTCMonth() === 11 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  const month = ((now.getUTCMonth() + 1) % 12) + 1;
  return {
    year,
    month,
    title: new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
  };
}

/** A one-on-one link with bookable times next month, and the workspace's answer for it in Tokyo. */
async function aBookableLink(page: Page, year: number, month: number) {
  const { meetings } = await sandboxGet<{ meetings: { sid: string; slug: string; name: string; kind: string }[] }>(
    page,
    '/v2/meetings?page_number=1&page_size=20',
  );
  for (const link of meetings.filter((m) => m.kind === 'one_on_one')) {
    const { slots } = await sandboxGet<{ slots: Day[] }>(
      page,
      `/v1/slots/${link.slug}?time_zone=${encodeURIComponent(ZONE)}&year=${year}&month=${month}`,
    );
    const busy = slots.find((d) => Object.keys(d.slots).length > 0);
    if (busy) return { link, total: slots.reduce((n, d) => n + Object.keys(d.slots).length, 0), busy };
  }
  throw new Error('no link with bookable times next month');
}

test('a link’s month of bookable times in a chosen zone: the workspace’s count, a day’s times, axe light and dark', async ({
  page,
}) => {
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
  const day = page
    .getByRole('table', { name: `Bookable times in ${title}` })
    .getByRole('button', { name: new RegExp(` ${Number(busy.date.slice(8))}, ${year}: ${count} bookable times?$`) });
  await day.press('Enter');
  await expect(page.getByRole('list', { name: /^Bookable times on / }).getByRole('listitem')).toHaveCount(count);
  await expectNoAxeViolationsLightAndDark(page);
});

const pad = (n: number) => String(n).padStart(2, '0');
const addDays = (date: string, by: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);

test('“why not” on a date-override day names the override, the workspace agreeing; axe light and dark with the panel open', async ({
  page,
}) => {
  const { year, month } = nextMonth();
  const { meetings } = await sandboxGet<{
    meetings: { sid: string; slug: string; kind: string; hosts: { email: string }[] }[];
  }>(page, '/v2/meetings?page_number=1&page_size=20');
  const { team_members } = await sandboxGet<{ team_members: { email: string; time_zone: string }[] }>(
    page,
    '/v1/team_members?page_size=100',
  );
  let found: { link: (typeof meetings)[number]; start: number } | null = null;
  for (const link of meetings.filter((m) => m.kind === 'one_on_one')) {
    const { slots } = await sandboxGet<{ slots: Day[] }>(
      page,
      `/v1/slots/${link.slug}?time_zone=UTC&year=${year}&month=${month}`,
    );
    // The sandbox keys each time by its start instant.
    const first = slots.flatMap((d) => Object.keys(d.slots))[0];
    if (first) {
      found = { link, start: Date.parse(first) };
      break;
    }
  }
  if (!found) throw new Error('no link with bookable times next month');
  const email = found.link.hosts[0]!.email;
  const zone = team_members.find((m) => m.email === email)!.time_zone;
  const own = await defaultAvailability(page, email);
  const hostDate = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(found.start);
  // The host is off that day and the days either side (in their zone), so no time near it is left.
  const res = await page.request.patch(`/sandbox/demo/api/external/v2/availabilities/${own.id}`, {
    headers: { 'X-Api-Key': SANDBOX_KEY },
    data: {
      periods: own.periods.map(({ wday, start_time, end_time }) => ({ wday, start_time, end_time })),
      overrides: [-1, 0, 1].map((d) => ({ date: addDays(hostDate, d), periods: [] })),
    },
  });
  expect(res.ok()).toBe(true);

  const utc = new Date(found.start);
  await page.goto(`/meetings/${found.link.sid}/slots?month=${year}-${pad(month)}&zone=UTC`);
  const grid = page.getByRole('table', { name: /^Bookable times in / });
  await grid.getByRole('button', { name: new RegExp(` ${utc.getUTCDate()}, ${year}: no bookable times$`) }).click();
  await page.getByLabel(/^Time on .* \(UTC\)$/).fill(`${pad(utc.getUTCHours())}:${pad(utc.getUTCMinutes())}`);
  await page.getByRole('button', { name: 'Explain' }).click();
  const named = new Date(`${hostDate}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  await expect(page.getByRole('list', { name: /^Reasons for / }).getByRole('listitem')).toContainText(
    new RegExp(`^a date override on ${named}(?!\\d).* \\(unavailable all day\\)`),
  );
  // Said once, by the status region, not as an alert as well.
  const answer = page.getByRole('group', { name: 'Not bookable' });
  await expect(answer).toHaveText('Not bookableThe workspace does not offer this time.');
  await expect(page.getByRole('status').filter({ hasText: 'Not bookable. The workspace does not offer' })).toHaveCount(
    1,
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoAxeViolationsLightAndDark(page);
});
