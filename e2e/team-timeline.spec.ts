import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolationsLightAndDark, pinBrowserClock, SANDBOX_KEY, sandboxGet, test } from './fixtures';

// The team timeline answers "who is free on Tuesday 1 December 2026 at 3 PM London, for an hour?"
// in its find-a-time box, and the answer is checked against the workspace's own records, read from
// the sandbox and worked out here with Intl alone (not the dashboard's code): each member's default
// availability (or only one), its override of that date or its weekday's hours, on the member's own
// wall clock at that instant.

test.beforeEach(async ({ page, resetSandbox }) => {
  await pinBrowserClock(page);
  await resetSandbox();
});

interface Period {
  wday?: string;
  start_time: string;
  end_time: string;
}
interface Availability {
  id: string;
  name: string;
  default: boolean;
  periods: Period[];
  overrides: { date: string; periods: Period[] }[];
  user: { email: string };
}
interface Member {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  time_zone: string | null;
}

const DATE = '2026-12-01';
// London is on GMT in December: 3 PM there is 15:00 UTC.
const START = Date.parse(`${DATE}T15:00:00Z`);
const END = START + 60 * 60_000;

/** "09:00 AM" as minutes; an end of "12:00 AM" is midnight at the end of the day. */
function minutes(clock: string, end: boolean): number {
  const m = /^(\d{2}):(\d{2}) (AM|PM)$/.exec(clock)!;
  const h = (Number(m[1]) % 12) + (m[3] === 'PM' ? 12 : 0);
  const total = h * 60 + Number(m[2]);
  return end && total === 0 ? 1440 : total;
}

