// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadDisplayPrefs, setDisplayPrefs } from '@/lib/display-prefs';
import { renderApp } from '@/testing/render';

// The board shows a chosen week, date by date, in the zone picked: Oliver Smith works 9 AM–5 PM in
// New York, which is 2 PM–10 PM in London on 8 March 2027 and 1 PM–9 PM a week later, after the US
// has changed its clocks (14 March) and the UK has not (28 March).

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  reloadDisplayPrefs();
});

const oliverRow = () => screen.findByRole('listitem', { name: 'Oliver Smith' }, { timeout: 20_000 });

// jsdom lays nothing out: the board's virtual list is given a viewport, and each row a height.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(4000);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(100);
});

describe('the team board’s week', () => {
  it('shows the week of a date in the URL, converts each date with its own offsets, and moves by week', async () => {
    setDisplayPrefs({ clock: '12', weekStart: '1' });
    const { user } = renderApp('/availabilities?week=2027-03-10&view=Europe%2FLondon&q=Oliver');
    expect(await screen.findByText('Week of Mar 8, 2027', {}, { timeout: 20_000 })).toBeInTheDocument();
    const row = await oliverRow();
    await waitFor(() =>
      expect(row).toHaveTextContent(/Working hours.*Mon Mar 8 2:00 PM–10:00 PM, Tue Mar 9 2:00 PM–10:00 PM/),
    );
    expect(row).toHaveTextContent(/Sat Mar 13, Sun Mar 14 unavailable/);

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByText('Week of Mar 15, 2027')).toBeInTheDocument();
    await waitFor(async () => expect(await oliverRow()).toHaveTextContent(/Mon Mar 15 1:00 PM–9:00 PM/));

    const coverage = screen.getByRole('region', { name: /^Coverage: 1 member available each hour, Europe\/London/ });
    expect(within(coverage).getByRole('row', { name: /^Mon Mar 15/ })).toHaveTextContent(
      /^Mon Mar 15(0){13}(1){8}(0){3}$/,
    );
    expect(coverage).toHaveTextContent('No one covers all of Sat Mar 20; all of Sun Mar 21.');

    await user.click(screen.getByRole('button', { name: 'This week' }));
    await waitFor(() => expect(screen.queryByText(/Week of Mar 15, 2027/)).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'This week' })).toBeDisabled();
  }, 60_000);

  it('starts the week on the day chosen in Settings', async () => {
    setDisplayPrefs({ clock: '24', weekStart: '0' });
    renderApp('/availabilities?week=2027-03-10&view=Europe%2FLondon&q=Oliver');
    expect(await screen.findByText('Week of Mar 7, 2027', {}, { timeout: 20_000 })).toBeInTheDocument();
    const row = await oliverRow();
    await waitFor(() => expect(row).toHaveTextContent(/Mon Mar 8 14:00–22:00/));
    expect(row).toHaveTextContent(/Sun Mar 7, Sat Mar 13 unavailable/);
  }, 60_000);
});
