// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { writeTarget } from '@/domain/links/link-targets';

// A weekly-hours run's effect on bookable times, through the whole app against the sandbox: the
// estimate is made from the links the screen read (nothing more is read until it is opened), and
// after the run the workspace's own slots are read again and compared with it.

afterEach(() => window.localStorage.clear());

describe('effect on bookable times of a weekly-hours run', () => {
  it('estimates the links’ next four weeks with the new hours, and the read-back agrees', async () => {
    const slotReads: string[] = [];
    writeTarget('sandbox', { kind: 'all', hosts: ['priya.raghunathan@example.com'], q: 'with Priya' });
    const { user } = renderApp('/meetings/weekly-hours', {
      intercept: async (req, next) => {
        if (req.url.includes('/slots/')) slotReads.push(req.url);
        return next(req);
      },
    });
    await user.click(
      await screen
        .findByRole('button', { name: 'Preview the change' }, { timeout: 20_000 })
        .then(async (b) => (await waitFor(() => expect(b).toBeEnabled()), b)),
    );
    const run = await screen.findByRole('region', { name: /^Weekly hours of \d+ links?: / });
    const disclosure = screen.getByRole('button', { name: /Effect on bookable times/ });
    expect(slotReads).toEqual([]);

    await user.click(disclosure);
    expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    const effect = screen.getByRole('region', { name: 'Effect on bookable times' });
    await waitFor(() => expect(within(effect).queryByRole('status')).not.toBeInTheDocument(), { timeout: 60_000 });
    const line = within(effect).getByText(
      /^\d+ links?: (\d+ (fewer|more) slots?|no change in slots) in the next 4 weeks \(estimate\)$/,
    );
    const table = within(effect).getByRole('table', { name: 'Bookable times per link in the next 4 weeks' });
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    expect(slotReads.length).toBeGreaterThan(0);

    await user.click(within(run).getByRole('button', { name: /^Apply to \d+ links?$/ }));
    await waitFor(() => expect(within(run).getByRole('status')).toHaveTextContent(/(\d+) of \1 links? done/), {
      timeout: 30_000,
    });
    const said = await within(effect).findByText(
      /^After the change, the workspace’s own slots: /,
      {},
      { timeout: 60_000 },
    );
    const estimated = /: (.*) in the next 4 weeks \(estimate\)$/.exec(line.textContent ?? '')![1]!;
    expect(said).toHaveTextContent(
      `${estimated} in the next 4 weeks. The workspace's own slots agree with the estimate`,
    );
  }, 120_000);
});
