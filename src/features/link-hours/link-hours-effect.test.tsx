// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fingerprint } from '@/lib/drafts';
import { emptyWeek } from '@/lib/time/periods';
import { renderApp } from '@/testing/render';
import { writeLastSaved } from './last-saved';

// The effect of replacing one link's hours, through the whole app against the sandbox: nothing is
// read for it until opened; opened, the link's next four weeks now and after; saved, read back.

const SID = 'c7riufb';
const h = (a: number, b: number) => ({ start: a * 60, end: b * 60 });
const nineToFive = { ...emptyWeek(), monday: [h(9, 17)], tuesday: [h(9, 17)] };

afterEach(() => window.localStorage.clear());

describe('effect on bookable times of a link’s hours', () => {
  it('reads nothing until opened, estimates the shown hours, and reads back after Replace', async () => {
    const slotReads: string[] = [];
    writeLastSaved('sandbox', SID, nineToFive);
    const draft = { ...nineToFive, monday: [h(10, 12)] };
    window.localStorage.setItem(
      `slotboard.draft.link-availability.sandbox.${SID}`,
      JSON.stringify({ value: { week: draft, from: nineToFive }, savedAt: Date.now(), basis: fingerprint(nineToFive) }),
    );
    const { user } = renderApp(`/meetings/${SID}/availability`, {
      intercept: async (req, next) => {
        if (req.url.includes('/slots/')) slotReads.push(req.url);
        return next(req);
      },
    });
    expect(await screen.findByText('Draft restored', {}, { timeout: 10_000 })).toBeInTheDocument();
    const disclosure = await screen.findByRole('button', { name: /Effect on bookable times/ }, { timeout: 15_000 });
    expect(slotReads).toEqual([]);

    await user.click(disclosure);
    const effect = screen.getByRole('region', { name: 'Effect on bookable times' });
    await waitFor(() => expect(within(effect).queryByRole('status')).not.toBeInTheDocument(), { timeout: 30_000 });
    // Monday 10–12 instead of 9–5: fewer times, by the shared rules.
    expect(within(effect).getByText(/^1 link: \d+ fewer slots? in the next 4 weeks \(estimate\)$/)).toBeInTheDocument();
    expect(slotReads.length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: "Replace the link's hours" }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Replace' }));
    expect(
      await within(effect).findByText(
        /^After the change, the workspace’s own slots: 1 link: /,
        {},
        { timeout: 30_000 },
      ),
    ).toHaveTextContent(/The workspace's own slots (agree with|differ from) the estimate/);
  }, 60_000);

  it('a 429 on the hosts’ bookings is drawn as every read: counted down, then read again on Try now', async () => {
    let refused = 0;
    let allow = false;
    writeLastSaved('sandbox', SID, nineToFive);
    const { user } = renderApp(`/meetings/${SID}/availability`, {
      intercept: async (req, next) => {
        if (allow || !new URL(req.url).pathname.includes('/bookings')) return next(req);
        refused++;
        return new Response(JSON.stringify({ error: 'Too many requests' }), {
          status: 429,
          headers: { 'Retry-After': '3600', 'Content-Type': 'application/json' },
        });
      },
    });
    await user.click(await screen.findByRole('button', { name: /Effect on bookable times/ }, { timeout: 15_000 }));
    const effect = screen.getByRole('region', { name: 'Effect on bookable times' });
    const title = await within(effect).findByText('The workspace asked Slotboard to wait', {}, { timeout: 30_000 });
    const alert = title.closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent(/Trying again in (1 h|59 min 5\d s)/);
    expect(refused).toBeGreaterThan(0);
    expect(within(effect).getByText(/'s bookings$/)).toBeInTheDocument();
    allow = true;
    await user.click(within(alert).getByRole('button', { name: 'Try now' }));
    expect(
      await within(effect).findByText(/^1 link: .* in the next 4 weeks \(estimate\)$/, {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(within(effect).queryByText('The workspace asked Slotboard to wait')).not.toBeInTheDocument();
    expect(within(effect).queryByText('Some of it could not be read')).not.toBeInTheDocument();
  }, 60_000);
});
