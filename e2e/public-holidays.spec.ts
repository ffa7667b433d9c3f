import type { Page } from '@playwright/test';
import Holidays from 'date-holidays';
import { expect, expectNoAxeViolationsLightAndDark, pinBrowserClock, sandboxGet, test } from './fixtures';

// Public holidays from the board: every member given their own country's public holidays of 2027
// in one run (each country named from the member's zone), one member given dates of their own in
// the same run, the overrides read back from the API per member, then Revert run from Activity.
// What each member should get is worked out here from the holiday library itself, by country: the
// screen's guess from the zone is checked, not repeated.

const COUNTRY_OF_ZONE: Record<string, string> = {
  'America/New_York': 'US',
  'America/Los_Angeles': 'US',
  'Africa/Lagos': 'NG',
  'Asia/Kolkata': 'IN',
  'America/Sao_Paulo': 'BR',
  'Europe/Berlin': 'DE',
  'Asia/Tokyo': 'JP',
  'Europe/London': 'GB',
  'America/Mexico_City': 'MX',
  'Australia/Sydney': 'AU',
  'Asia/Dubai': 'AE',
};

interface Member {
  email: string;
  first_name: string;
  last_name: string;
  active: boolean;
  time_zone: string;
}
interface Availability {
  id: string;
  default: boolean;
  user: { email: string } | null;
  overrides: { date: string; periods: { start_time: string; end_time: string }[] }[];
}

const publicDates = (country: string) => [
  ...new Set(
    new Holidays(country)
      .getHolidays(2027)
      .filter((h) => h.type === 'public')
      .map((h) => h.date.slice(0, 10)),
  ),
];

async function team(page: Page) {
  const { team_members } = await sandboxGet<{ team_members: Member[] }>(page, '/v1/team_members?page_size=100');
  const active = team_members.filter((m) => m.active);
  const query = active.map((m) => `emails[]=${encodeURIComponent(m.email)}`).join('&');
  const { availabilities } = await sandboxGet<{ availabilities: Availability[] }>(
    page,
    `/v1/availabilities?${query}&page_size=100`,
  );
  return active.map((m) => ({
    member: m,
    availability: availabilities.find((a) => a.default && a.user?.email === m.email)!,
  }));
}

test.beforeEach(async ({ page, resetSandbox }) => {
  await pinBrowserClock(page);
  await resetSandbox();
});

test('each member’s public holidays of 2027 in one run, one member with dates of their own, then Revert run', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const before = await team(page);
  const countries = new Set(before.map((b) => COUNTRY_OF_ZONE[b.member.time_zone]));
  expect(countries.size).toBeGreaterThanOrEqual(3);
  const own = before[1]!;
  const ownName = `${own.member.first_name} ${own.member.last_name}`;

  await page.goto('/availabilities');
  await expect(page.getByText(/reading availabilities, /)).toHaveCount(0, { timeout: 20_000 });
  await page.getByRole('button', { name: /^Pick the default availability of the \d+ members shown$/ }).click();
  await page.getByRole('radio', { name: 'Public holidays of each member’s country' }).check();
  const panel = page.getByRole('region', { name: 'Public holidays' });
  // The next year whole, by default; each member's country guessed from their zone, and said so.
  await expect(panel.getByLabel('From')).toHaveValue('Jan 1, 2027', { timeout: 20_000 });
  await expect(panel.getByLabel('Until')).toHaveValue('Dec 31, 2027');
  for (const { member } of before) {
    const country = panel.getByRole('combobox', { name: `Country for ${member.first_name} ${member.last_name}` });
    await expect(country).toHaveValue(COUNTRY_OF_ZONE[member.time_zone]!);
  }
  await expect(panel.getByRole('region', { name: 'Holidays of Germany' })).toBeVisible();
  await expectNoAxeViolationsLightAndDark(page, ['section[aria-label="Public holidays"]']);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolationsLightAndDark(page, ['section[aria-label="Public holidays"]']);
  await page.setViewportSize({ width: 1280, height: 900 });

  // One member works their own way: only the first Monday of the year off.
  await page.getByText('Exceptions per member').click();
  await page.getByRole('combobox', { name: new RegExp(`^For ${ownName} · `) }).selectOption('own');
  const ownDates = page.getByRole('group', { name: new RegExp(`^${ownName} · .*: dates 1$`) });
  await ownDates.getByLabel('First date').fill('2027-01-04');
  await page.getByRole('button', { name: `Preview the change to ${before.length} availabilities` }).click();
  const run = page.getByRole('region', { name: /^Public holidays of .*Germany.*, 2027 \(1 exception\)$/ });
  await expect(run.getByRole('row')).toHaveCount(before.length + 1, { timeout: 20_000 });
  await run.getByRole('button', { name: `Apply to ${before.length} availabilities` }).click();
  await expect(run.getByRole('status')).toContainText(`${before.length} of ${before.length} availabilities done`, {
    timeout: 60_000,
  });

  // Read back per member: their country's public holidays are days off; the exception has its own date only.
  const after = await team(page);
  for (const { member, availability } of after) {
    const off = new Set(availability.overrides.filter((o) => o.periods.length === 0).map((o) => o.date));
    if (member.email === own.member.email) {
      expect(off.has('2027-01-04')).toBe(true);
      const was = new Set(own.availability.overrides.map((o) => o.date));
      for (const d of publicDates(COUNTRY_OF_ZONE[member.time_zone]!)) if (!was.has(d)) expect(off.has(d)).toBe(false);
    } else {
      const dates = publicDates(COUNTRY_OF_ZONE[member.time_zone]!);
      expect(dates.length).toBeGreaterThan(3);
      for (const d of dates) expect(off, `${member.email} on ${d}`).toContain(d);
    }
  }

  // Revert run puts each availability back as it was on those dates.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activity' }).click();
  const line = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Public holidays of / }) });
  await expect(line).toContainText(`Holidays run · ${before.length} rows`);
  await line.getByRole('button', { name: /^Revert run: / }).click();
  const dialog = page.getByRole('dialog', { name: /^Revert “Public holidays of / });
  await expect(dialog.getByRole('region', { name: `Put back (${before.length})` })).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('button', { name: `Prepare the revert of ${before.length} rows` }).click();
  await dialog.getByRole('button', { name: `Apply to ${before.length} rows` }).click();
  await expect(dialog.getByRole('status')).toContainText(`${before.length} of ${before.length} rows done`, {
    timeout: 60_000,
  });
  const reverted = await team(page);
  for (const { member, availability } of reverted) {
    const was = before.find((b) => b.member.email === member.email)!.availability;
    const in2027 = (a: Availability) =>
      a.overrides.filter((o) => o.date.startsWith('2027')).sort((x, y) => x.date.localeCompare(y.date));
    expect(in2027(availability)).toEqual(in2027(was));
  }
});

