// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandboxApp } from '../../../sandbox/app';
import { DEFAULT_PREFS, setDisplayPrefs } from '@/lib/display-prefs';
import { expectAnnounced } from '@/testing/announcer';
import { calendarDate } from '@/lib/time/display';
import { renderApp, TEST_ORIGIN } from '@/testing/render';
import { addDays } from '@/lib/time/wall-clock';

// One "why not" against the sandbox: a host's day off, set as a date override before the screen
// reads anything, explained in words, and the workspace's own month agreeing that nothing is
// bookable then.

const KEY = { 'X-Api-Key': 'sandbox-demo-key' };
const pad = (n: number) => String(n).padStart(2, '0');
const now = new Date();
const NEXT = {
  year: now.getUTCMonth() === 11 ? now.getUTCFullYear() + 1 : now.getUTCFullYear(),
  month: ((now.getUTCMonth() + 1) % 12) + 1,
};
const MONTH = `${NEXT.year}-${pad(NEXT.month)}`;
const minutes = (t: string) =>
  ((Number(t.slice(0, 2)) % 12) + (t.endsWith('PM') ? 12 : 0)) * 60 + Number(t.slice(3, 5));
type Day = { date: string; slots: Record<string, { start_time: string; count: number }> };
/** A one-on-one link with bookable times next month (in UTC), its first host's zone and default availability. */
async function aBookableHost() {
  const app = createSandboxApp();
  const get = async <T,>(path: string) =>
    (await (await app.request(`/api/external${path}`, { headers: KEY })).json()) as T;
  const { meetings } = await get<{
    meetings: { sid: string; slug: string; name: string; kind: string; hosts: { email: string }[] }[];
  }>('/v2/meetings?page_number=1&page_size=30');
  const { team_members } = await get<{ team_members: { email: string; time_zone: string }[] }>('/v1/team_members');
  for (const link of meetings.filter((l) => l.kind === 'one_on_one')) {
    const { slots } = await get<{ slots: Day[] }>(
      `/v1/slots/${link.slug}?time_zone=UTC&year=${NEXT.year}&month=${NEXT.month}`,
    );
    const busy = slots.find((d) => Object.keys(d.slots).length > 0);
    if (!busy) continue;
    const email = link.hosts[0]!.email;
    const { availabilities } = await get<{
      availabilities: {
        id: string;
        default: boolean;
        periods: { wday: string; start_time: string; end_time: string }[];
      }[];
    }>(`/v1/availabilities/team_member?email=${encodeURIComponent(email)}&page=1&page_size=100`);
    const own = availabilities.find((a) => a.default)!;
    const zone = team_members.find((m) => m.email === email)!.time_zone;
    const first = Math.min(...Object.values(busy.slots).map((s) => minutes(s.start_time)));
    return { link, busy, own, zone, first };
  }
  throw new Error('no link with bookable times next month');
}

beforeEach(() => window.localStorage.clear());
afterEach(() => setDisplayPrefs(DEFAULT_PREFS));

