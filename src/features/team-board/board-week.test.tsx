// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadDisplayPrefs, setDisplayPrefs } from '@/lib/display-prefs';
import { renderApp } from '@/testing/render';

// The timeline shows a chosen week, date by date, in the zone picked: Oliver Smith works 9 AM–5 PM
// in New York, which is 2 PM–10 PM in London on 8 March 2027 and 1 PM–9 PM a week later, after the
// US has changed its clocks (14 March) and the UK has not (28 March).

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  reloadDisplayPrefs();
});

const oliverRow = () => screen.findByRole('rowgroup', { name: 'Oliver Smith' }, { timeout: 20_000 });
const day = (row: HTMLElement, label: string) =>
  within(row).findByRole('link', { name: new RegExp(`^Oliver Smith: ${label} `) }, { timeout: 20_000 });

// jsdom lays nothing out: the board's virtual list is given a viewport, and each row a height.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(4000);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(100);
});

describe('the team timeline’s week', () => {
  it('shows the week of a date in the URL, each date a named link with its own offsets, and moves by week', async () => {
    setDisplayPrefs({ clock: '12', weekStart: '1' });
    const { user } = renderApp('/availabilities?week=2027-03-10&view=Europe%2FLondon&q=Oliver');
    expect(await screen.findByText('Week of Mar 8, 2027', {}, { timeout: 20_000 })).toBeInTheDocument();
    const row = await oliverRow();
    expect(await day(row, 'Mon Mar 8')).toHaveAccessibleName('Oliver Smith: Mon Mar 8 2:00 PM–10:00 PM');
    expect(await day(row, 'Tue Mar 9')).toHaveAttribute(
      'href',
      expect.stringMatching(/\/team-members\/[^/]+\/calendar\?date=2027-03-09&view=week&zone=Europe%2FLondon$/),
    );
    expect(await day(row, 'Sat Mar 13')).toHaveAccessibleName('Oliver Smith: Sat Mar 13 unavailable');

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByText('Week of Mar 15, 2027')).toBeInTheDocument();
    expect(await day(await oliverRow(), 'Mon Mar 15')).toHaveAccessibleName('Oliver Smith: Mon Mar 15 1:00 PM–9:00 PM');

    const coverage = screen.getByRole('region', {
      name: /^Coverage: how many of 1 member are available in each hour, Europe\/London/,
    });
    await waitFor(() =>
      expect(within(coverage).getByRole('img', { name: /^Mon Mar 15,/ })).toHaveAccessibleName(
        'Mon Mar 15, members available for some part of each hour: 0 until 1:00 PM, 1 from 1:00 PM to 9:00 PM, 0 from 9:00 PM',
      ),
    );
    expect(coverage).toHaveTextContent('No one covers all of Sat Mar 20; all of Sun Mar 21.');

    await user.click(screen.getByRole('button', { name: 'This week' }));
    await waitFor(() => expect(screen.queryByText(/Week of Mar 15, 2027/)).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'This week' })).toBeDisabled();
  }, 60_000);

  it('starts the week on the day chosen in Settings; the day view shows one date, stepped by day', async () => {
    setDisplayPrefs({ clock: '24', weekStart: '0' });
    const { user, location } = renderApp('/availabilities?week=2027-03-10&view=Europe%2FLondon&q=Oliver');
    expect(await screen.findByText('Week of Mar 7, 2027', {}, { timeout: 20_000 })).toBeInTheDocument();
    const row = await oliverRow();
    expect(await day(row, 'Mon Mar 8')).toHaveAccessibleName('Oliver Smith: Mon Mar 8 14:00–22:00');
    expect(await day(row, 'Sun Mar 7')).toHaveAccessibleName('Oliver Smith: Sun Mar 7 unavailable');

    await user.click(screen.getByRole('radio', { name: 'Day' }));
    expect(await screen.findByText('Wed, Mar 10, 2027')).toBeInTheDocument();
    await waitFor(async () =>
      expect(within(await oliverRow()).getAllByRole('link', { name: /^Oliver Smith: / })).toHaveLength(1),
    );
    expect(await day(await oliverRow(), 'Wed Mar 10')).toHaveAttribute('href', expect.stringContaining('view=day'));
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(await day(await oliverRow(), 'Thu Mar 11')).toHaveAccessibleName('Oliver Smith: Thu Mar 11 14:00–22:00');

    // The day opens the member's calendar there, in the app.
    await user.click(await day(await oliverRow(), 'Thu Mar 11'));
    expect(location.history.at(-1)).toMatch(
      /^\/team-members\/[^/]+\/calendar\?date=2027-03-11&view=day&zone=Europe%2FLondon$/,
    );
  }, 60_000);

  it('steps the day view by a sideways swipe on the timeline, as its buttons do; a tap or a scroll does not', async () => {
    setDisplayPrefs({ clock: '24', weekStart: '1' });
    const { location } = renderApp('/availabilities?span=day&week=2027-03-10&view=Europe%2FLondon&q=Oliver');
    expect(await day(await oliverRow(), 'Wed Mar 10')).toBeInTheDocument();
    const timeline = screen.getByRole('region', { name: 'Team members and their availabilities' });
    const swipe = (fromX: number, toX: number, toY = 300) => {
      fireEvent.touchStart(timeline, { touches: [{ clientX: fromX, clientY: 300 }] });
      fireEvent.touchEnd(timeline, { touches: [], changedTouches: [{ clientX: toX, clientY: toY }] });
    };
    // Right to left: the next day.
    swipe(300, 80);
    expect(await day(await oliverRow(), 'Thu Mar 11')).toBeInTheDocument();
    expect(location.history.at(-1)).toMatch(/week=2027-03-11/);
    // A scroll down the list and a short touch step nothing.
    swipe(300, 80, 500);
    swipe(300, 280);
    expect(await day(await oliverRow(), 'Thu Mar 11')).toBeInTheDocument();
    // Left to right: back a day, twice.
    swipe(80, 300);
    swipe(80, 300);
    expect(await day(await oliverRow(), 'Tue Mar 9')).toBeInTheDocument();
    expect(screen.getByText('Tue, Mar 9, 2027')).toBeInTheDocument();
  }, 60_000);

  it('names a clock-change day of the zone shown, with its true length', async () => {
    setDisplayPrefs({ clock: '24', weekStart: '1' });
    renderApp('/availabilities?week=2027-03-24&view=Europe%2FLondon&q=Oliver');
    const coverage = await screen.findByRole('region', { name: /^Coverage: / }, { timeout: 20_000 });
    expect(coverage).toHaveTextContent('The clocks change in Europe/London on Sun Mar 28 (23 hours long)');
  }, 60_000);
});

describe('the team timeline by ear', () => {
  it('has every member of a small team in the page, however little of it is in view', async () => {
    // A viewport of two members: virtualised, the grid held only those and the few around them.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(150);
    renderApp('/availabilities?week=2027-03-10');
    const grid = await screen.findByRole('grid', { name: 'Team members' }, { timeout: 20_000 });
    await waitFor(() => expect(within(grid).getAllByRole('rowgroup')).toHaveLength(12), { timeout: 20_000 });
    expect(within(grid).getByRole('rowgroup', { name: 'Oliver Smith' })).toBeInTheDocument();
  }, 60_000);
});
