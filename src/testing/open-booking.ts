import { screen, within } from '@testing-library/react';
import { renderApp, type RenderAppOptions } from './render';

/**
 * The whole app on the upcoming bookings, then the page of the first confirmed one (or of another
 * status, by its label), opened from its row as an admin would: the view and the client the page is
 * named after.
 */
export async function openBooking(options: RenderAppOptions = {}, status = 'Confirmed') {
  const view = renderApp('/bookings?type=upcoming', options);
  await screen.findAllByRole('button', { name: /Show details/ }, { timeout: 15_000 });
  const row = within(screen.getByRole('region', { name: 'Bookings table' }))
    .getAllByRole('row')
    .find((r) => within(r).queryByText(status))!;
  const link = within(row).getAllByRole('link')[0]!;
  const client = link.textContent!;
  await view.user.click(link);
  await screen.findByRole('heading', { level: 1, name: `Booking with ${client}` }, { timeout: 15_000 });
  return { view, client };
}
