// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render';

// The date range and the host by name, against the sandbox, whose bookings fall around today.
const DAY = 86_400_000;
const table = () => screen.getByRole('region', { name: 'Bookings table' });
const rows = async () => {
  await screen.findAllByRole('button', { name: /Show details of the booking/ }, { timeout: 8000 });
  return within(table()).getAllByRole('row').slice(1);
};
const whenOf = (row: HTMLElement) => Date.parse(within(row).getAllByRole('cell')[0]!.textContent ?? '');
const urlOf = (view: ReturnType<typeof renderApp>) =>
  new URLSearchParams(view.location.history.at(-1)?.split('?')[1] ?? '');
/** A workspace without the vendor's time filters: they are dropped before they arrive. */
const noTimeFilters = (req: Request, next: (req: Request) => Promise<Response>) => {
  const url = new URL(req.url);
  for (const key of [...url.searchParams.keys()]) if (key.startsWith('filters[')) url.searchParams.delete(key);
  return next(new Request(url, req));
};

describe('bookings by date range', () => {
  it('next 7 days for a host typed by name: sent as filters[starts_at], soonest first, a co-hosted booking labelled', async () => {
    localStorage.clear();
    const view = renderApp('/bookings?range=next7');
    const before = Date.now();
    const first = await rows();
    expect(first.length).toBeGreaterThan(3);
    const input = screen.getByRole('combobox', { name: 'Host' });
    await view.user.type(input, 'oliv{Enter}');
    await waitFor(() => expect(urlOf(view).get('host')).toBe('oliver.smith@example.com'));
    await waitFor(() => expect(within(table()).queryAllByText('Oliver Smith is a co-host').length).toBeGreaterThan(0), {
      timeout: 8000,
    });
    const shown = await rows();
    const times = shown.map(whenOf);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.every((t) => t >= before - 60_000 && t < before + 9 * DAY)).toBe(true);
    const cohosted = within(table()).getAllByText('Oliver Smith is a co-host')[0]!.closest('td')!;
    expect(cohosted.textContent).toMatch(/^(?!Oliver Smith).+ with (.+, )?(.+ and )?Oliver Smith/);
    expect(
      view.fetchFn.calls.some(
        (c) =>
          c.includes('filters%5Bstarts_at%5D%5Brule%5D=between') && c.includes('host_email=oliver.smith%40example.com'),
      ),
    ).toBe(true);
    expect(screen.getByText(/^Next 7 days, soonest first\./)).toBeInTheDocument();
    expect(screen.queryByText(/does not filter bookings by date/)).not.toBeInTheDocument();
  });

  it('past bookings most recent first; the last 30 days read backwards from now', async () => {
    renderApp('/bookings?type=past');
    const times = (await rows()).map(whenOf);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times[0]!).toBeLessThanOrEqual(Date.now());
  });

  it('a workspace without the filter: the range is checked here, and the screen says so in one sentence', async () => {
    localStorage.clear();
    const view = renderApp('/bookings?range=custom&from=2000-01-01&to=2000-01-31', { intercept: noTimeFilters });
    expect(await screen.findByText('No bookings match these filters', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(
      screen.getByText(
        'This workspace does not filter bookings by date, so Slotboard checked all 150 bookings itself.',
      ),
    ).toBeInTheDocument();
    // Asked once, with a valid request, and remembered for the workspace.
    expect(view.fetchFn.calls.filter((c) => c.includes('2000-01-01T00%3A00%3A01.000Z')).length).toBe(1);
    expect(
      localStorage.getItem(Object.keys(localStorage).find((k) => k.startsWith('slotboard.capabilities.'))!),
    ).toMatch(/bookingFilters@v2.*"no"/);
  });

  it('custom dates in the wrong order are refused where they were typed, and nothing changes', async () => {
    const view = renderApp('/bookings?range=custom&from=2026-11-01&to=2026-11-30');
    await screen.findByText(/^Nov 1 to Nov 30, 2026, /, {}, { timeout: 8000 });
    const to = screen.getByLabelText('To');
    await view.user.clear(to);
    await view.user.type(to, '2026-10-01');
    await view.user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('The last day comes before the first day')).toBeInTheDocument();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(urlOf(view).get('to')).toBe('2026-11-30');
  });
});

describe('the CSV of the filtered bookings', () => {
  it('holds every row of the view, in its order, not only the page shown', async () => {
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: (b: Blob) => (blobs.push(b), 'blob:x'), revokeObjectURL: () => {} }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const view = renderApp('/bookings?type=upcoming&size=10');
    const shown = await rows();
    expect(shown).toHaveLength(10);
    await view.user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const said = await screen.findByText(/^Exported \d+ bookings\.$/, {}, { timeout: 8000 });
    const count = Number(/\d+/.exec(said.textContent!)![0]);
    expect(count).toBeGreaterThan(10);
    const lines = (await blobs[0]!.text()).split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(count + 1);
    const starts = lines.slice(1).map((l) => Date.parse(l.split(',')[0]!));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
    vi.unstubAllGlobals();
  }, 30_000);
});
