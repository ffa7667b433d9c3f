import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolationsLightAndDark,
  injectFault,
  SANDBOX_KEY,
  sandboxFaults,
  sandboxGet,
  sandboxNow,
  test,
} from './fixtures';

// A member's departure as one run: their 20 links handed over through injected 429s, with exactly one
// applied write per link (the sandbox's own request log), then Revert run from Activity; axe in both
// schemes at 1280 and 390 px.

interface Logged {
  method: string;
  path: string;
  at: string;
  status?: number;
}
interface Member {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  active?: boolean;
}
interface Link {
  sid: string;
  name: string;
  hosts?: { email?: string }[];
}
const LINK_PATCH = /^\/api\/external\/v1\/meetings\/([^/]+)$/;
const LINKS = 20;

test.beforeEach(async ({ resetSandbox }) => {
  await resetSandbox();
});

async function everyLink(page: Page): Promise<Link[]> {
  const links: Link[] = [];
  for (let p = 1; ; p++) {
    const { meetings } = await sandboxGet<{ meetings: Link[] }>(page, `/v2/meetings?page_number=${p}&page_size=100`);
    links.push(...meetings);
    if (meetings.length < 100) return links;
  }
}

async function setHosts(page: Page, sid: string, hosts: string[]) {
  const res = await page.request.patch(`/sandbox/demo/api/external/v1/meetings/${encodeURIComponent(sid)}`, {
    headers: { 'X-Api-Key': SANDBOX_KEY },
    data: { hosts },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

const hostsOf = async (page: Page) =>
  new Map((await everyLink(page)).map((l) => [l.sid, (l.hosts ?? []).map((h) => h.email ?? '').sort()]));

/**
 * Arranged through the sandbox's API: the leaving member hosts exactly 20 links, 14 alone and 6 with
 * a colleague; every other link of theirs goes to that colleague first.
 */
async function arrange(page: Page) {
  const { team_members } = await sandboxGet<{ team_members: Member[] }>(
    page,
    '/v1/team_members?page_number=1&page_size=100',
  );
  const [leaving, successor, cohost] = team_members.filter((m) => m.active !== false);
  const links = await everyLink(page);
  const ours = links.slice(0, LINKS);
  for (const [i, l] of ours.entries())
    await setHosts(page, l.sid, i < 14 ? [leaving!.email] : [leaving!.email, cohost!.email]);
  for (const l of links.slice(LINKS))
    if ((l.hosts ?? []).some((h) => h.email?.toLowerCase() === leaving!.email.toLowerCase()))
      await setHosts(page, l.sid, [cohost!.email]);
  return { leaving: leaving!, successor: successor!, cohost: cohost!, ours };
}

async function linkWrites(page: Page, since: string) {
  const { requests } = (await (await page.request.get('/sandbox/demo/__sandbox/requests')).json()) as {
    requests: Logged[];
  };
  const bySid = new Map<string, (number | undefined)[]>();
  for (const r of requests.filter((x) => x.at >= since && x.method === 'PATCH')) {
    const sid = LINK_PATCH.exec(r.path)?.[1];
    if (sid) bySid.set(decodeURIComponent(sid), [...(bySid.get(decodeURIComponent(sid)) ?? []), r.status]);
  }
  return bySid;
}

async function axeAtBothWidths(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolationsLightAndDark(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolationsLightAndDark(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a departure hands 20 links over through 429s with one write per link, and Revert run puts them back', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { leaving, successor, cohost, ours } = await arrange(page);
  const name = `${leaving.first_name} ${leaving.last_name}`;
  const before = await hostsOf(page);

  await page.goto(`/team-members/${encodeURIComponent(leaving.id)}`);
  await page.getByRole('link', { name: `${name} is leaving: hand over their links` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Departure of ${name}` })).toBeVisible();
  await expect(page.getByText(`${name} hosts 20 links: 14 only they host, 6 with others.`)).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('region', { name: `Upcoming bookings of ${name}` })).toBeVisible();
  const forAll = page.getByRole('combobox', { name: 'New host for each of these links' });
  await forAll.click();
  await forAll.fill(successor.email.slice(0, 8));
  await page.getByRole('option', { name: new RegExp(successor.email.replace(/\./g, '\\.')) }).click();
  await axeAtBothWidths(page);

  const since = await sandboxNow(page);
  await page.getByRole('button', { name: 'Preview the departure' }).click();
  const run = page.getByRole('region', { name: `Departure of ${name}: 20 links handed over` });
  const preview = run.getByRole('table', { name: /one line per change$/ });
  await expect(preview.getByRole('row')).toHaveCount(LINKS + 1);
  for (const [i, l] of ours.entries()) {
    const row = preview.getByRole('row').filter({ has: page.getByRole('rowheader', { name: l.name, exact: true }) });
    await expect(row).toContainText(`Hosts after: ${(i < 14 ? successor : cohost).email.toLowerCase()}`);
  }
  expect((await linkWrites(page, since)).size).toBe(0);
  await axeAtBothWidths(page);

  const throttled = 6;
  await injectFault(page, {
    path: '/api/external/v1/meetings/*',
    method: 'PATCH',
    status: 429,
    retryAfter: 1,
    times: throttled,
  });
  await run.getByRole('button', { name: `Apply to ${LINKS} changes` }).click();
  await expect(run.getByRole('status').filter({ hasText: /changes? done/ })).toHaveText(
    `${LINKS} of ${LINKS} changes done`,
    { timeout: 60_000 },
  );
  expect((await sandboxFaults(page)).faults).toEqual([]);
  const writes = await linkWrites(page, since);
  expect([...writes.keys()].sort()).toEqual(ours.map((l) => l.sid).sort());
  for (const [sid, statuses] of writes) {
    // Refused as often as the workspace said 429, then applied exactly once.
    expect(statuses.at(-1), sid).toBe(200);
    expect(
      statuses.slice(0, -1).every((s) => s === 429),
      `${sid}: ${statuses.join(', ')}`,
    ).toBe(true);
  }
  expect([...writes.values()].flat().filter((s) => s === 200)).toHaveLength(LINKS);
  const after = await hostsOf(page);
  for (const [i, l] of ours.entries())
    expect(after.get(l.sid)).toEqual([(i < 14 ? successor : cohost).email.toLowerCase()]);
  await axeAtBothWidths(page);

  // Revert run, from Activity: every link reads as the run left it, so every one is put back.
  const revertSince = await sandboxNow(page);
  await page.getByRole('link', { name: 'Activity' }).first().click();
  await page.getByRole('button', { name: `Revert run: Departure of ${name}: 20 links handed over` }).click();
  const dialog = page.getByRole('dialog', { name: /^Revert “Departure of / });
  await expect(dialog.getByRole('region', { name: `Put back (${LINKS})` })).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: `Prepare the revert of ${LINKS} rows` }).click();
  await dialog.getByRole('button', { name: `Apply to ${LINKS} rows` }).click();
  await expect(dialog.getByRole('status').filter({ hasText: /rows? done/ })).toHaveText(
    `${LINKS} of ${LINKS} rows done`,
    {
      timeout: 60_000,
    },
  );
  const reverted = await linkWrites(page, revertSince);
  expect([...reverted.values()].map((s) => s.length)).toEqual(Array(LINKS).fill(1));
  const back = await hostsOf(page);
  for (const l of ours) expect(back.get(l.sid)).toEqual(before.get(l.sid));
});
