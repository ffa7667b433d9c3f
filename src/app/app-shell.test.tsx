// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openBooking } from '@/testing/open-booking';
import { renderApp } from '@/testing/render';

vi.mock('@/features/packages/packages-page', async () => {
  const { useSearch } = await import('wouter');
  return {
    PackagesPage: () => {
      if (useSearch().includes('broken')) throw new Error('a screen that breaks while rendering');
      return <h1>Packages, working</h1>;
    },
  };
});

describe('the app shell', () => {
  it('keeps running when one screen throws, with a way back', async () => {
    // React reports the caught error on the console; here it is expected.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderApp('/packages?broken=1');
    expect(await screen.findByRole('heading', { name: 'This screen stopped working', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('the rest of Slotboard still works');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(screen.getByRole('link', { name: 'Go to the scheduling links' }));
    expect(await screen.findByRole('heading', { name: 'Scheduling links', level: 1 })).toBeInTheDocument();
    expect(nav).toBeInTheDocument();
  });

  it("tries the screen again when the address changes only in its query (the navigation's link to the same screen)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderApp('/packages?broken=1');
    expect(await screen.findByRole('heading', { name: 'This screen stopped working', level: 1 })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Packages' }));
    expect(await screen.findByRole('heading', { name: 'Packages, working', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This screen stopped working' })).not.toBeInTheDocument();
  });

  it('moves focus to the chosen screen’s heading, once it has arrived, not the old one', async () => {
    const { user } = renderApp('/meetings');
    expect(await screen.findByRole('heading', { name: 'Scheduling links', level: 1 })).toBeInTheDocument();
    screen.getByRole('link', { name: 'Team members' }).focus();
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { name: 'Team members', level: 1 }, { timeout: 10_000 });
    await waitFor(() => expect(heading).toHaveFocus());
    screen.getByRole('link', { name: 'Packages' }).focus();
    await user.keyboard('{Enter}');
    const packages = await screen.findByRole('heading', { name: 'Packages, working', level: 1 });
    await waitFor(() => expect(packages).toHaveFocus());
  }, 30_000);

  it('moves focus to the heading after every navigation: a row’s link and a page’s way back', async () => {
    const { view, client } = await openBooking();
    const booking = screen.getByRole('heading', { name: `Booking with ${client}`, level: 1 });
    await waitFor(() => expect(booking).toHaveFocus());
    await view.user.click(screen.getByRole('link', { name: '← Bookings' }));
    const bookings = await screen.findByRole('heading', { name: 'Bookings', level: 1 }, { timeout: 10_000 });
    await waitFor(() => expect(bookings).toHaveFocus());
    expect(document.activeElement).not.toBe(document.body);
  }, 40_000);

  it('drops a damaged list of workspaces with one notice and opens the sandbox', async () => {
    window.localStorage.setItem(
      'slotboard.workspaces.v1',
      JSON.stringify({ workspaces: { x: { id: 'x', label: ['not text'] } }, activeId: 'x' }),
    );
    renderApp('/meetings');
    expect(await screen.findByRole('heading', { name: 'Scheduling links', level: 1 })).toBeInTheDocument();
    expect(
      await screen.findByText('Something saved in this browser could not be read', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Slotboard removed the list of workspaces/)).toBeInTheDocument();
    expect(screen.getAllByText('Something saved in this browser could not be read')).toHaveLength(1);
    expect(window.localStorage.getItem('slotboard.workspaces.v1')).toBeNull();
  });
});