describe('why not, on an override day', () => {
  // The whole app against the sandbox, asked twice: more than the default time on a shared machine.
  it('names the date override that takes the host’s day, and agrees with the workspace', async () => {
    const { link, busy, own, zone, first } = await aBookableHost();
    const at = Date.parse(`${busy.date}T${pad(Math.floor(first / 60))}:${pad(first % 60)}:00Z`);
    const hostDate = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(at);
    // The host is off that day and the days either side (in their zone), so no time near it is left.
    const overrides = [-1, 0, 1].map((d) => ({ date: addDays(hostDate, d), periods: [] }));
    const periods = own.periods.map(({ wday, start_time, end_time }) => ({ wday, start_time, end_time }));
    let set = false;
    const reads: string[] = [];
    setDisplayPrefs({ clock: '24', weekStart: '1' });
    const { user } = renderApp(`/meetings/${link.sid}/slots?month=${MONTH}&zone=UTC`, {
      intercept: async (req, next) => {
        if (!set) {
          set = true;
          const patch = new Request(`${TEST_ORIGIN}/sandbox/demo/api/external/v2/availabilities/${own.id}`, {
            method: 'PATCH',
            headers: { ...KEY, 'Content-Type': 'application/json' },
            body: JSON.stringify({ periods, overrides }),
          });
          expect((await next(patch)).status).toBe(200);
        }
        const path = new URL(req.url).pathname;
        if (/availabilities|bookings/.test(path)) reads.push(path);
        return next(req);
      },
    });
    const month = await screen.findByRole('table', { name: /^Bookable times in / }, { timeout: 15_000 });
    const day = within(month).getByRole('button', {
      name: new RegExp(` ${Number(busy.date.slice(8))}, ${NEXT.year}: no bookable times$`),
    });
    await user.click(day);
    // Nothing about hosts is read until a time is asked about.
    expect(reads).toEqual([]);

    const time = screen.getByLabelText(`Time on ${calendarDate(busy.date, { weekday: true })} (UTC)`);
    await user.click(screen.getByRole('button', { name: 'Explain' }));
    expect(time).toHaveAccessibleDescription(expect.stringContaining('Enter a time, like 14:30.'));
    expect(time).toHaveAttribute('aria-invalid', 'true');
    await user.type(time, `${pad(Math.floor(first / 60))}:${pad(first % 60)}`);
    await user.click(screen.getByRole('button', { name: 'Explain' }));

    const reasons = await screen.findByRole('list', { name: /^Reasons for / }, { timeout: 15_000 });
    expect(within(reasons).getByRole('listitem')).toHaveTextContent(
      `a date override on ${calendarDate(hostDate)} (unavailable all day)`,
    );
    // The override's availability, one click away.
    expect(within(reasons).getByRole('link', { name: 'the availability' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/availabilities\/[^/]+$/),
    );
    // "Not bookable" said once: the headline, then who says so; through the status region, no alert as well.
    const answer = screen.getByRole('group', { name: 'Not bookable' });
    expect(answer).toHaveTextContent('Not bookableThe workspace does not offer this time.');
    expect(answer.textContent!.match(/not bookable/gi)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await expectAnnounced(/: Not bookable\. The workspace does not offer this time\.$/);
    expect(reads.some((p) => p.includes('/availabilities/team_member'))).toBe(true);
    expect(reads.some((p) => p.includes('/bookings'))).toBe(true);

    // Another time on the same day is answered from what was read.
    const asked = reads.length;
    const later = first + 60;
    await user.clear(time);
    await user.type(time, `${pad(Math.floor(later / 60) % 24)}:${pad(later % 60)}`);
    await user.click(screen.getByRole('button', { name: 'Explain' }));
    expect(
      await screen.findByRole('heading', {
        level: 4,
        name: new RegExp(`^${pad(Math.floor(later / 60) % 24)}:${pad(later % 60)} on `),
      }),
    ).toBeInTheDocument();
    expect(reads.length).toBe(asked);
  }, 45_000);
});

describe('why not, when the workspace asks Slotboard to wait', () => {
  it('draws the hosts’ reads as every read: a 429 counted down, then read again on Try now', async () => {
    const { link, busy, first } = await aBookableHost();
    let refused = 0;
    let allow = false;
    setDisplayPrefs({ clock: '24', weekStart: '1' });
    const { user } = renderApp(`/meetings/${link.sid}/slots?month=${MONTH}&zone=UTC`, {
      intercept: async (req, next) => {
        if (allow || !new URL(req.url).pathname.includes('/bookings')) return next(req);
        refused++;
        return new Response(JSON.stringify({ error: 'Too many requests' }), {
          status: 429,
          headers: { 'Retry-After': '3600', 'Content-Type': 'application/json' },
        });
      },
    });
    const month = await screen.findByRole('table', { name: /^Bookable times in / }, { timeout: 15_000 });
    await user.click(
      within(month).getByRole('button', { name: new RegExp(` ${Number(busy.date.slice(8))}, ${NEXT.year}: `) }),
    );
    const time = screen.getByLabelText(`Time on ${calendarDate(busy.date, { weekday: true })} (UTC)`);
    await user.type(time, `${pad(Math.floor(first / 60))}:${pad(first % 60)}`);
    await user.click(screen.getByRole('button', { name: 'Explain' }));

    const title = await screen.findByText('The workspace asked Slotboard to wait', {}, { timeout: 15_000 });
    const alert = title.closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent(/Trying again in (1 h|59 min 5\d s)/);
    expect(refused).toBeGreaterThan(0);
    // Which host's bookings are missing is said beside the explanation.
    expect(screen.getByText(/^Could not read .+'s bookings\.$/)).toBeInTheDocument();
    allow = true;
    await user.click(within(alert).getByRole('button', { name: 'Try now' }));
    await expect
      .poll(() => screen.queryByText('The workspace asked Slotboard to wait'), { timeout: 15_000 })
      .toBeNull();
    expect(screen.queryByText(/^Could not read .+'s bookings/)).not.toBeInTheDocument();
  }, 45_000);
});

describe('why not, on a workspace whose links name no hosts (the vendor’s meeting schema)', () => {
  it('checks the hosts learned from each member’s links list', async () => {
    const { link, busy, own, zone, first } = await aBookableHost();
    const at = Date.parse(`${busy.date}T${pad(Math.floor(first / 60))}:${pad(first % 60)}:00Z`);
    const hostDate = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(at);
    const overrides = [-1, 0, 1].map((d) => ({ date: addDays(hostDate, d), periods: [] }));
    const periods = own.periods.map(({ wday, start_time, end_time }) => ({ wday, start_time, end_time }));
    let set = false;
    const byHost: string[] = [];
    setDisplayPrefs({ clock: '24', weekStart: '1' });
    const { user } = renderApp(`/meetings/${link.sid}/slots?month=${MONTH}&zone=UTC`, {
      intercept: async (req, next) => {
        if (!set) {
          set = true;
          const patch = new Request(`${TEST_ORIGIN}/sandbox/demo/api/external/v2/availabilities/${own.id}`, {
            method: 'PATCH',
            headers: { ...KEY, 'Content-Type': 'application/json' },
            body: JSON.stringify({ periods, overrides }),
          });
          expect((await next(patch)).status).toBe(200);
        }
        const url = new URL(req.url);
        const res = await next(req);
        if (!/\/api\/external\/v[12]\/meetings$/.test(url.pathname) || !res.ok) return res;
        if (url.searchParams.has('host_email')) byHost.push(url.searchParams.get('host_email')!);
        const body = (await res.json()) as { meetings: Record<string, unknown>[] };
        return Response.json({ ...body, meetings: body.meetings.map(({ hosts: _hosts, ...m }) => m) });
      },
    });
    const month = await screen.findByRole('table', { name: /^Bookable times in / }, { timeout: 15_000 });
    await user.click(
      within(month).getByRole('button', {
        name: new RegExp(` ${Number(busy.date.slice(8))}, ${NEXT.year}: no bookable times$`),
      }),
    );
    expect(byHost).toEqual([]);
    await user.type(
      screen.getByLabelText(`Time on ${calendarDate(busy.date, { weekday: true })} (UTC)`),
      `${pad(Math.floor(first / 60))}:${pad(first % 60)}`,
    );
    await user.click(screen.getByRole('button', { name: 'Explain' }));
    const reasons = await screen.findByRole('list', { name: /^Reasons for / }, { timeout: 30_000 });
    expect(within(reasons).getByRole('listitem')).toHaveTextContent(
      `a date override on ${calendarDate(hostDate)} (unavailable all day)`,
    );
    expect(byHost).toContain(link.hosts[0]!.email);
  }, 60_000);
});
