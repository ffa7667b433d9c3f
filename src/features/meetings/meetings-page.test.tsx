// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MeetingList } from '@/api/meetings/schemas';
import { renderApp } from '@/testing/render';

async function allViewNames(pagination: 'all' | 'page-one') {
  const view = renderApp('/meetings?view=all&sort=updated&dir=desc', {
    server: { sandbox: { pagination, seed: { meetings: 230 } } },
  });
  expect(await screen.findByText('230 links', {}, { timeout: 5000 })).toBeInTheDocument();
  const grid = screen.getByRole('table', { name: 'Every scheduling link' });
  expect(grid).toHaveAttribute('aria-rowcount', '231');
  const calls = view.fetchFn.calls.filter((c) => c.includes('/v2/meetings'));
  const cached = view.queryClient.getQueriesData<MeetingList>({ queryKey: ['ws', 'sandbox', 'meetings', 'all'] });
  expect(cached).toHaveLength(1);
  const names = (cached[0]?.[1]?.meetings ?? []).map((m) => m.id);
  view.unmount();
  return { names, calls };
}

describe('scheduling links', () => {
  it('the All view is the same under both readings of spec §4.9', async () => {
    const all = await allViewNames('all');
    const pageOne = await allViewNames('page-one');
    // Every page by number, page 1 once, whichever reading the workspace takes (decision 0020).
    const pages = (calls: string[]) => calls.map((c) => /[?&]page_number=(\d+)/.exec(c)?.[1] ?? 'none');
    expect(pages(all.calls)).toEqual(['1', '2', '3']);
    expect(pages(pageOne.calls)).toEqual(['1', '2', '3']);
    expect(pageOne.names).toEqual(all.names);
  });

  it('reads page, size and filters from the URL and sends them', async () => {
    const view = renderApp('/meetings?host=oliver.smith@example.com&q=demo&size=10');
    expect(
      await screen.findByRole('button', { name: /^Remove host .*oliver\.smith@example\.com/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Name or slug' })).toHaveValue('demo');
    await screen.findByText(/^1–\d+ of \d+ links$/);
    expect(screen.getByRole('columnheader', { name: 'Buffers' })).toBeInTheDocument();
    expect(
      view.fetchFn.calls.some(
        (c) =>
          c.includes('host_email=oliver.smith%40example.com') &&
          c.includes('search=demo') &&
          c.includes('page_size=10'),
      ),
    ).toBe(true);
  });
});

describe('scheduling links in v1', () => {
  it('calls v1 when the workspace asks for it, and hides the columns v1 does not have', async () => {
    window.localStorage.setItem(
      'slotboard.workspaces.v1',
      JSON.stringify({
        workspaces: [
          {
            id: 'sandbox',
            label: 'Sandbox workspace',
            address: 'http://slotboard.test/sandbox/demo',
            mode: 'direct',
            apiVersion: 'v1',
            remember: false,
            sandbox: true,
          },
        ],
        activeId: 'sandbox',
      }),
    );
    const view = renderApp('/meetings');
    await screen.findByText('1–30 of 120 links');
    expect(view.fetchFn.calls.some((c) => c.startsWith('GET /sandbox/demo/api/external/v1/meetings'))).toBe(true);
    expect(view.fetchFn.calls.some((c) => c.includes('/v2/meetings'))).toBe(false);
    expect(screen.queryByRole('columnheader', { name: 'Buffers' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Updated' })).toBeInTheDocument();

    // Bookings follow the same choice (the vendor's files have only GET /v1/bookings).
    await view.user.click(screen.getByRole('link', { name: 'Bookings' }));
    expect(await screen.findByText(/^1–30 of \d+ bookings$/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(view.fetchFn.calls.some((c) => c.startsWith('GET /sandbox/demo/api/external/v1/bookings'))).toBe(true);
    expect(view.fetchFn.calls.some((c) => c.includes('/v2/bookings'))).toBe(false);
  });
});
