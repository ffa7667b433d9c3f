// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';

const rowsOf = async () => {
  await screen.findAllByRole('button', { name: /Show details of the booking/ }, { timeout: 5000 });
  return within(screen.getByRole('region', { name: 'Bookings table' }))
    .getAllByRole('row')
    .slice(1);
};

/** A workspace that does not know a filter: the parameter is dropped before it arrives. */
const dropping = (param: string) => (req: Request, next: (req: Request) => Promise<Response>) => {
  const url = new URL(req.url);
  if (!url.pathname.includes('/bookings')) return next(req);
  url.searchParams.delete(param);
  return next(new Request(url, req));
};

describe('bookings filters', () => {
  it('sends the kind and host email from the URL and shows only rows that match them', async () => {
    const view = renderApp('/bookings?type=cancelled&host=oliver.smith@example.com');
    const rows = await rowsOf();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(within(row).getByText('Cancelled')).toBeInTheDocument();
    expect(
      view.fetchFn.calls.some(
        (c) => c.includes('type=cancelled') && c.includes('host_email=oliver.smith%40example.com'),
      ),
    ).toBe(true);
    expect(screen.queryByText(/did not apply/)).not.toBeInTheDocument();
    // The chip names the host once the members are read, which may come after the rows.
    const chosen = screen.getByRole('list', { name: 'Chosen hosts' });
    expect(await within(chosen).findByText('Oliver Smith')).toBeInTheDocument();
  });

  it('says so when the workspace ignored a filter, and never presents the rows as filtered', async () => {
    renderApp('/bookings?type=cancelled', { intercept: dropping('type') });
    expect(
      await screen.findByText(
        'This workspace did not apply the “Cancelled” filter; showing everything.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    const rows = await rowsOf();
    expect(rows.some((r) => within(r).queryByText('Cancelled') === null)).toBe(true);
  });

  it('a filter the workspace refuses is said to be unsupported, with a way back', async () => {
    const refuse = (req: Request, next: (req: Request) => Promise<Response>) =>
      new URL(req.url).searchParams.has('client_email')
        ? Promise.resolve(new Response('{}', { status: 400, headers: { 'content-type': 'application/json' } }))
        : next(req);
    const view = renderApp('/bookings?client=someone@example.com', { intercept: refuse });
    expect(
      await screen.findByText(
        'This workspace does not support filtering bookings by client email (someone@example.com)',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    await view.user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect((await rowsOf()).length).toBeGreaterThan(0);
  });

  it('an address that is not an email is refused on the spot and nothing is asked', async () => {
    const view = renderApp('/bookings');
    await rowsOf();
    await view.user.type(screen.getByRole('textbox', { name: 'Client email' }), 'nobody{Enter}');
    expect(screen.getByText('“nobody” is not an email address, for example ana@example.com')).toBeInTheDocument();
    expect(view.fetchFn.calls.some((c) => c.includes('client_email'))).toBe(false);
  });

  it('details show what the workspace sent, not dashes', async () => {
    const view = renderApp('/bookings');
    await rowsOf();
    await view.user.click(screen.getAllByRole('button', { name: /Show details of the booking/ })[0]!);
    const details = document.querySelector('[id^="booking-"] dl')!;
    expect(within(details as HTMLElement).getByText('Host')).toBeInTheDocument();
    expect(within(details as HTMLElement).getByText('Length')).toBeInTheDocument();
    expect(within(details as HTMLElement).getByRole('link', { name: 'Open this booking in NeetoCal' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^http/),
    );
    expect(within(details as HTMLElement).queryByText('—')).not.toBeInTheDocument();
    expect(details.textContent).not.toMatch(/sid/i);
  });
});
