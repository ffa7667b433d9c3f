// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';

// The board's holidays flow against the sandbox through the whole app: lines of dates each with its
// own kind (a closure in one run), inactive members left out unless ticked, the preview of every
// row, one PATCH per row after Apply, and a form that cannot apply the same dates twice by accident.

// A year to come whatever the clock says (until then), whose Dec 24–26 are a Monday to a Wednesday:
// days every member works, so a day off is a change for each of them.
const year = 2029;
const INACTIVE = 'Ethan Nakamura-Whitfield-Abernathy';

type Sent = { method: string; url: string; body: string };

async function openBoard(sent: Sent[] = []) {
  const rendered = renderApp('/availabilities', {
    intercept: async (req, next) => {
      if (req.method !== 'GET') sent.push({ method: req.method, url: req.url, body: await req.clone().text() });
      return next(req);
    },
  });
  const pick = await screen.findByRole(
    'button',
    { name: /^Pick the default availability of the 12 members shown$/ },
    { timeout: 20_000 },
  );
  await waitFor(() => expect(pick).toBeEnabled(), { timeout: 20_000 });
  await rendered.user.click(pick);
  return rendered;
}

const dates = (n: number) => screen.getByRole('group', { name: `Dates ${n}` });
const setDate = (n: number, label: RegExp, value: string) =>
  fireEvent.change(within(dates(n)).getByLabelText(label), { target: { value } });

afterEach(() => window.localStorage.clear());

describe('holidays in bulk from the board', () => {
  it('a past date is refused on its field and nothing is previewed', async () => {
    const { user } = await openBoard();
    setDate(1, /^First date/, '2020-01-02');
    await user.click(screen.getByRole('button', { name: 'Preview the change to 11 availabilities' }));
    expect(within(dates(1)).getByText('This date has passed; pick today or a later date.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Holidays:/ })).not.toBeInTheDocument();
  }, 60_000);

  it('a closure in one run (24th 9–12, 25th and 26th off); the inactive member is marked and left out; after Apply the form is locked until "Start a new change"', async () => {
    const sent: Sent[] = [];
    const { user } = await openBoard(sent);
    const inactive = screen.getByRole('checkbox', { name: new RegExp(`^Include ${INACTIVE} · .* \\(inactive\\)$`) });
    expect(inactive).not.toBeChecked();

    setDate(1, /^First date/, `${year}-12-24`);
    await user.click(within(dates(1)).getByRole('radio', { name: 'Available only during custom hours' }));
    await user.clear(within(dates(1)).getByLabelText('From'));
    await user.type(within(dates(1)).getByLabelText('From'), '9:00 AM');
    await user.clear(within(dates(1)).getByLabelText('Until'));
    await user.type(within(dates(1)).getByLabelText('Until'), '12:00 PM');
    await user.click(screen.getByRole('button', { name: 'Add other dates' }));
    setDate(2, /^First date/, `${year}-12-25`);
    setDate(2, /^Last date/, `${year}-12-26`);
    await user.click(screen.getByRole('button', { name: 'Preview the change to 11 availabilities' }));

    const run = await screen.findByRole('region', {
      name: 'Holidays: Dec 24, 2029 9:00 AM–12:00 PM; Dec 25–Dec 26, 2029 unavailable',
    });
    const rows = within(run).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(11);
    expect(rows.some((r) => r.textContent?.includes(INACTIVE))).toBe(false);
    expect(screen.getByRole('alert', { name: '1 left out: inactive member' })).toHaveTextContent(INACTIVE);
    expect(sent).toEqual([]);

    await user.click(within(run).getByRole('button', { name: 'Apply to 11 availabilities' }));
    await waitFor(() => expect(within(run).getByRole('status')).toHaveTextContent('11 of 11 availabilities done'), {
      timeout: 20_000,
    });
    const patches = sent.filter((s) => s.method === 'PATCH');
    expect(patches).toHaveLength(11);
    for (const p of patches) {
      const body = JSON.parse(p.body) as { overrides: unknown[] };
      expect(body.overrides).toEqual([
        { date: `${year}-12-24`, periods: [{ start_time: '09:00 AM', end_time: '12:00 PM' }] },
        { date: `${year}-12-25`, periods: [] },
        { date: `${year}-12-26`, periods: [] },
      ]);
    }

    // Applied: the dates cannot be previewed again; only a new change opens the form, empty.
    expect(
      screen.getByText(
        /^Holidays: Dec 24, 2029 9:00 AM–12:00 PM; Dec 25–Dec 26, 2029 unavailable\. Its report is below\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Preview the change/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Dates 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start a new change' }));
    expect(within(dates(1)).getByLabelText(/^First date/)).toHaveValue('');
    // Nothing is picked any more: the last run's twelve are not one click from a second Apply.
    expect(await screen.findByText(/^Pick availabilities on the timeline below first/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview the change to 0 availabilities' })).toBeDisabled();
    expect(screen.queryByRole('group', { name: 'Dates 2' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Holidays:/ })).not.toBeInTheDocument();
  }, 90_000);

  it('an inactive member ticked in is sent and marked so in the preview', async () => {
    const { user } = await openBoard();
    await user.click(screen.getByRole('checkbox', { name: new RegExp(`^Include ${INACTIVE} · `) }));
    setDate(1, /^First date/, `${year}-12-31`);
    await user.click(screen.getByRole('button', { name: 'Preview the change to 12 availabilities' }));
    const run = await screen.findByRole('region', { name: /^Holidays: Dec 31, 2029 unavailable/ });
    expect(
      within(run).getByRole('rowheader', { name: new RegExp(`^${INACTIVE} \\(inactive\\) · `) }),
    ).toBeInTheDocument();
    await user.click(within(run).getByRole('button', { name: 'Close without applying' }));
  }, 60_000);

  it('the dates typed are kept for the same picks, and shown, not filled in, once the picks changed', async () => {
    const first = await openBoard();
    setDate(1, /^First date/, `${year}-12-30`);
    first.unmount();

    // The same picks of the same records: the dates come back as typed.
    const again = await openBoard();
    await waitFor(() => expect(within(dates(1)).getByLabelText(/^First date/)).toHaveValue(`Dec 30, ${year}`));
    // Every availability picked, not only the defaults: the dates were typed for other picks, so
    // they are offered, not filled in.
    await again.user.click(screen.getByRole('checkbox', { name: 'Select all shown' }));
    const stale = await screen.findByRole('alert', { name: 'Dates typed earlier, for picks that have changed since' });
    expect(stale).toHaveTextContent('Dec 30, 2029 unavailable');
    expect(within(dates(1)).getByLabelText(/^First date/)).toHaveValue('');
    await again.user.click(within(stale).getByRole('button', { name: 'Use these dates' }));
    expect(within(dates(1)).getByLabelText(/^First date/)).toHaveValue(`Dec 30, ${year}`);
    expect(screen.queryByRole('alert', { name: /^Dates typed earlier/ })).not.toBeInTheDocument();
  }, 60_000);
});
