// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openBooking } from '@/testing/open-booking';
import { renderApp } from '@/testing/render';

const section = (name: string) => screen.getByRole('region', { name });
const definition = (scope: HTMLElement, term: string | RegExp) =>
  within(scope).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe("a booking's page", () => {
  it('opens from the list: client, link, hosts, the time in both zones, status and answers', async () => {
    const view = renderApp('/bookings?range=next7&host=oliver.smith@example.com');
    const labels = await screen.findAllByText('Oliver Smith is a co-host', {}, { timeout: 8000 });
    // The first confirmed one: which bookings fall in "the next 7 days" depends on the viewer's zone.
    const row = labels.map((label) => label.closest('tr')!).find((tr) => within(tr).queryByText('Confirmed'))!;
    const clientLink = within(row).getAllByRole('link')[0]!;
    const client = clientLink.textContent!;
    await view.user.click(clientLink);
    expect(
      await screen.findByRole('heading', { level: 1, name: `Booking with ${client}` }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(view.location.history.at(-1)).toMatch(/^\/bookings\/[a-z0-9]+$/);
    expect(definition(section('Client'), 'Name')).toHaveTextContent(client);
    const hosts = section('Scheduling link and hosts');
    expect(
      within(hosts)
        .getAllByText(/^Co-host/, { selector: 'dt' })
        .some((dt) => dt.nextElementSibling?.textContent === 'Oliver Smith (oliver.smith@example.com)'),
    ).toBe(true);
    const when = section('When');
    expect(definition(when, /^Your time \(/).textContent).toMatch(/\d{4}, \d+:\d\d [AP]M/);
    expect(definition(when, /^Client’s time \((America|Europe|Asia|Australia)\//).textContent).toMatch(
      /\d{4}, \d+:\d\d [AP]M/,
    );
    expect(definition(section('Answers'), 'Name')).toHaveTextContent(client);
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(screen.queryByText(/does not offer a booking/)).not.toBeInTheDocument();
  });

  it('opens by its address; a workspace without the details call finds it in its list and says so', async () => {
    const noDetails = (req: Request, next: (req: Request) => Promise<Response>) =>
      /\/v1\/bookings\/[^/?]+$/.test(new URL(req.url).pathname)
        ? Promise.resolve(
            new Response('{"error":"Not found"}', { status: 404, headers: { 'content-type': 'application/json' } }),
          )
        : next(req);
    const first = renderApp('/bookings');
    await screen.findAllByRole('button', { name: /Show details/ }, { timeout: 8000 });
    const link = within(screen.getByRole('region', { name: 'Bookings table' })).getAllByRole('link')[0]!;
    const href = link.getAttribute('href')!;
    const client = link.textContent!;
    first.unmount();
    renderApp(href, { intercept: noDetails });
    expect(
      await screen.findByRole('heading', { level: 1, name: `Booking with ${client}` }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "This workspace does not offer a booking's own details: shown as its list of bookings gives it.",
      ),
    ).toBeInTheDocument();
  });

  it('shows an answer whose value is an object that cannot convert itself, rather than stop working', async () => {
    const hostileAnswer = async (req: Request, next: (req: Request) => Promise<Response>) => {
      const res = await next(req);
      if (!/\/v1\/bookings\/[^/?]+$/.test(new URL(req.url).pathname) || !res.ok) return res;
      const body = (await res.json()) as { booking?: { form_responses?: unknown[] }; form_responses?: unknown[] };
      const booking = body.booking ?? body;
      booking.form_responses = [
        ...(booking.form_responses ?? []),
        JSON.parse('{"field": "Preferences", "value": {"toString": "not a function"}}'),
      ];
      return Response.json(body);
    };
    await openBooking({ intercept: hostileAnswer });
    expect(definition(section('Answers'), 'Preferences')).toHaveTextContent('{"toString":"not a function"}');
  });

  it('an address no booking has is said plainly, with the way back', async () => {
    renderApp('/bookings/nosuch9');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking not found' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Bookings' })).toHaveAttribute('href', '/bookings');
  });

  it('a booking awaiting approval says where it is approved: the External API cannot', async () => {
    await openBooking({}, 'Awaiting approval');
    expect(
      screen.getByText(
        /^The host has not approved this booking yet\. The External API offers no approving or declining: do it in NeetoCal\.$/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /approve|decline/i })).not.toBeInTheDocument();
  });
});
