// @vitest-environment jsdom
import { screen, waitFor, within, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';

// A holiday run's effect on bookable times, through the whole app against the sandbox: nothing is
// read for it until the admin opens it; opened, it estimates each of the member's links now and
// after; applied, the workspace's own slots are read again and the real difference is said.

const MEMBER = 'Priya Raghunathan';

afterEach(() => window.localStorage.clear());

/** A weekday a week or two from now, as the form takes it. */
function weekdayAhead() {
  const d = new Date();
  d.setDate(d.getDate() + 8);
  while (d.getDay() === 0 || d.getDay() === 6) d.setDate(d.getDate() + 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

describe('effect on bookable times of a holiday run', () => {
  it('reads nothing until opened; estimates fewer slots; after Apply the read-back agrees', async () => {
    const reads: string[] = [];
    const { user } = renderApp('/availabilities', {
      intercept: async (req, next) => {
        if (req.method === 'GET') reads.push(new URL(req.url).pathname + new URL(req.url).search);
        return next(req);
      },
    });
    fireEvent.change(await screen.findByLabelText('Name or email', {}, { timeout: 20_000 }), {
      target: { value: MEMBER },
    });
    const pick = await screen.findByRole(
      'button',
      { name: /^Pick the default availability of the 1 member shown$/ },
      { timeout: 20_000 },
    );
    await waitFor(() => expect(pick).toBeEnabled(), { timeout: 20_000 });
    await user.click(pick);
    fireEvent.change(within(screen.getByRole('group', { name: 'Dates 1' })).getByLabelText(/^First date/), {
      target: { value: weekdayAhead() },
    });
    await user.click(screen.getByRole('button', { name: 'Preview the change to 1 availability' }));
    const run = await screen.findByRole('region', { name: /^Holidays: / });

    const before = reads.length;
    const disclosure = screen.getByRole('button', { name: /Effect on bookable times/ });
    expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    expect(reads.filter((r) => r.includes('/slots/'))).toEqual([]);
    expect(reads.length).toBe(before);

    await user.click(disclosure);
    const effect = screen.getByRole('region', { name: 'Effect on bookable times' });
    const words = await within(effect).findByRole('list', { name: 'Effect in words' }, { timeout: 30_000 });
    await waitFor(() => expect(within(effect).queryByRole('status')).not.toBeInTheDocument(), { timeout: 60_000 });
    const estimate = within(words).getByText(
      new RegExp(`^${MEMBER}'s \\d+ links: \\d+ fewer slots? in the next 4 weeks \\(estimate\\)$`),
    );
    expect(estimate).toBeInTheDocument();
    // Cached per link and month: each link's month is asked once, whatever the renders.
    const slotReads = reads.filter((r) => r.includes('/slots/'));
    expect(slotReads.length).toBeGreaterThan(0);
    expect(new Set(slotReads).size).toBe(slotReads.length);

    await user.click(within(run).getByRole('button', { name: 'Apply to 1 availability' }));
    await waitFor(() => expect(within(run).getByRole('status')).toHaveTextContent('1 of 1 availability done'), {
      timeout: 20_000,
    });
    const said = await within(effect).findByText(
      /^After the change, the workspace’s own slots: /,
      {},
      { timeout: 60_000 },
    );
    const fewer = /(\d+) fewer slots? in the next 4 weeks \(estimate\)/.exec(estimate.textContent ?? '')![1];
    expect(said).toHaveTextContent(
      new RegExp(`: ${fewer} fewer slots? in the next 4 weeks\\. The workspace's own slots agree with the estimate`),
    );
  }, 120_000);
});
