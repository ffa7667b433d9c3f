// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadDisplayPrefs, setDisplayPrefs } from '@/lib/display-prefs';
import { renderApp } from '@/testing/render';

// "Find a time" on the team timeline: Oliver Smith works 9 AM–5 PM in New York, 1 PM–9 PM in London
// on Monday 15 March 2027 (the US has changed its clocks, the UK not yet).

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  reloadDisplayPrefs();
});

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(4000);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(100);
});

describe('FindATime', () => {
  it('says who is free for the whole stretch in the timeline’s zone, and why not, as the time typed changes', async () => {
    setDisplayPrefs({ clock: '12', weekStart: '1' });
    const { location, user } = renderApp('/availabilities?week=2027-03-15&view=Europe%2FLondon&q=Oliver');
    const box = await screen.findByRole('region', { name: 'Find a time' }, { timeout: 20_000 });
    const status = within(box).getByRole('status');
    expect(status).toHaveTextContent('Choose a day and a start time');
    await screen.findByRole('link', { name: /^Oliver Smith: Mon Mar 15 / }, { timeout: 20_000 });

    fireEvent.change(within(box).getByLabelText('Day'), { target: { value: '2027-03-15' } });
    const start = within(box).getByLabelText('Start (Europe/London)');
    // The time asks once it is left: "1300" is read as 1:00 PM and shown so on the 12-hour clock.
    fireEvent.change(start, { target: { value: '1300' } });
    expect(status).toHaveTextContent('Choose a day and a start time');
    fireEvent.blur(start);
    expect(start).toHaveValue('1:00 PM');
    await waitFor(() =>
      expect(status).toHaveTextContent(
        'Mon, Mar 15, 2027, 1:00 PM–2:00 PM (Europe/London): 1 of 1 member shown free for the whole of it.',
      ),
    );
    expect(within(box).getByRole('list', { name: 'Free for the whole of it (1)' })).toHaveTextContent('Oliver Smith');
    expect(location.history.at(-1)).toMatch(/on=2027-03-15&at=13%3A00/);

    // Eight hours from 1 PM end at 9 PM: still free. A minute earlier is outside his hours.
    fireEvent.change(within(box).getByLabelText('How long'), { target: { value: '480' } });
    await waitFor(() => expect(status).toHaveTextContent('1:00 PM–9:00 PM (Europe/London): 1 of 1 member'));
    fireEvent.change(start, { target: { value: '12:59 pm' } });
    fireEvent.keyDown(start, { key: 'Enter' });
    await waitFor(() => expect(status).toHaveTextContent(': 0 of 1 member shown free'));
    expect(within(box).getByRole('list', { name: 'Not free (1)' })).toHaveTextContent(
      'Oliver Smith: outside their hours (1:00 PM–9:00 PM)',
    );
    // Saturday: off that day.
    fireEvent.change(within(box).getByLabelText('Day'), { target: { value: '2027-03-20' } });
    await waitFor(() =>
      expect(within(box).getByRole('list', { name: 'Not free (1)' })).toHaveTextContent('Oliver Smith: off that day'),
    );
    expect(within(box).queryByRole('button', { name: /on the timeline$/ })).not.toBeInTheDocument();

    // A day of another week: one button brings the timeline there.
    fireEvent.change(within(box).getByLabelText('Day'), { target: { value: '2027-03-23' } });
    await user.click(await within(box).findByRole('button', { name: 'Show Tue, Mar 23, 2027 on the timeline' }));
    expect(await screen.findByText('Week of Mar 22, 2027')).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: /on the timeline$/ })).not.toBeInTheDocument();
  }, 60_000);
});
