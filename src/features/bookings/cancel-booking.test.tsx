// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAnnounced } from '@/testing/announcer';
import { openBooking } from '@/testing/open-booking';
import type { renderApp } from '@/testing/render';

// Cancelling from a booking's page, against the sandbox: one request per intent, Activity logged.
const cancels = (view: ReturnType<typeof renderApp>) =>
  view.fetchFn.calls.filter((c) => /^POST .*\/v1\/bookings\/[^/]+\/cancel/.test(c));

describe('cancelling a booking', () => {
  it('asks for a reason where it is typed, names the client and time, sends one request on a double click, and logs it', async () => {
    const { view, client } = await openBooking();
    await view.user.click(screen.getByRole('button', { name: 'Cancel booking…' }));
    expect(screen.getByRole('textbox', { name: /Reason for cancelling/ })).toHaveAccessibleDescription(
      /Give a reason: the client reads it in the cancellation email\./,
    );
    await expectAnnounced('Give a reason: the client reads it in the cancellation email.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await view.user.type(screen.getByRole('textbox', { name: /Reason for cancelling/ }), 'Host is ill');
    await view.user.click(screen.getByRole('button', { name: 'Cancel booking…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(within(dialog).getByText(/will be cancelled/)).toHaveTextContent(
      new RegExp(
        `^${client}’s booking on \\w{3} \\d+, \\d{4}, \\d+:\\d\\d [AP]M \\(your time\\) will be cancelled, and the client told why: “Host is ill”\\.`,
      ),
    );
    await view.user.dblClick(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByRole('group', { name: 'Booking cancelled' }, { timeout: 8000 })).toHaveTextContent(
      /is cancelled; the workspace tells the client\.$/,
    );
    await expectAnnounced(/is cancelled; the workspace tells the client\.$/);
    expect(cancels(view)).toHaveLength(1);
    expect(cancels(view)[0]).toContain('cancel_reason=Host+is+ill');
    await waitFor(() => expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0), { timeout: 8000 });
    await view.user.click(screen.getByRole('link', { name: 'Activity' }));
    const entry = await screen.findByText(new RegExp(`^Booking with ${client}, `), {}, { timeout: 8000 });
    expect(entry.closest('tr')).toHaveTextContent('Cancelled, reason “Host is ill”');
  }, 40_000);

  it('an answer lost on the way is said as uncertain and read back, not sent again', async () => {
    // The workspace cancels the booking, but its answer never arrives.
    const lose = async (req: Request, next: (req: Request) => Promise<Response>) => {
      if (req.method === 'POST' && req.url.includes('/cancel')) {
        await next(req);
        return new Response('{"error":"gateway timeout"}', {
          status: 504,
          headers: { 'content-type': 'application/json' },
        });
      }
      return next(req);
    };
    const { view } = await openBooking({ intercept: lose });
    await view.user.type(screen.getByRole('textbox', { name: /Reason for cancelling/ }), 'Double booked');
    await view.user.click(screen.getByRole('button', { name: 'Cancel booking…' }));
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByRole('group', { name: 'Booking cancelled' }, { timeout: 8000 })).toHaveTextContent(
      /is cancelled; the workspace tells the client\.$/,
    );
    await expectAnnounced(/is cancelled; the workspace tells the client\.$/);
    expect(cancels(view)).toHaveLength(1);
    expect(view.fetchFn.calls.filter((c) => /^GET .*\/v1\/bookings\/[^/?]+$/.test(c)).length).toBeGreaterThanOrEqual(2);
  }, 30_000);

  it('a workspace without cancelling through its API: learnt from its answer, then said in one sentence instead of the action', async () => {
    const { view } = await openBooking({
      server: { hosts: ['slotboard.test'], sandbox: { seed: { capabilities: { bookingCancel: false } } } },
    });
    await view.user.type(screen.getByRole('textbox', { name: /Reason for cancelling/ }), 'Host is ill');
    await view.user.click(screen.getByRole('button', { name: 'Cancel booking…' }));
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }));
    expect(
      await screen.findByText(
        'This workspace does not offer cancelling through its API: cancel the booking in NeetoCal.',
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking…' })).not.toBeInTheDocument();
    expect(cancels(view)).toHaveLength(1);
  }, 30_000);
});