const CLOSURES_ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Slotboard journeys//EN',
  'BEGIN:VEVENT',
  'UID:winter',
  'SUMMARY:Winter closure',
  'DTSTART;VALUE=DATE:20271227',
  'DTEND;VALUE=DATE:20271229',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:allhands',
  'SUMMARY:All hands',
  'DTSTART:20270105T130000Z',
  'DTEND:20270105T150000Z',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:offsite',
  'SUMMARY:Offsite',
  'STATUS:CANCELLED',
  'DTSTART;VALUE=DATE:20270301',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

const minutes = (clock: string) => {
  const [, h, m, ap] = /^(\d{2}):(\d{2}) (AM|PM)$/.exec(clock)!;
  return ((Number(h) % 12) + (ap === 'PM' ? 12 : 0)) * 60 + Number(m);
};

test('a company calendar file applied: closure days off for everyone, a timed all-hands taken out of a London member’s Tuesday', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const before = await team(page);
  const london = before.find((b) => b.member.time_zone === 'Europe/London')!;
  const { availabilities } = await sandboxGet<{
    availabilities: { id: string; periods: { wday: string; start_time: string; end_time: string }[] }[];
  }>(page, `/v1/availabilities/team_member?email=${encodeURIComponent(london.member.email)}`);
  const tuesday = availabilities
    .find((a) => a.id === london.availability.id)!
    .periods.filter((p) => p.wday === 'tuesday')
    .map((p) => [minutes(p.start_time), minutes(p.end_time)] as const);
  // 13:00–15:00 UTC is 1–3 PM in London in January.
  const expected = tuesday
    .flatMap(([s, e]) =>
      e <= 780 || s >= 900 ? [[s, e]] : [...(s < 780 ? [[s, 780]] : []), ...(e > 900 ? [[900, e]] : [])],
    )
    .map(([s, e]) => `${s}-${e}`);

  await page.goto('/availabilities');
  await expect(page.getByText(/reading availabilities, /)).toHaveCount(0, { timeout: 20_000 });
  await page.getByRole('button', { name: /^Pick the default availability of the \d+ members shown$/ }).click();
  await page.getByRole('radio', { name: 'A company calendar file (.ics)' }).check();
  const panel = page.getByRole('region', { name: 'Calendar file' });
  await panel.getByLabel('Calendar file (.ics)').setInputFiles({
    name: 'closures.ics',
    mimeType: 'text/calendar',
    buffer: Buffer.from(CLOSURES_ICS),
  });
  const allHandsDay = await page.evaluate(() =>
    new Date('2027-01-05T13:00:00Z').toLocaleDateString('en-US', { month: 'short', day: 'numeric' }),
  );
  await expect(panel.getByRole('list', { name: 'Events read from the file' }).getByRole('listitem')).toHaveText([
    'Winter closure: Dec 27–Dec 28, 2027, all day',
    // Shown in the browser's zone: its date is the browser's own for 13:00 UTC.
    new RegExp(`^All hands: ${allHandsDay}, 2027 .*, taken out of each member’s hours$`),
  ]);
  await expect(panel.getByRole('list', { name: 'Events left out' })).toContainText('Offsite: it is cancelled');
  await expectNoAxeViolationsLightAndDark(page, ['section[aria-label="Calendar file"]']);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolationsLightAndDark(page, ['section[aria-label="Calendar file"]']);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: `Preview the change to ${before.length} availabilities` }).click();
  const run = page.getByRole('region', { name: 'closures.ics, 2027' });
  await expect(run.getByRole('row')).toHaveCount(before.length + 1, { timeout: 20_000 });
  await run.getByRole('button', { name: `Apply to ${before.length} availabilities` }).click();
  await expect(run.getByRole('status')).toContainText(`${before.length} of ${before.length} availabilities done`, {
    timeout: 60_000,
  });

  const after = await team(page);
  for (const { availability } of after) {
    for (const date of ['2027-12-27', '2027-12-28'])
      expect(availability.overrides.find((o) => o.date === date)?.periods).toEqual([]);
  }
  const hers = after.find((a) => a.member.email === london.member.email)!.availability;
  const jan5 = hers.overrides.find((o) => o.date === '2027-01-05');
  if (expected.length === tuesday.length && expected.every((x, i) => x === `${tuesday[i]![0]}-${tuesday[i]![1]}`))
    expect(jan5).toBeUndefined();
  else
    expect(jan5?.periods.map((p) => `${minutes(p.start_time)}-${minutes(p.end_time)}`) ?? 'none').toEqual(
      expected.length ? expected : [],
    );
});
