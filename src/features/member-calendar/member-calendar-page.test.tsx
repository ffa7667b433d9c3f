// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';

const SLOW = 60_000;

// The test clock is Saturday 21 November 2026; Oliver Smith works 9–5, Monday to Friday, in New York.
function openOliver(query: string) {
  const view = renderApp('/team-members/placeholder/calendar');
  const oliver = view.server.sandbox!.state().seed.members.find((m) => m.email === 'oliver.smith@example.com')!;
  view.location.navigate(`/team-members/${oliver.id}/calendar${query}`);
  return view;
}

const gridOf = () => screen.findByRole('grid', {}, { timeout: 20_000 });
const cell = (name: string) => screen.getByRole('gridcell', { name: new RegExp(`^${name}`) });
const status = (text: string) => screen.getByText(text, { exact: false, selector: '[role="status"]' });

describe('a member’s calendar', () => {
  it(
    'shows the week of the date in the URL, in the member’s zone, with the weekly hours on real dates',
    async () => {
      openOliver('?date=2026-11-24&view=week');
      const grid = await gridOf();
      expect(grid).toHaveAccessibleName(
        /Oliver Smith’s hours from Sun, Nov 22, 2026 to Sat, Nov 28, 2026, in America\/New_York/,
      );
      expect(within(grid).getAllByRole('columnheader')).toHaveLength(8);
      expect(within(grid).getAllByRole('row')).toHaveLength(49);
      expect(cell('Tue, Nov 24, 2026, 9:00 AM')).toHaveAccessibleName(/: available/);
      expect(cell('Sat, Nov 28, 2026, 9:00 AM')).toHaveAccessibleName(/: not available$/);
      expect(within(grid).getByRole('columnheader', { name: /Sat Nov 28/ })).toHaveTextContent('No hours');
    },
    SLOW,
  );

  it(
    'draws the day view of a spring-forward day 23 hours long, and says so',
    async () => {
      openOliver('?date=2027-03-14&view=day');
      const grid = await gridOf();
      expect(within(grid).getAllByRole('gridcell')).toHaveLength(46);
      expect(within(grid).getByRole('columnheader', { name: /Sun Mar 14/ })).toHaveTextContent(
        '23 hours: clocks go forward an hour at 2:00 AM',
      );
      expect(screen.getByRole('note')).toHaveTextContent('Clock change on this day: America/New_York');
      // The selection starts at 8 AM by the clock, though the day has an hour fewer before it.
      expect(screen.getByText(/^Selected: Sun, Mar 14, 2027, 8:00 AM–8:30 AM/)).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'edits by keys: Shift+Down selects, Enter makes a date’s hours, Delete clears every such weekday, Ctrl+Z undoes',
    async () => {
      const view = openOliver('?date=2026-11-28&view=week');
      await gridOf();
      cell('Sat, Nov 28, 2026, 8:00 AM').focus();
      await view.user.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}{Enter}');
      expect(status('8:00 AM–9:30 AM available on Sat, Nov 28, 2026 only.')).toBeInTheDocument();
      expect(cell('Sat, Nov 28, 2026, 9:00 AM')).toHaveAccessibleName(/available \(override\)$/);
      const change = screen.getByRole('region', { name: 'What saving will change' });
      expect(change).toHaveTextContent(/Nov 28/);

      // Left steps a day back: Friday; Delete then clears every Friday once "every Friday" is chosen.
      await view.user.keyboard('{ArrowLeft}');
      await waitFor(() => expect(cell('Fri, Nov 27, 2026, 9:00 AM')).toHaveFocus());
      await view.user.click(screen.getByRole('radio', { name: 'Every Friday' }));
      cell('Fri, Nov 27, 2026, 8:00 AM').focus();
      await view.user.keyboard('{Delete}');
      expect(status('No hours on every Friday.')).toBeInTheDocument();
      expect(cell('Fri, Nov 27, 2026, 9:00 AM')).toHaveAccessibleName(/: not available$/);
      expect(change).toHaveTextContent(/Friday/);

      await view.user.keyboard('{Control>}z{/Control}');
      expect(cell('Fri, Nov 27, 2026, 9:00 AM')).toHaveAccessibleName(/: available$/);
      expect(status('Undone.')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'a date that has passed takes no override; its weekday’s hours can still be changed from it',
    async () => {
      const view = openOliver('?date=2026-11-20&view=day');
      await gridOf();
      cell('Fri, Nov 20, 2026, 8:00 AM').focus();
      await view.user.keyboard('{Enter}');
      expect(status('Fri, Nov 20, 2026 has passed: choose every Friday')).toBeInTheDocument();
      expect(cell('Fri, Nov 20, 2026, 8:00 AM')).toHaveAccessibleName(/: not available$/);
      await view.user.click(screen.getByRole('radio', { name: 'Every Friday' }));
      cell('Fri, Nov 20, 2026, 8:00 AM').focus();
      await view.user.keyboard('{Enter}');
      expect(status('8:00 AM–8:30 AM available on every Friday.')).toBeInTheDocument();
      expect(cell('Fri, Nov 20, 2026, 8:00 AM')).toHaveAccessibleName(/: available$/);
    },
    SLOW,
  );

  it(
    'an edit seen in another zone is saved as the same moments on the member’s own date',
    async () => {
      const view = openOliver('?date=2026-11-28&view=day&zone=Europe/London');
      await gridOf();
      expect(
        screen.getByText(/an edit here is saved in Oliver Smith’s own zone, America\/New_York/),
      ).toBeInTheDocument();
      // 3 PM in London is 10 AM in New York.
      cell('Sat, Nov 28, 2026, 3:00 PM').focus();
      await view.user.keyboard('{Enter}');
      expect(
        status('3:00 PM–3:30 PM available on Sat, Nov 28, 2026 only (as seen in Europe/London).'),
      ).toBeInTheDocument();
      expect(cell('Sat, Nov 28, 2026, 3:00 PM')).toHaveAccessibleName(/available \(override\)$/);
      expect(screen.getByRole('region', { name: 'What saving will change' })).toHaveTextContent(/10:00 AM–10:30 AM/);
    },
    SLOW,
  );

  it(
    'draws only the bookings that name the member as a host, as blocks with the client and the link',
    async () => {
      const view = openOliver('?date=2026-11-24&view=week');
      const grid = await gridOf();
      const list = await screen.findByRole('heading', { name: /^Bookings from/ });
      const section = list.parentElement!;
      await waitFor(() => expect(section).not.toHaveTextContent('Reading'));
      const state = view.server.sandbox!.state();
      const oliver = state.seed.members.find((m) => m.email === 'oliver.smith@example.com')!;
      const from = Date.parse('2026-11-22T05:00:00Z');
      const to = Date.parse('2026-11-29T05:00:00Z');
      const hosts = new Map(state.seed.meetings.map((m) => [m.id, m.kind === 'multihost' ? m.hostIds : []]));
      const his = state.seed.bookings.filter(
        (b) =>
          (b.hostId === oliver.id || hosts.get(b.meetingId)!.includes(oliver.id)) &&
          !['cancelled', 'rejected'].includes(b.status) &&
          Date.parse(b.starts_at) >= from &&
          Date.parse(b.starts_at) < to,
      );
      expect(his.length).toBeGreaterThan(0);
      expect(within(section).getAllByRole('listitem')).toHaveLength(his.length);
      for (const b of his) {
        const name = b.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        expect(within(section).getAllByRole('link', { name: new RegExp(`^${name} · `) }).length).toBeGreaterThan(0);
        expect(within(grid).getAllByRole('gridcell', { name: new RegExp(`booked: .*${name}`) }).length).toBeGreaterThan(
          0,
        );
      }
    },
    SLOW,
  );
});
