import type { Page } from '@playwright/test';
import {
  defaultAvailability,
  type SandboxAvailability,
  expect,
  expectNoAxeViolations,
  injectFault,
  journeyNow,
  pinBrowserClock,
  SANDBOX_KEY,
  sandboxGet,
  settled,
  tabTo,
  test,
} from './fixtures';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The team availability board and holidays in bulk: a run over every member's default
// availability, the board without the optional reads, axe in both schemes, and the journey by keyboard.

// The board's week, its holidays and "a date that has passed" are the sandbox's dates.
test.beforeEach(async ({ page }) => {
  await pinBrowserClock(page);
});

type Availability = SandboxAvailability;

/** The next Dec 25 and 26 after the journeys' today (the sandbox's and the browser's). */
function nextChristmas(now = journeyNow()) {
  const year = now.getUTCMonth() === 11 && now.getUTCDate() >= 25 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  return { first: `${year}-12-25`, last: `${year}-12-26`, year };
}

async function memberEmails(page: Page, only: 'all' | 'active' = 'all'): Promise<string[]> {
  const res = await sandboxGet<{ team_members: { email: string; active: boolean }[] }>(
    page,
    '/v1/team_members?page_size=100',
  );
  return res.team_members.filter((m) => only === 'all' || m.active).map((m) => m.email);
}

async function defaults(page: Page, only: 'all' | 'active' = 'all'): Promise<Availability[]> {
  const emails = await memberEmails(page, only);
  const query = emails.map((e) => `emails[]=${encodeURIComponent(e)}`).join('&');
  const res = await sandboxGet<{ availabilities: Availability[] }>(page, `/v1/availabilities?${query}&page_size=100`);
  return res.availabilities.filter((a) => a.default);
}

async function patches(page: Page) {
  const res = await page.request.get('/sandbox/demo/__sandbox/requests');
  const { requests } = (await res.json()) as { requests: { method: string; path: string }[] };
  return requests.filter((r) => r.method === 'PATCH' && r.path.includes('/availabilities/'));
}

const board = (page: Page) => page.getByRole('grid', { name: 'Team members' });

interface Member {
  email: string;
  first_name: string | null;
  last_name: string | null;
  time_zone?: string | null;
}

/**
 * The first member's default availability, set through the API to hold only three overrides early
 * next January: a run's new December dates then come first and those three spill over, so the row
 * surely shows "and N more" (decided here, not by whatever the seed holds).
 */
async function arrangeFirstMember(page: Page, year: number) {
  const { team_members } = await sandboxGet<{ team_members: Member[] }>(page, '/v1/team_members?page_size=100');
  const member = team_members[0]!;
  const name = [member.first_name, member.last_name].filter(Boolean).join(' ').trim() || member.email;
  const own = await defaultAvailability(page, member.email);
  const january = [5, 6, 7].map((d) => `${year + 1}-01-0${d}`);
  const res = await page.request.patch(`/sandbox/demo/api/external/v2/availabilities/${own.id}`, {
    headers: { 'X-Api-Key': SANDBOX_KEY },
    data: {
      periods: own.periods.map(({ wday, start_time, end_time }) => ({ wday, start_time, end_time })),
      overrides: [...own.overrides.map((o) => ({ date: o.date })), ...january.map((date) => ({ date, periods: [] }))],
    },
  });
  expect(res.ok()).toBe(true);
  // The journeys count the app's own writes from here.
  expect((await page.request.delete('/sandbox/demo/__sandbox/requests', { data: {} })).ok()).toBe(true);
  return {
    name,
    email: member.email,
    zone: member.time_zone || 'UTC',
    row: board(page).getByRole('rowgroup', { name, exact: true }),
  };
}

