// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SLOW_AFTER_MS } from '@/components/query-state/query-state';
import { MAX_PAGES_PER_ALL } from '@/api/paginate';
import { renderApp } from '@/testing/render';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** An intercept that answers the links list itself (given its URL) and leaves every other call to the sandbox. */
const linksOnly =
  (answer: (url: URL) => Response | Promise<Response>) =>
  async (req: Request, next: (req: Request) => Promise<Response>): Promise<Response> => {
    const url = new URL(req.url);
    return url.pathname.endsWith('/v2/meetings') ? answer(url) : next(req);
  };

const link = (n: number) => ({ id: `m${n}`, sid: `s${n}`, name: `Link ${n}` });
/** Page n of a list of `total` links, 100 a page, with its totals. */
const pageOf = (n: number, total: number) => {
  const from = (n - 1) * 100;
  return json({
    meetings: Array.from({ length: Math.max(0, Math.min(100, total - from)) }, (_, i) => link(from + i)),
    pagination: { total_records: total, page_size: 100 },
  });
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the All view against a list that never ends', () => {
  it('stops at the page ceiling and says that not every link is shown', async () => {
    let calls = 0;
    renderApp('/meetings?view=all', {
      intercept: linksOnly(async (url) => {
        const page = Number(url.searchParams.get('page_number'));
        calls++;
        const meetings = Array.from({ length: 100 }, (_, i) => ({
          id: `m${(page - 1) * 100 + i}`,
          sid: `s${(page - 1) * 100 + i}`,
        }));
        return json({ meetings, pagination: { total_records: 5_000_000, page_size: 100 } });
      }),
    });
    expect(await screen.findByText('Not every link is shown', {}, { timeout: 90_000 })).toBeInTheDocument();
    expect(
      screen.getByText(/Slotboard stopped at 100,000 links, and the workspace had more to send/),
    ).toBeInTheDocument();
    expect(await screen.findByText('100,000 links', {}, { timeout: 10_000 })).toBeInTheDocument();
    // Pages 1 to 1,000 by number, each once, nothing past the ceiling.
    expect(calls).toBe(MAX_PAGES_PER_ALL);
  }, 100_000);

  it('shows rows as pages arrive, in page order, and says how much is still coming', async () => {
    const held = new Map<number, () => void>();
    const wait = (n: number) => new Promise<void>((done) => held.set(n, done));
    const asked: string[] = [];
    const answered = new Map<number, Response>();
    const page = (from: number, n: number) => Array.from({ length: n }, (_, i) => link(from + i));
    renderApp('/meetings?view=all&q=link', {
      intercept: linksOnly(async (url) => {
        asked.push(url.searchParams.get('page_number') ?? 'none');
        const n = Number(url.searchParams.get('page_number'));
        if (n > 1) await wait(n);
        const res = json({
          meetings: page((n - 1) * 100, n === 3 ? 50 : 100),
          pagination: { total_records: 250, page_size: 100 },
        });
        answered.set(n, res);
        return res;
      }),
    });
    const grid = async (rows: number) => {
      const table = await screen.findByRole('table', { name: 'Every scheduling link' });
      await expect.poll(() => table.getAttribute('aria-rowcount'), { timeout: 5000 }).toBe(String(rows + 1));
      return table;
    };
    expect(
      await screen.findByText('Showing 100 links while the rest load. Loaded 100 of 250 links…', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    const table = await grid(100);
    expect(screen.queryByRole('button', { name: /Export/ })).not.toBeInTheDocument();
    await expect.poll(() => held.size).toBe(2);
    // Every row count the grid takes from here on: 150 would be page 3 shown before page 2.
    const counts: (string | null)[] = [];
    const counting = new MutationObserver(() => counts.push(table.getAttribute('aria-rowcount')));
    counting.observe(table, { attributes: true, attributeFilter: ['aria-rowcount'] });
    // Page 3 lands before page 2: it waits for page 2, so the list grows in the workspace's order.
    held.get(3)!();
    await expect.poll(() => answered.get(3)?.bodyUsed).toBe(true);
    await grid(100);
    held.get(2)!();
    expect(
      await screen.findByRole('button', { name: 'Export 250 links as CSV' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await grid(250);
    counting.disconnect();
    expect(counts.filter((c) => c !== '251')).toEqual([]);
    // Every page by number, page 1 once (the start's request and the view's are one).
    expect([...asked].sort()).toEqual(['1', '2', '3']);
  });

  it('refuses a page whose links break the schema, naming the place', async () => {
    renderApp('/meetings?view=all', {
      intercept: linksOnly(async (url) => {
        if (url.searchParams.get('page_number') === '1') return pageOf(1, 150);
        return json({
          meetings: [...Array.from({ length: 49 }, (_, i) => link(100 + i)), { id: 7, sid: 's' }],
          pagination: { total_records: 150 },
        });
      }),
    });
    expect(await screen.findByText(/meetings\[49\]\.id: expected string/, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('refuses a page that is not JSON (a sign-in page in its place)', async () => {
    renderApp('/meetings?view=all', {
      intercept: linksOnly(async (url) =>
        url.searchParams.get('page_number') === '1'
          ? pageOf(1, 300)
          : new Response('<!doctype html><title>Sign in</title>', { headers: { 'Content-Type': 'text/html' } }),
      ),
    });
    expect(await screen.findByText(/It is not JSON/, {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('the All view when the pages do not come as they should', () => {
  it('waits out a short 429 on a page and reads on', async () => {
    const asked: string[] = [];
    let refused = false;
    renderApp('/meetings?view=all', {
      intercept: linksOnly(async (url) => {
        const n = url.searchParams.get('page_number')!;
        asked.push(n);
        if (n === '2' && !refused) {
          refused = true;
          return json({ error: 'slow down' }, 429, { 'Retry-After': '1' });
        }
        return pageOf(Number(n), 250);
      }),
    });
    expect(
      await screen.findByRole('button', { name: 'Export 250 links as CSV' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect([...asked].sort()).toEqual(['1', '2', '2', '3']);
  });

  it('says when the workspace counts more links than it sent', async () => {
    renderApp('/meetings?view=all', {
      intercept: linksOnly(async (url) => {
        const n = Number(url.searchParams.get('page_number'));
        // Five pages' worth, then nothing, while the count says 5,000.
        return json({
          meetings: n <= 5 ? Array.from({ length: 100 }, (_, i) => link((n - 1) * 100 + i)) : [],
          pagination: { total_records: 5000 },
        });
      }),
    });
    expect(await screen.findByText('Some links may be missing', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/The workspace counts 5,000 links here but sent 500/)).toBeInTheDocument();
    expect(screen.queryByText('Not every link is shown')).not.toBeInTheDocument();
  });

  it('stops at a workspace that sends page 1 for every page number', async () => {
    const asked: string[] = [];
    renderApp('/meetings?view=all', {
      intercept: linksOnly(async (url) => {
        asked.push(url.searchParams.get('page_number')!);
        return pageOf(1, 1000);
      }),
    });
    expect(await screen.findByText('Some links may be missing', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('100 links')).toBeInTheDocument();
    // Page 2 repeats page 1: nothing after the four pages first asked for.
    expect(asked.length).toBeLessThanOrEqual(5);
  });

  it('keeps Try again after Stop waiting', async () => {
    // The slow notice is a time the view waits: the test moves it on rather than sitting it out.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/meetings?view=all', {
      intercept: linksOnly(async (url) => {
        if (url.searchParams.get('page_number') === '1') return pageOf(1, 5000);
        // Every later page never answers: the slow notice comes 3 s later.
        return new Promise<Response>(() => {});
      }),
    });
    expect(await screen.findByText(/while the rest load/, {}, { timeout: 8000 })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(SLOW_AFTER_MS));
    const stop = await screen.findByRole('button', { name: 'Stop waiting' }, { timeout: 8000 });
    stop.click();
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 })).toBeInTheDocument();
    // Long past any later slow notice or retry: still stopped.
    await act(() => vi.advanceTimersByTimeAsync(10 * SLOW_AFTER_MS));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText(/while the rest load/)).not.toBeInTheDocument();
  }, 20_000);
});
