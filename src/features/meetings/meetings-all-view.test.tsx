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
        calls++;
        const page = Number(url.searchParams.get('page_number') ?? '1');
        const meetings = Array.from({ length: 100 }, (_, i) => ({ id: `m${(page - 1) * 100 + i}`, sid: `s${(page - 1) * 100 + i}` }));
        return json({ meetings, pagination: { total_records: 5_000_000, page_size: 100 } });
      },
    });
    expect(await screen.findByText('Not every link is shown', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText(/Slotboard stopped after 200 pages/)).toBeInTheDocument();
    expect(screen.getByText('20,000 links')).toBeInTheDocument();
    expect(calls).toBe(MAX_PAGES_PER_ALL);
  }, 20_000);
});