test('Dec 25–26 unavailable for every member’s default availability in one run by keyboard, then seen on the board', async ({
  page,
  resetSandbox,
}) => {
  test.setTimeout(120_000);
  await resetSandbox();
  const { first, last, year } = nextChristmas();
  const { row: firstMember, email: firstEmail } = await arrangeFirstMember(page, year);
  // An inactive member's availability is picked but left out unless ticked in.
  const picked = await defaults(page);
  const before = await defaults(page, 'active');
  expect(before.length).toBeGreaterThan(5);
  expect(picked.length).toBe(before.length + 1);
  await page.goto('/availabilities');
  await expect(board(page).getByRole('rowgroup').first()).toBeVisible();
  await expect(page.getByText(/reading availabilities, /)).toHaveCount(0);
  // The journey never clicks: Tab to each control, Enter, and dates typed into the date fields.
  await tabTo(page, page.getByRole('button', { name: /^Pick the default availability of the \d+ members shown$/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${picked.length} availabilities picked`)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: / \(inactive\)$/ })).not.toBeChecked();
  await tabTo(page, page.getByLabel('First date'));
  await page.keyboard.type(first);
  await tabTo(page, page.getByLabel('Last date'));
  await page.keyboard.type(last);
  // A date left is shown with its month in words; the one still being typed, as typed.
  await expect(page.getByLabel('First date')).toHaveValue(`Dec 25, ${year}`);
  await expect(page.getByLabel('Last date')).toHaveValue(last);
  await tabTo(page, page.getByRole('button', { name: `Preview the change to ${before.length} availabilities` }));
  await page.keyboard.press('Enter');

  const run = page.getByRole('region', { name: /^Holidays: Dec 25–Dec 26 unavailable/ });
  const table = run.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(before.length + 1);
  await expect(
    table.getByRole('cell', { name: /Dec 25 unavailable, new; Dec 26 unavailable, new/ }).first(),
  ).toBeVisible();
  // Nothing is sent before Apply.
  expect(await patches(page)).toHaveLength(0);
  // The workspace asks to slow down three times: waited out, never counted as applied.
  await injectFault(page, {
    path: '/api/external/v2/availabilities/*',
    method: 'PATCH',
    status: 429,
    retryAfter: 1,
    times: 3,
  });
  await tabTo(page, run.getByRole('button', { name: `Apply to ${before.length} availabilities` }), { max: 200 });
  await page.keyboard.press('Enter');
  await expect(run.getByRole('status')).toContainText(`${before.length} of ${before.length} availabilities done`, {
    timeout: 30_000,
  });

  // One PATCH per availability plus the three the workspace refused (logged before the fault
  // answers them), sent again after the wait: no other send, every availability reached.
  const sent = await patches(page);
  expect(sent).toHaveLength(before.length + 3);
  expect(new Set(sent.map((r) => r.path)).size).toBe(before.length);
  const inactive = (await defaults(page)).find((a) => !before.some((b) => b.id === a.id))!;
  expect(inactive.overrides.find((o) => o.date === first)).toBeUndefined();
  const after = await defaults(page, 'active');
  for (const a of after) {
    expect(a.overrides.find((o) => o.date === first)?.periods).toEqual([]);
    expect(a.overrides.find((o) => o.date === last)?.periods).toEqual([]);
    // Overrides that were there stay.
    const was = before.find((b) => b.id === a.id)!;
    for (const o of was.overrides.filter((x) => x.date !== first && x.date !== last))
      expect(a.overrides).toContainEqual(o);
  }
  // The board reads again and shows it: the two new dates first, then one of the three January
  // dates, and the other two behind "and 2 more", opened by keyboard. Tabbing to Apply scrolled
  // the first member out of the list, so the admin filters to them (back up to the search box).
  await tabTo(page, page.getByRole('searchbox', { name: 'Name or email' }), { max: 200, key: 'Shift+Tab' });
  await page.keyboard.type(firstEmail);
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^1 member shown of/)).toBeVisible();
  await expect(firstMember).toContainText(/Dec 25 unavailable · Dec 26 unavailable · Jan 5\S* unavailable/);
  await expect(firstMember).not.toContainText('Jan 7');
  const more = firstMember.getByRole('button', { name: 'and 2 more' });
  await tabTo(page, more, { max: 200 });
  await page.keyboard.press('Enter');
  await expect(firstMember.getByRole('button', { name: 'show fewer' })).toHaveAttribute('aria-expanded', 'true');
  await expect(firstMember).toContainText(/Jan 6\S* unavailable · Jan 7\S* unavailable/);

  // The report survives a reload, and nothing is sent again.
  await page.reload();
  await expect(
    page.getByRole('region', { name: /^Holidays: Dec 25–Dec 26 unavailable/ }).getByRole('status'),
  ).toContainText(`${before.length} of ${before.length} availabilities done`);
  await settled(page);
  expect(await patches(page)).toHaveLength(sent.length);
});

test('the default availability, and only it, is marked "Default" on its member’s row', async ({
  page,
  resetSandbox,
}) => {
  await resetSandbox();
  const emails = await memberEmails(page);
  const query = emails.map((e) => `emails[]=${encodeURIComponent(e)}`).join('&');
  const { availabilities } = await sandboxGet<{ availabilities: Availability[] }>(
    page,
    `/v1/availabilities?${query}&page_size=100`,
  );
  // A member with a default and at least one other, so a mark on the wrong line would show.
  const email = emails.find((e) => {
    const own = availabilities.filter((a) => a.user.email === e);
    return own.length >= 2 && own.filter((a) => a.default).length === 1;
  })!;
  expect(email).toBeDefined();
  const own = availabilities.filter((a) => a.user.email === email);
  await page.goto(`/availabilities?q=${encodeURIComponent(email)}`);
  await expect(page.getByText(/^1 member shown of/)).toBeVisible();
  const row = board(page).getByRole('rowgroup');
  // Each link says whose it is: "Working hours — Oliver Smith".
  for (const a of own)
    await expect(row.getByRole('link', { name: new RegExp(`^${escaped(a.name)} — \\S`) })).toBeVisible();
  await expect(row.getByText('Default', { exact: true })).toHaveCount(1);
  // The mark follows its availability's name (the default's line comes first).
  const text = (await row.textContent()) ?? '';
  const defaultName = own.find((a) => a.default)!.name;
  expect(text).toContain(`${defaultName}Default`);
  for (const other of own.filter((a) => !a.default)) expect(text).not.toContain(`${other.name}Default`);
});

test('a workspace without the availability reads keeps the created list, with one sentence why', async ({
  page,
  resetSandbox,
}) => {
  await resetSandbox({ capabilities: { availabilityReads: false } });
  await page.goto('/availabilities');
  await expect(
    page.getByText(
      'This workspace does not let Slotboard read availabilities, so only the ones created from this browser are listed.',
    ),
  ).toBeVisible();
  await expect(page.getByText('None created from this browser yet')).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Team members' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the board is axe clean in light and dark, with a preview open', async ({ page, resetSandbox }) => {
  await resetSandbox();
  await page.goto('/availabilities');
  await expect(board(page).getByRole('rowgroup').first()).toBeVisible();
  await expect(page.getByText(/reading availabilities, /)).toHaveCount(0);
  await board(page).getByRole('checkbox').first().check();
  const { first } = nextChristmas();
  await page.getByLabel('First date').fill(first);
  await page.getByRole('button', { name: 'Preview the change to 1 availability' }).click();
  await expect(page.getByRole('button', { name: 'Apply to 1 availability' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /dark/i }).first().click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectNoAxeViolations(page);
});

test('filter, pick, preview, apply and close by keyboard; the viewing zone moves the hours', async ({
  page,
  resetSandbox,
}) => {
  test.setTimeout(120_000);
  await resetSandbox();
  const { name: firstName, row, zone } = await arrangeFirstMember(page, nextChristmas().year);
  // The timeline is drawn in one zone: the first member's own, so the custom hours read as typed.
  expect(zone).not.toBe('UTC');
  await page.goto(`/availabilities?view=${encodeURIComponent(zone)}`);
  await expect(row).toBeVisible();
  await expect(page.getByText(/reading availabilities, /)).toHaveCount(0);

  await tabTo(page, page.getByRole('searchbox', { name: 'Name or email' }));
  await page.keyboard.type(firstName.split(' ')[0]!);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByText(/^1 member shown of/)).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Pick the default availability of the 1 member shown' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('1 availability picked')).toBeVisible();

  // A past date is refused on the spot.
  await tabTo(page, page.getByLabel('First date'));
  await page.keyboard.type('2020-01-02');
  // Leaving the field shows the message.
  await tabTo(page, page.getByLabel('Last date'));
  await expect(page.getByText('This date has passed; pick today or a later date.')).toBeVisible();
  const { year } = nextChristmas();
  await page.getByLabel('First date').focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(`${year}-12-31`);
  await expect(page.getByText('This date has passed; pick today or a later date.')).toHaveCount(0);
  // A radio group is one tab stop (the checked one); arrows move within it.
  await tabTo(page, page.getByRole('radio', { name: 'Unavailable all day' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Available only during custom hours' })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Preview the change to 1 availability' }));
  await page.keyboard.press('Enter');
  const apply = page.getByRole('button', { name: 'Apply to 1 availability' });
  await expect(page.getByRole('cell', { name: /Dec 31 10:00 AM–2:00 PM/ })).toBeVisible();
  await tabTo(page, apply, { max: 200 });
  await page.keyboard.press('Enter');
  await expect(page.getByText('1 of 1 availability done')).toBeVisible({ timeout: 20_000 });
  // Dec 31 comes before the three January dates arranged above: shown, with the last one behind "and 1 more".
  await expect(row).toContainText(/Dec 31 10:00 AM–2:00 PM · Jan 5\S* unavailable · Jan 6\S* unavailable/);
  await expect(row).not.toContainText('Jan 7');
  await tabTo(page, row.getByRole('button', { name: 'and 1 more' }), { max: 200 });
  await page.keyboard.press('Enter');
  await expect(row.getByRole('button', { name: 'show fewer' })).toHaveAttribute('aria-expanded', 'true');
  await expect(row).toContainText(/Jan 7\S* unavailable/);

  // The hours follow the viewing zone the admin picks.
  const first = board(page).getByRole('rowgroup').first();
  const own = await first.textContent();
  // The filters sit above the rows: back up to them.
  await tabTo(page, page.getByRole('combobox', { name: 'Show hours in' }), { key: 'Shift+Tab' });
  // The browser's own select: typing a zone's first letters picks it.
  await page.keyboard.type('UTC');
  await expect(page).toHaveURL(/view=UTC/);
  await expect(first).not.toHaveText(own!);

  // The report is closed by keyboard too.
  const close = page.getByRole('button', { name: 'Close the report' });
  await tabTo(page, close, { key: 'Shift+Tab' });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: /^Holidays:/ })).toHaveCount(0);
});

/**
 * An active member hosting only a few links (a lean run), and a date soon on which one of those
 * links has bookable times and the member has no override yet. The date is one the member works,
 * in their own zone: a round-robin link has times on days its other hosts work, and a holiday on
 * such a day takes none away (in December 2026 the first date found was a Sunday, "no change").
 */
async function aFewLinksMember(page: Page) {
  type Link = { slug: string; kind: string; disabled?: boolean; hosts: { email: string }[] };
  const links = (
    await Promise.all(
      [1, 2].map((n) => sandboxGet<{ meetings: Link[] }>(page, `/v2/meetings?page_number=${n}&page_size=100`)),
    )
  ).flatMap((r) => r.meetings);
  const { team_members } = await sandboxGet<{ team_members: Member[] }>(page, '/v1/team_members?page_size=100');
  const hosted = (email: string) =>
    links.filter(
      (l) => !l.disabled && (l.kind === 'one_on_one' ? l.hosts.slice(0, 1) : l.hosts).some((h) => h.email === email),
    );
  const member = team_members
    .filter((m) => (m as Member & { active?: boolean }).active !== false && hosted(m.email).length >= 2)
    .sort((a, b) => hosted(a.email).length - hosted(b.email).length)[0]!;
  const own = await defaultAvailability(page, member.email);
  const taken = new Set(own.overrides.map((o) => o.date));
  const works = new Set(own.periods.map((p) => p.wday));
  const weekday = (d: string) =>
    ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'][
      new Date(`${d}T00:00:00Z`).getUTCDay()
    ]!;
  const soon = Array.from({ length: 12 }, (_, i) =>
    new Date(journeyNow().getTime() + (i + 3) * 86_400_000).toISOString().slice(0, 10),
  ).filter((d) => !taken.has(d) && works.has(weekday(d)));
  const zone = encodeURIComponent(member.time_zone || 'UTC');
  for (const link of hosted(member.email)) {
    for (const month of [...new Set(soon.map((d) => d.slice(0, 7)))]) {
      const { slots } = await sandboxGet<{ slots: { date: string; slots: object }[] }>(
        page,
        `/v1/slots/${link.slug}?time_zone=${zone}&year=${month.slice(0, 4)}&month=${Number(month.slice(5))}`,
      );
      const date = soon.find((d) => slots.some((s) => s.date === d && Object.keys(s.slots).length > 0));
      if (date) return { name: [member.first_name, member.last_name].filter(Boolean).join(' '), date };
    }
  }
  throw new Error('no member with a bookable day soon');
}

test('a holiday run’s effect on bookable times: nothing read until opened, and the read-back agrees with the estimate', async ({
  page,
  resetSandbox,
}) => {
  test.setTimeout(120_000);
  // A smaller workspace: a member hosts a handful of links, so the effect's reads stay few.
  await resetSandbox({ meetings: 24 });
  const { name, date } = await aFewLinksMember(page);
  // The journey counts the app's own reads from here.
  expect((await page.request.delete('/sandbox/demo/__sandbox/requests', { data: {} })).ok()).toBe(true);
  await page.goto(`/availabilities?q=${encodeURIComponent(name)}`);
  await expect(page.getByText(/^1 member shown of/)).toBeVisible();
  await expect(page.getByText(/reading availabilities, /)).toHaveCount(0);
  await page.getByRole('button', { name: 'Pick the default availability of the 1 member shown' }).click();
  await page.getByLabel('First date').fill(date);
  await page.getByRole('button', { name: 'Preview the change to 1 availability' }).click();
  const disclosure = page.getByRole('button', { name: /Effect on bookable times/ });
  await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
  const slotReads = async () => {
    const { requests } = (await (await page.request.get('/sandbox/demo/__sandbox/requests')).json()) as {
      requests: { path: string }[];
    };
    return requests.filter((r) => r.path.includes('/slots/')).length;
  };
  expect(await slotReads()).toBe(0);

  await disclosure.click();
  const effect = page.getByRole('region', { name: 'Effect on bookable times' });
  const estimate = effect.getByText(
    new RegExp(`^${name}'s \\d+ links?: \\d+ fewer slots? in the next 4 weeks \\(estimate\\)$`),
  );
  await expect(estimate).toBeVisible({ timeout: 60_000 });
  await expect(effect.getByRole('status')).toHaveCount(0, { timeout: 60_000 });
  expect(await slotReads()).toBeGreaterThan(0);
  const fewer = /: (\d+ fewer slots?) in the next/.exec((await estimate.textContent()) ?? '')![1]!;

  await page.getByRole('button', { name: 'Apply to 1 availability' }).click();
  await expect(page.getByText('1 of 1 availability done')).toBeVisible({ timeout: 20_000 });
  await expect(effect.getByText(/^After the change, the workspace’s own slots: /)).toContainText(
    `${fewer} in the next 4 weeks. The workspace's own slots agree with the estimate`,
    { timeout: 60_000 },
  );
});