/** The member's wall clock at an instant: its date, weekday and minutes. */
function wall(ms: number, zone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(ms)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: parts.weekday!.toLowerCase(),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** The member's hours on their own date, and whether an override set them. */
function hoursOn(a: Availability, date: string, weekday: string) {
  const o = a.overrides.find((x) => x.date === date);
  const periods = o ? o.periods : a.periods.filter((p) => p.wday === weekday);
  return { ranges: periods.map((p) => [minutes(p.start_time, false), minutes(p.end_time, true)]), override: !!o };
}

/** Free for the whole hour: one range holds it, or (across the member's midnight) two that meet there. */
function isFree(a: Availability, zone: string): boolean {
  const from = wall(START, zone);
  const to = wall(END, zone);
  const first = hoursOn(a, from.date, from.weekday).ranges;
  if (from.date === to.date) return first.some(([s, e]) => s! <= from.minutes && e! >= to.minutes);
  const second = hoursOn(a, to.date, to.weekday).ranges;
  return (
    first.some(([s, e]) => s! <= from.minutes && e === 1440) && second.some(([s, e]) => s === 0 && e! >= to.minutes)
  );
}

const nameOf = (m: Member) => [m.first_name, m.last_name].filter(Boolean).join(' ').trim() || m.email;

async function workspace(page: Page) {
  const { team_members } = await sandboxGet<{ team_members: Member[] }>(page, '/v1/team_members?page_size=100');
  const members = team_members.filter((m) => m.email);
  const query = members.map((m) => `emails[]=${encodeURIComponent(m.email)}`).join('&');
  const { availabilities } = await sandboxGet<{ availabilities: Availability[] }>(
    page,
    `/v1/availabilities?${query}&page_size=100`,
  );
  const own = (m: Member) => availabilities.filter((a) => a.user.email.toLowerCase() === m.email.toLowerCase());
  const covering = (m: Member) => own(m).find((a) => a.default) ?? (own(m).length === 1 ? own(m)[0] : undefined);
  return { members, own, covering };
}

test('who is free on Tuesday at 3 PM London for an hour: the find-a-time box agrees with the workspace’s data', async ({
  page,
}) => {
  const { members, covering } = await workspace(page);
  // One member made unavailable that day by an override, through the API: named with its reason.
  const sofia = members.find((m) => m.time_zone === 'Europe/London')!;
  const hers = covering(sofia)!;
  const res = await page.request.patch(`/sandbox/demo/api/external/v2/availabilities/${hers.id}`, {
    headers: { 'X-Api-Key': SANDBOX_KEY },
    data: {
      periods: hers.periods.map(({ wday, start_time, end_time }) => ({ wday, start_time, end_time })),
      overrides: [
        ...hers.overrides.filter((o) => o.date !== DATE).map((o) => ({ date: o.date })),
        { date: DATE, periods: [] },
      ],
    },
  });
  expect(res.ok()).toBe(true);
  const after = await workspace(page);
  const counted = members.filter((m) => after.covering(m));
  const free = counted.filter((m) => isFree(after.covering(m)!, m.time_zone || 'Europe/London')).map(nameOf);
  const busy = counted.map(nameOf).filter((n) => !free.includes(n));
  // The question is one worth asking: some free, some not.
  expect(free.length).toBeGreaterThan(0);
  expect(busy.length).toBeGreaterThan(0);
  expect(busy).toContain(nameOf(sofia));

  await page.goto(`/availabilities?view=Europe%2FLondon&week=${DATE}`);
  const members$ = page.getByRole('grid', { name: 'Team members' });
  await expect(members$.getByRole('rowgroup').first()).toBeVisible();
  await expect(page.getByText(/reading availabilities, /)).toHaveCount(0);

  const box = page.getByRole('region', { name: 'Find a time' });
  await box.getByLabel('Day', { exact: true }).fill(DATE);
  await box.getByLabel('Start (Europe/London)').fill('15:00');
  // The time asks its question once confirmed, and is then shown on the admin's clock.
  await box.getByLabel('Start (Europe/London)').press('Enter');
  await box.getByLabel('How long', { exact: true }).selectOption({ label: '1 hour' });
  await expect(page).toHaveURL(/on=2026-12-01&at=15%3A00/);
  await expect(box.getByRole('status')).toHaveText(
    `Tue, Dec 1, 2026, 3:00 PM–4:00 PM (Europe/London): ${free.length} of ${members.length} members shown free for the whole of it.`,
  );
  await expect(box.getByRole('list', { name: /^Free for the whole of it/ }).getByRole('listitem')).toHaveText(free);
  const notFree = box.getByRole('list', { name: /^Not free/ }).getByRole('listitem');
  await expect(notFree).toHaveText(busy.map((n) => new RegExp(`^${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `)));
  await expect(notFree.filter({ hasText: nameOf(sofia) })).toHaveText(
    `${nameOf(sofia)}: an override: unavailable all day`,
  );

  // The timeline says the same by looking: the coverage cell of 3 PM on Dec 1 counts the free members
  // (for the whole hour; with those who work part of it when some do), and each member's day is a link
  // to their calendar at that date, named with its hours.
  const coverage = page.getByRole('region', { name: /^Coverage: .*Europe\/London/ });
  const cell = coverage.locator('[title^="Tue Dec 1 3:00 PM–4:00 PM: "]');
  await expect(cell).toHaveCount(1);
  const inCell = /: (\d+) members? available(?:, (\d+) of them for the whole hour)?$/.exec(
    (await cell.getAttribute('title')) ?? '',
  );
  expect(inCell).not.toBeNull();
  expect(Number(inCell![2] ?? inCell![1])).toBe(free.length);
  const oliver = members.find((m) => nameOf(m) === 'Oliver Smith')!;
  const day = members$.getByRole('link', { name: /^Oliver Smith: Tue Dec 1 / }).first();
  await expect(day).toHaveAccessibleName(/^Oliver Smith: Tue Dec 1 2:00 PM–10:00 PM$/);
  await expect(day).toHaveAttribute(
    'href',
    `/team-members/${oliver.id}/calendar?date=2026-12-01&view=week&zone=Europe%2FLondon`,
  );
  // Rows further down are drawn as they scroll into view: the name filter brings hers up.
  await page.getByRole('searchbox', { name: 'Name or email' }).fill(sofia.email);
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^1 member shown of/)).toBeVisible();
  await expect(box.getByRole('status')).toContainText(': 0 of 1 member shown free for the whole of it.');
  const sofiaDay = members$.getByRole('link', { name: new RegExp(`^${nameOf(sofia)}: Tue Dec 1 `) }).first();
  await expect(sofiaDay).toHaveAccessibleName(`${nameOf(sofia)}: Tue Dec 1 unavailable (override)`);
});

