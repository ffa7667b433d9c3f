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
        // Page 1 is the All view's first request and part of the fetch: asked for once (decision 0020).
        calls++;
        const meetings = Array.from({ length: 100 }, (_, i) => ({ id: `m${(page - 1) * 100 + i}`, sid: `s${(page - 1) * 100 + i}` }));
        return json({ meetings, pagination: { total_records: 5_000_000, page_size: 100 } });
      },
    });
    expect(await screen.findByText('Not every link is shown', {}, { timeout: 90_000 })).toBeInTheDocument();
    expect(screen.getByText(/Slotboard stopped after 1,000 pages/)).toBeInTheDocument();
    expect(screen.getByText('100,000 links')).toBeInTheDocument();
    expect(calls).toBe(MAX_PAGES_PER_ALL);
  }, 100_000);

  it('shows rows as pages arrive (a later page before an earlier one) and says how much is still coming', async () => {
    const held = new Map<number, () => void>();
    const wait = (n: number) => new Promise<void>((done) => held.set(n, done));
    const page = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: `m${from + i}`, sid: `s${from + i}`, name: `Link ${from + i}` }));
    renderApp('/meetings?view=all&q=link', {
      intercept: async (req, next) => {
        const url = new URL(req.url);
        if (!url.pathname.endsWith('/v2/meetings')) return next(req);
        const n = Number(url.searchParams.get('page_number'));
        if (n > 1) await wait(n);
        return json({ meetings: page((n - 1) * 100, n === 3 ? 50 : 100), pagination: { total_records: 250, page_size: 100 } });
      },
    });
    const grid = async (rows: number) => {
      const table = await screen.findByRole('table', { name: 'Every scheduling link' });
      await expect.poll(() => table.getAttribute('aria-rowcount'), { timeout: 5000 }).toBe(String(rows + 1));
      return table;
    };
    expect(await screen.findByText('Showing 100 links while the rest load. Loaded 100 of 250 links…', {}, { timeout: 5000 })).toBeInTheDocument();
    await grid(100);
    expect(screen.queryByRole('button', { name: /Export/ })).not.toBeInTheDocument();
    await expect.poll(() => held.size).toBe(2);
    held.get(3)!();
    // Page 3 lands before page 2: its rows join those shown, page 2 still to come.
    await grid(150);
    expect(screen.getByText('Showing 150 links while the rest load. Loaded 150 of 250 links…')).toBeInTheDocument();
    held.get(2)!();
    expect(await screen.findByRole('button', { name: 'Export 250 links as CSV' }, { timeout: 5000 })).toBeInTheDocument();
    await grid(250);
  });
});
