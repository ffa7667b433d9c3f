// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandboxApp } from '../../../sandbox/app';
import { DEFAULT_PREFS, setDisplayPrefs } from '@/lib/display-prefs';
import { renderApp } from '@/testing/render';

// A link's month of bookable times, against the sandbox's own answer for the same month and zone.

const KEY = { 'X-Api-Key': 'sandbox-demo-key' };
const pad = (n: number) => String(n).padStart(2, '0');
const now = new Date();
const NEXT = {
  year: now.getUTCMonth() === 11 ? now.getUTCFullYear() + 1 : now.getUTCFullYear(),
  month: ((now.getUTCMonth() + 1) % 12) + 1,
};
const MONTH = `${NEXT.year}-${pad(NEXT.month)}`;
const TITLE = new Date(Date.UTC(NEXT.year, NEXT.month - 1, 1)).toLocaleString('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

type Day = { date: string; slots: Record<string, { start_time: string; count: number }> };
/** A link with bookable times next month, and the sandbox's answer for it in UTC. */
async function aBookableLink() {
  const app = createSandboxApp();
  const { meetings } = (await (
    await app.request('/api/external/v2/meetings?page_number=1&page_size=30', { headers: KEY })
  ).json()) as { meetings: { sid: string; slug: string; name: string; kind: string }[] };
  for (const m of meetings.filter((l) => l.kind === 'one_on_one')) {
    const res = await app.request(
      `/api/external/v1/slots/${m.slug}?time_zone=UTC&year=${NEXT.year}&month=${NEXT.month}`,
      { headers: KEY },
    );
    const { slots } = (await res.json()) as { slots: Day[] };
    const busy = slots.find((d) => Object.keys(d.slots).length > 1);
    if (busy) return { link: m, days: slots, busy };
  }
  throw new Error('no link with bookable times next month');
}

beforeEach(() => window.localStorage.clear());
afterEach(() => setDisplayPrefs(DEFAULT_PREFS));

describe('a link’s bookable times', () => {
  it('shows the month the workspace answers: the total, each day’s count, a day’s times on the chosen clock, and the week from the chosen first day', async () => {
    const { link, days, busy } = await aBookableLink();
    const total = days.reduce((n, d) => n + Object.keys(d.slots).length, 0);
    setDisplayPrefs({ clock: '24', weekStart: '1' });
    const { user, location } = renderApp(`/meetings/${link.sid}/slots?month=${MONTH}&zone=UTC`);
    expect(
      await screen.findByRole('heading', { level: 1, name: `Bookable times: ${link.name}` }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(new RegExp(`^${total} bookable times? in ${TITLE}\\.`), {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const month = screen.getByRole('table', { name: `Bookable times in ${TITLE}` });
    expect(within(month).getAllByRole('columnheader')[0]).toHaveTextContent('Mon');
    const count = Object.keys(busy.slots).length;
    const day = within(month).getByRole('button', {
      name: new RegExp(` ${Number(busy.date.slice(8))}, ${NEXT.year}: ${count} bookable times$`),
    });
    await user.click(day);
    expect(day).toHaveAttribute('aria-pressed', 'true');
    const times = screen.getByRole('list', { name: /^Bookable times on / });
    expect(within(times).getAllByRole('listitem')).toHaveLength(count);
    // The sandbox writes '02:00 PM'; the admin's 24-hour clock shows '14:00'.
    const minutes = (t: string) =>
      ((Number(t.slice(0, 2)) % 12) + (t.endsWith('PM') ? 12 : 0)) * 60 + Number(t.slice(3, 5));
    const earliest = Math.min(...Object.values(busy.slots).map((s) => minutes(s.start_time)));
    expect(within(times).getAllByRole('listitem')[0]).toHaveTextContent(
      new RegExp(`^${pad(Math.floor(earliest / 60))}:${pad(earliest % 60)} – \\d\\d:\\d\\d`),
    );

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(location.history?.at(-1)).toMatch(/month=\d{4}-\d\d&zone=UTC$/));
    expect(location.history?.at(-1)).not.toContain(`month=${MONTH}`);
  }, 45_000);

  it('Sunday first when the admin says so', async () => {
    const { link } = await aBookableLink();
    setDisplayPrefs({ clock: '12', weekStart: '0' });
    renderApp(`/meetings/${link.sid}/slots?month=${MONTH}&zone=UTC`);
    const month = await screen.findByRole('table', { name: `Bookable times in ${TITLE}` }, { timeout: 15_000 });
    expect(within(month).getAllByRole('columnheader')[0]).toHaveTextContent('Sun');
  });

  it('asks for the month with the slug in the address while the link is still being read', async () => {
    const { link, days } = await aBookableLink();
    const total = days.reduce((n, d) => n + Object.keys(d.slots).length, 0);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let linkRead = false;
    const askedWhileLinkRead: string[] = [];
    renderApp(`/meetings/${link.sid}/slots?month=${MONTH}&zone=UTC&slug=${link.slug}`, {
      intercept: async (req, next) => {
        const path = new URL(req.url).pathname;
        if (path.includes('/v1/slots/')) {
          if (!linkRead) askedWhileLinkRead.push(path);
        } else if (path.endsWith('/meetings')) {
          await held;
          linkRead = true;
        }
        return next(req);
      },
    });
    try {
      await waitFor(() => expect(askedWhileLinkRead).toEqual([expect.stringContaining(`/v1/slots/${link.slug}`)]), {
        timeout: 10_000,
      });
    } finally {
      release();
    }
    expect(
      await screen.findByText(new RegExp(`^${total} bookable times? in ${TITLE}\\.`), {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('a slug in the address that is not the link’s: the link’s own is asked once it is in, and the workspace is not taken to lack the endpoint', async () => {
    const { link, days } = await aBookableLink();
    const total = days.reduce((n, d) => n + Object.keys(d.slots).length, 0);
    const asked: string[] = [];
    renderApp(`/meetings/${link.sid}/slots?month=${MONTH}&zone=UTC&slug=a-renamed-link`, {
      intercept: async (req, next) => {
        const path = new URL(req.url).pathname;
        if (path.includes('/v1/slots/')) asked.push(path.slice(path.lastIndexOf('/') + 1));
        return next(req);
      },
    });
    expect(
      await screen.findByText(new RegExp(`^${total} bookable times? in ${TITLE}\\.`), {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(asked).toEqual(['a-renamed-link', link.slug]);
    expect(screen.queryByText('Not offered by this workspace')).not.toBeInTheDocument();
  });

  it('a workspace without the endpoint: "Not offered by this workspace", and nothing more asked', async () => {
    const { link } = await aBookableLink();
    let asked = 0;
    renderApp(`/meetings/${link.sid}/slots?month=${MONTH}&zone=UTC`, {
      server: { hosts: ['slotboard.test'], sandbox: { seed: { capabilities: { slots: false } } } },
      intercept: async (req, next) => (new URL(req.url).pathname.includes('/v1/slots/') && asked++, next(req)),
    });
    expect(await screen.findByText('Not offered by this workspace', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(asked).toBe(1);
    // The answer is kept: the next month is not asked for.
    screen.getByRole('button', { name: 'Next month' }).click();
    expect(await screen.findByText('Not offered by this workspace')).toBeInTheDocument();
    expect(asked).toBe(1);
  });

  it('an answer that cannot be true is not shown: it says what could not be read', async () => {
    const { link } = await aBookableLink();
    renderApp(`/meetings/${link.sid}/slots?month=${MONTH}&zone=UTC`, {
      intercept: async (req, next) =>
        new URL(req.url).pathname.includes('/v1/slots/')
          ? Response.json({
              slots: [
                {
                  date: `${MONTH}-03`,
                  day: 3,
                  slots: { a: { start_time: '09:00 AM', end_time: '09:30 AM', count: -4 } },
                },
              ],
            })
          : next(req),
    });
    expect(await screen.findByText('Bookable times could not be read', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(
      screen.getByText(new RegExp(`could not be read: a time on ${MONTH}-03 has -4 places\\.`)),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('an empty month says so, with every day at none', async () => {
    const { link } = await aBookableLink();
    renderApp(`/meetings/${link.sid}/slots?month=${MONTH}&zone=UTC`, {
      intercept: async (req, next) =>
        new URL(req.url).pathname.includes('/v1/slots/') ? Response.json({ slots: [] }) : next(req),
    });
    expect(await screen.findByText(`No bookable times in ${TITLE}.`, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /: no bookable times$/ }).length).toBeGreaterThanOrEqual(28);
  });
});