test('the day view, in the URL, with the question’s stretch on the axis; reachable by keyboard; axe light and dark at 1280 and 390 px', async ({
  page,
}) => {
  await page.goto(`/availabilities?view=Europe%2FLondon&week=${DATE}&on=${DATE}&at=15:00`);
  const members$ = page.getByRole('grid', { name: 'Team members' });
  await expect(members$.getByRole('rowgroup').first()).toBeVisible();
  await expect(page.getByText(/reading availabilities, /)).toHaveCount(0);
  const span = page.getByRole('radiogroup', { name: 'Timeline span' });
  await span.getByText('Day', { exact: true }).click();
  await expect(page).toHaveURL(/span=day/);
  await expect(span.getByRole('radio', { name: 'Day' })).toBeChecked();
  await expect(page.getByText('Tue, Dec 1, 2026', { exact: true })).toBeVisible();
  // One cell per member and availability: the day.
  await expect(
    members$
      .getByRole('rowgroup')
      .first()
      .getByRole('link', { name: /: Tue Dec 1 / }),
  ).not.toHaveCount(0);
  await expect(members$.getByRole('link', { name: /: Wed Dec 2 / })).toHaveCount(0);
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(page).toHaveURL(/week=2026-12-02/);
  await expect(page.getByText('Wed, Dec 2, 2026', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(page.getByText('Tue, Dec 1, 2026', { exact: true })).toBeVisible();

  // Pointing at 5 PM on the coverage strip asks about 5 PM: the fields and the answer follow.
  const strip = page.getByRole('img', { name: /^Tue Dec 1, members available for some part of each hour: / });
  await strip.scrollIntoViewIfNeeded();
  const box = (await strip.boundingBox())!;
  await page.mouse.click(box.x + box.width * (17.5 / 24), box.y + box.height / 2);
  await expect(page).toHaveURL(/at=17%3A00/);
  const find = page.getByRole('region', { name: 'Find a time' });
  await expect(find.getByLabel('Start (Europe/London)')).toHaveValue('5:00 PM');
  await expect(find.getByRole('status')).toContainText('Tue, Dec 1, 2026, 5:00 PM–6:00 PM (Europe/London)');

  // Keyboard: from the member's pick box, Tab reaches the member's day on the timeline.
  const first = members$.getByRole('rowgroup').first();
  await first.getByRole('checkbox').first().focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('1 availability picked')).toBeVisible();
  const cell = first.getByRole('link', { name: /: Tue Dec 1 / }).first();
  for (let i = 0; i < 6 && !(await cell.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(cell).toBeFocused();

  await expectNoAxeViolationsLightAndDark(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(members$.getByRole('rowgroup').first()).toBeVisible();
  await expectNoAxeViolationsLightAndDark(page);
  await span.getByText('Week', { exact: true }).click();
  await expect(page).toHaveURL(/^(?!.*span=day)/);
  await expect(page.getByText('Week of Nov 29, 2026')).toBeVisible();
  await expectNoAxeViolationsLightAndDark(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolationsLightAndDark(page);
});

test('the hosts of a link, chosen by name in Members: only they are on the timeline, kept in the URL', async ({
  page,
}) => {
  const { meetings } = await sandboxGet<{ meetings: { name: string; hosts: { email: string; name?: string }[] }[] }>(
    page,
    '/v2/meetings?page_number=1&page_size=100',
  );
  const link = meetings.find((m) => new Set(m.hosts.map((h) => h.email)).size >= 2)!;
  const hosts = [...new Set(link.hosts.map((h) => h.email.toLowerCase()))];
  const { members } = await workspace(page);
  const names = members.filter((m) => hosts.includes(m.email.toLowerCase())).map(nameOf);
  expect(names.length).toBe(hosts.length);

  await page.goto('/availabilities?view=Europe%2FLondon');
  const members$ = page.getByRole('grid', { name: 'Team members' });
  await expect(members$.getByRole('rowgroup').first()).toBeVisible();
  const field = page.getByRole('combobox', { name: 'Members' });
  for (const email of hosts) {
    await field.fill(email);
    await field.press('Enter');
  }
  await expect(page.getByRole('list', { name: 'Chosen hosts' }).getByRole('listitem')).toHaveCount(hosts.length);
  await expect(page.getByText(new RegExp(`^${hosts.length} members shown of ${members.length}$`))).toBeVisible();
  await expect(members$.getByRole('rowgroup')).toHaveText(names.map((n) => new RegExp(`^${n} · `)));
  for (const email of hosts) await expect(page).toHaveURL(new RegExp(`host=${encodeURIComponent(email)}`));
});

test('the timeline is a grid: arrows move between dates and lines, one day in the tab order, Enter opens the calendar there', async ({
  page,
}) => {
  await page.goto('/availabilities?view=Europe%2FLondon&week=2026-11-29');
  const grid = page.getByRole('grid', { name: 'Team members' });
  await expect(page.getByText(/reading availabilities, /)).toHaveCount(0);
  const focused = page.locator(':focus');
  const first = grid
    .getByRole('rowgroup')
    .first()
    .getByRole('link', { name: /: Sun Nov 29 / });
  await first.focus();
  await expect(first).toHaveAttribute('tabindex', '0');
  const name = (await first.getAttribute('aria-label'))!.split(':')[0]!;

  await page.keyboard.press('ArrowRight');
  await expect(focused).toHaveAccessibleName(new RegExp(`^${name}: Mon Nov 30 `));
  await expect(focused).toHaveAttribute('tabindex', '0');
  // The tab stop moved with the focus: the day left is out of the tab order.
  await expect(first).toHaveAttribute('tabindex', '-1');
  await page.keyboard.press('End');
  await expect(focused).toHaveAccessibleName(/: Sat Dec 5 /);
  await page.keyboard.press('ArrowDown');
  await expect(focused).toHaveAccessibleName(/: Sat Dec 5 /);
  const below = (await focused.getAttribute('data-line'))!;
  expect(Number(below)).toBe(1);
  await page.keyboard.press('Home');
  await expect(focused).toHaveAccessibleName(/: Sun Nov 29 /);

  // Far down, past the rows drawn: the grid scrolls the last line in and focuses its day.
  await page.keyboard.press('Control+End');
  await expect(focused).toHaveAccessibleName(/: Sat Dec 5 /);
  await expect(focused).toBeInViewport();
  await page.keyboard.press('Control+Home');
  await expect(focused).toHaveAccessibleName(new RegExp(`^${name}: Sun Nov 29 `));

  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/team-members\/[^/]+\/calendar\?date=2026-11-30&view=week&zone=Europe%2FLondon$/);
});

test('clock-change dates are drawn as long as they are lived: 23 hours in March, 25 in November, and said so', async ({
  page,
}) => {
  const widthOf = async (date: string) =>
    (await page
      .getByRole('grid', { name: 'Team members' })
      .getByRole('rowgroup', { name: 'Oliver Smith' })
      .getByRole('gridcell', { name: new RegExp(`^Oliver Smith: ${date} `) })
      .first()
      .boundingBox())!.width;
  const coverage = page.getByRole('region', { name: /^Coverage: .*America\/New_York/ });

  await page.goto('/availabilities?view=America%2FNew_York&week=2027-03-14&q=Oliver');
  await expect(coverage).toContainText('The clocks change in America/New_York on Sun Mar 14 (23 hours long)');
  const [spring, plain] = [await widthOf('Sun Mar 14'), await widthOf('Mon Mar 15')];
  expect(Math.abs(spring / plain - 23 / 24)).toBeLessThan(0.01);

  await page.goto('/availabilities?view=America%2FNew_York&week=2027-11-07&q=Oliver');
  await expect(coverage).toContainText('The clocks change in America/New_York on Sun Nov 7 (25 hours long)');
  const [fall, after] = [await widthOf('Sun Nov 7'), await widthOf('Mon Nov 8')];
  expect(Math.abs(fall / after - 25 / 24)).toBeLessThan(0.01);
});

test('a phone opens the timeline on today alone, stepped by buttons 44 px tall', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/availabilities?view=Europe%2FLondon');
  const span = page.getByRole('radiogroup', { name: 'Timeline span' });
  await expect(span.getByRole('radio', { name: 'Day' })).toBeChecked();
  // The journeys' clock: Tuesday 24 November 2026.
  await expect(page.getByText('Tue, Nov 24, 2026', { exact: true })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Team members' });
  const line = grid.getByRole('rowgroup').first();
  await expect(line.getByRole('link', { name: /: Tue Nov 24 / }).first()).toBeVisible();
  await expect(grid.getByRole('link', { name: /: Wed Nov 25 / })).toHaveCount(0);
  const next = page.getByRole('button', { name: 'Next day' });
  expect((await next.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect((await line.getByRole('gridcell').first().boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await next.click();
  await expect(page).toHaveURL(/week=2026-11-25/);
  await expect(grid.getByRole('link', { name: /: Wed Nov 25 / }).first()).toBeVisible();
  // The week is one choice away, and kept in the address.
  await span.getByText('Week', { exact: true }).click();
  await expect(page).toHaveURL(/span=week/);
  await expect(
    grid
      .getByRole('rowgroup')
      .first()
      .getByRole('link', { name: /: Sat Nov 28 / })
      .first(),
  ).toBeAttached();
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  test('a phone steps the day by a sideways swipe on the timeline, and the buttons stay', async ({ page }) => {
    await page.goto('/availabilities?view=Europe%2FLondon');
    const grid = page.getByRole('grid', { name: 'Team members' });
    const timeline = page.getByRole('region', { name: 'Team members and their availabilities' });
    await expect(grid.getByRole('link', { name: /: Tue Nov 24 / }).first()).toBeVisible();
    const box = (await timeline.boundingBox())!;
    const y = box.y + 100;
    // The browser's own touch events, one finger, as a phone sends them.
    const swipe = async (fromX: number, toX: number) => {
      const at = (x: number) => [{ identifier: 0, clientX: x, clientY: y }];
      await timeline.dispatchEvent('touchstart', { touches: at(fromX), changedTouches: at(fromX) });
      await timeline.dispatchEvent('touchend', { touches: [], changedTouches: at(toX) });
    };
    // Right to left: the next day, as "Next day" would.
    await swipe(box.x + 300, box.x + 60);
    await expect(page).toHaveURL(/week=2026-11-25/);
    await expect(page.getByText('Wed, Nov 25, 2026', { exact: true })).toBeVisible();
    await expect(grid.getByRole('link', { name: /: Wed Nov 25 / }).first()).toBeVisible();
    await expect(grid.getByRole('link', { name: /: Tue Nov 24 / })).toHaveCount(0);
    // Left to right, twice: back past today.
    await swipe(box.x + 60, box.x + 300);
    await expect(page.getByText('Tue, Nov 24, 2026', { exact: true })).toBeVisible();
    await swipe(box.x + 60, box.x + 300);
    await expect(page).toHaveURL(/week=2026-11-23/);
    await expect(grid.getByRole('link', { name: /: Mon Nov 23 / }).first()).toBeVisible();
    // The buttons still step it.
    await page.getByRole('button', { name: 'Today' }).click();
    await expect(page.getByText('Tue, Nov 24, 2026', { exact: true })).toBeVisible();
  });
});
