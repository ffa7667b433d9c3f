// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';

// The board's holidays flow against the sandbox through the whole app: pick the members' defaults,
// preview every row (what changes, what stays), nothing sent before Apply, one PATCH per row after.

const year = (() => {
  const now = new Date();
  return now.getMonth() === 11 && now.getDate() >= 25 ? now.getFullYear() + 1 : now.getFullYear();
})();

describe('holidays in bulk from the board', () => {
  // The past-date case runs first: a prepared run stays alive in the module for the screen's return.
  it('a past date is refused on its field and nothing is previewed', async () => {
    const { user } = renderApp('/availabilities');
    const pick = await screen.findByRole('button', { name: /^Pick the default availability of the 12 members shown$/ }, { timeout: 20_000 });
    await waitFor(() => expect(pick).toBeEnabled(), { timeout: 20_000 });
    await user.click(pick);
    fireEvent.change(screen.getByLabelText('First date'), { target: { value: '2020-01-02' } });
    await user.click(screen.getByRole('button', { name: 'Preview the change to 12 availabilities' }));
    expect(screen.getByText('This date has passed; pick today or a later date.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Holidays:/ })).not.toBeInTheDocument();
  }, 60_000);

  it('previews every picked default availability, then applies one PATCH each with only the new dates', async () => {
    const sent: { method: string; url: string; body: string }[] = [];
    const { user } = renderApp('/availabilities', {
      intercept: async (req, next) => {
        if (req.method !== 'GET') sent.push({ method: req.method, url: req.url, body: await req.clone().text() });
        return next(req);
      },
    });
    const pick = await screen.findByRole('button', { name: /^Pick the default availability of the 12 members shown$/ }, { timeout: 20_000 });
    await waitFor(() => expect(pick).toBeEnabled(), { timeout: 20_000 });
    await user.click(pick);
    expect(screen.getByText('12 availabilities picked')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('First date'), { target: { value: `${year}-12-25` } });
    fireEvent.change(screen.getByLabelText(/^Last date/), { target: { value: `${year}-12-26` } });
    await user.click(screen.getByRole('button', { name: 'Preview the change to 12 availabilities' }));

    const run = await screen.findByRole('region', { name: /^Holidays: Dec 25–Dec 26 unavailable/ });
    const rows = within(run).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    for (const row of rows) expect(row.textContent).toMatch(/Dec 25 (unavailable, new|.* → unavailable); Dec 26 (unavailable, new|.* → unavailable)/);
    expect(rows.some((r) => /Stay as they are: /.test(r.textContent ?? ''))).toBe(true);
    expect(sent).toEqual([]);

    await user.click(within(run).getByRole('button', { name: 'Apply to 12 availabilities' }));
    await waitFor(() => expect(within(run).getByRole('status')).toHaveTextContent('12 of 12 availabilities done'), { timeout: 20_000 });
    const patches = sent.filter((s) => s.method === 'PATCH');
    expect(patches).toHaveLength(12);
    expect(new Set(patches.map((p) => p.url)).size).toBe(12);
    for (const p of patches) {
      const body = JSON.parse(p.body) as { periods: unknown[]; overrides: unknown[] };
      expect(body.overrides).toEqual([
        { date: `${year}-12-25`, periods: [] },
        { date: `${year}-12-26`, periods: [] },
      ]);
      expect(Array.isArray(body.periods)).toBe(true);
    }
  }, 60_000);
});
