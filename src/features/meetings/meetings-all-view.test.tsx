// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MAX_PAGES_PER_ALL } from '@/api/paginate';
import { renderApp } from '@/testing/render';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

describe('the All view against a list that never ends', () => {
  it('stops at the page ceiling and says that not every link is shown', async () => {
    let calls = 0;
    renderApp('/meetings?view=all', {
      intercept: async (req, next) => {
        const url = new URL(req.url);
        if (!url.pathname.endsWith('/v2/meetings')) return next(req);
        const page = Number(url.searchParams.get('page_number') ?? '1');
        // The first page asked for beside the whole list (decision 0020) is not part of the fetch.
        if (url.searchParams.get('page_number') !== '1') calls++;
        const meetings = Array.from({ length: 100 }, (_, i) => ({ id: `m${(page - 1) * 100 + i}`, sid: `s${(page - 1) * 100 + i}` }));
        return json({ meetings, pagination: { total_records: 5_000_000, page_size: 100 } });
      },
    });
    expect(await screen.findByText('Not every link is shown', {}, { timeout: 90_000 })).toBeInTheDocument();
    expect(screen.getByText(/Slotboard stopped after 1,000 pages/)).toBeInTheDocument();
    expect(screen.getByText('100,000 links')).toBeInTheDocument();
    expect(calls).toBe(MAX_PAGES_PER_ALL);
  }, 100_000);

  it('shows page 1 while the whole list is still coming, and says how much is left', async () => {
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    const page = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: `m${from + i}`, sid: `s${from + i}`, name: `Link ${from + i}` }));
    renderApp('/meetings?view=all&q=link', {
      intercept: async (req, next) => {
        const url = new URL(req.url);
        if (!url.pathname.endsWith('/v2/meetings')) return next(req);
        if (url.searchParams.get('page_number') === '1') return json({ meetings: page(0, 100), pagination: { total_records: 250, page_size: 100 } });
        await held;
        return json({ meetings: page(0, 250), pagination: { total_records: 250, page_size: 250 } });
      },
    });
    expect(await screen.findByText(/Showing the first 100 links while the rest load\. 250 links in all\./, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Every scheduling link' })).toHaveAttribute('aria-rowcount', '101');
    expect(screen.queryByRole('button', { name: /Export/ })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('button', { name: 'Export 250 links as CSV' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Every scheduling link' })).toHaveAttribute('aria-rowcount', '251');
  });
});
