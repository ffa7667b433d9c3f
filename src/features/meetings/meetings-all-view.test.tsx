// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

const encoder = new TextEncoder();
const link = (n: number) => ({ id: `m${n}`, sid: `s${n}`, name: `Link ${n}` });
/** Page n of a list of `total` links, 100 a page, with its totals. */
const pageOf = (n: number, total: number) => {
  const from = (n - 1) * 100;
  return json({ meetings: Array.from({ length: Math.max(0, Math.min(100, total - from)) }, (_, i) => link(from + i)), pagination: { total_records: total, page_size: 100 } });
};

/**
 * Pages of `total` links by number, and the whole list (no page_number) answered by `refusal`;
 * each request noted in `asked` by its page number, 'none' for the whole list.
 */
const wholeListRefused = (asked: string[], refusal: () => Response, total: number) =>
  linksOnly(async (url) => {
    const n = url.searchParams.get('page_number');
    asked.push(n ?? 'none');
    return n === null ? refusal() : pageOf(Number(n), total);
  });

describe('the All view against a list that never ends', () => {
  it('stops at the page ceiling and says that not every link is shown', async () => {
    let calls = 0;
    renderApp('/meetings?view=all', {
      intercept: linksOnly(async (url) => {
        // Without page_number, page 1 (the other reading of spec §4.9): the whole-list answer turns out
        // to be one page of several, and the rest is asked for by number.
        const page = Number(url.searchParams.get('page_number') ?? '1');
        calls++;
        const meetings = Array.from({ length: 100 }, (_, i) => ({ id: `m${(page - 1) * 100 + i}`, sid: `s${(page - 1) * 100 + i}` }));
        return json({ meetings, pagination: { total_records: 5_000_000, page_size: 100 } });
      }),
    });
    expect(await screen.findByText('Not every link is shown', {}, { timeout: 90_000 })).toBeInTheDocument();
    expect(screen.getByText(/Slotboard stopped at 100,000 links, and the workspace had more to send/)).toBeInTheDocument();
    expect(screen.getByText('100,000 links')).toBeInTheDocument();
    // Page 1 by number, the whole-list answer (page 1 again under this reading), then pages 2 to 1,000.
    expect(calls).toBe(MAX_PAGES_PER_ALL + 1);
  }, 100_000);

  it('shows rows as pages arrive (a later page before an earlier one) and says how much is still coming', async () => {
    const held = new Map<number, () => void>();
    const wait = (n: number) => new Promise<void>((done) => held.set(n, done));
    const page = (from: number, n: number) => Array.from({ length: n }, (_, i) => link(from + i));
    renderApp('/meetings?view=all&q=link', {
      intercept: linksOnly(async (url) => {
        const n = Number(url.searchParams.get('page_number') ?? '1');
        if (n > 1) await wait(n);
        return json({ meetings: page((n - 1) * 100, n === 3 ? 50 : 100), pagination: { total_records: 250, page_size: 100 } });
      }),
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

describe('the All view reading the whole list as one answer', () => {

  it('shows the answer’s links as they arrive, not when it ends, with page 1 from its own request', async () => {
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    renderApp('/meetings?view=all', {
      intercept: linksOnly(async (url) => {
        if (url.searchParams.get('page_number') === '1') return json({ meetings: Array.from({ length: 100 }, (_, i) => link(i)), pagination: { total_records: 300, page_size: 100 } });
        // The whole list: its first 180 links (page 1's among them), then nothing until released.
        const body = new ReadableStream<Uint8Array>({
          async start(controller) {
            const first = Array.from({ length: 180 }, (_, i) => JSON.stringify(link(i))).join(',');
            controller.enqueue(encoder.encode(`{"meetings":[${first},`));
            await held;
            const rest = Array.from({ length: 120 }, (_, i) => JSON.stringify(link(180 + i))).join(',');
            controller.enqueue(encoder.encode(`${rest}],"pagination":{"total_records":300,"page_size":100}}`));
            controller.close();
          },
        });
        return new Response(body, { headers: { 'Content-Type': 'application/json' } });
      }),
    });
    const table = await screen.findByRole('table', { name: 'Every scheduling link' });
    await expect.poll(() => table.getAttribute('aria-rowcount'), { timeout: 5000 }).toBe('181');
    expect(await screen.findByText('Showing 180 links while the rest load. Loaded 180 of 300 links…', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Export/ })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('button', { name: 'Export 300 links as CSV' }, { timeout: 5000 })).toBeInTheDocument();
    expect(table).toHaveAttribute('aria-rowcount', '301');
  });

  it('stops reading an answer that never ends at 100,000 links, cancels it, and says not every link is shown', async () => {
    let cancelled = false;
    let sent = 0;
    renderApp('/meetings?view=all', {
      intercept: linksOnly(async (url) => {
        if (url.searchParams.get('page_number') === '1') return json({ meetings: Array.from({ length: 100 }, (_, i) => link(i)), pagination: {} });
        const body = new ReadableStream<Uint8Array>({
          pull(controller) {
            const run = Array.from({ length: 1000 }, (_, i) => JSON.stringify(link(sent + i))).join(',');
            controller.enqueue(encoder.encode(`${sent === 0 ? '{"meetings":[' : ','}${run}`));
            sent += 1000;
          },
          cancel() {
            cancelled = true;
          },
        });
        return new Response(body, { headers: { 'Content-Type': 'application/json' } });
      }),
    });
    expect(await screen.findByText('Not every link is shown', {}, { timeout: 90_000 })).toBeInTheDocument();
    expect(screen.getByText('100,000 links')).toBeInTheDocument();
    await expect.poll(() => cancelled).toBe(true);
    // Read up to the ceiling and a little past it (the run that crossed it), never on and on.
    expect(sent).toBeLessThan(110_000);
  }, 100_000);

  it('refuses an answer whose links break the schema, as a paged answer would be refused', async () => {
    renderApp('/meetings?view=all', {
      intercept: linksOnly(async (url) => {
        const meetings = Array.from({ length: 100 }, (_, i) => link(i));
        if (url.searchParams.get('page_number') === '1') return json({ meetings, pagination: { total_records: 150 } });
        return json({ meetings: [...meetings, ...Array.from({ length: 49 }, (_, i) => link(100 + i)), { id: 7, sid: 's' }], pagination: { total_records: 150 } });
      }),
    });
    expect(await screen.findByText(/meetings\[149\]\.id: expected string/, {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('the All view through a Slotboard server that will not pass the whole list on', () => {
  it('reads the list page by page instead, page 1 asked for once', async () => {
    const asked: string[] = [];
    renderApp('/meetings?view=all', { intercept: wholeListRefused(asked, () => json({ error: 'too big', code: 'upstream_too_large' }, 502), 230) });
    expect(await screen.findByRole('button', { name: 'Export 230 links as CSV' }, { timeout: 5000 })).toBeInTheDocument();
    expect(asked.sort()).toEqual(['1', '2', '3', 'none']);
  });
});

describe('the All view’s slow notice', () => {
  it('stays away while links keep coming, and shows once the workspace stops sending', async () => {
    let sent = 100;
    let stalled = false;
    renderApp('/meetings?view=all', {
      intercept: linksOnly(async (url) => {
        if (url.searchParams.get('page_number') === '1') return json({ meetings: Array.from({ length: 100 }, (_, i) => link(i)), pagination: { total_records: 5000 } });
        const body = new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(encoder.encode(`{"meetings":[${JSON.stringify(link(0))}`));
            // 4.5 s of links, a run every 300 ms: longer than the notice's 3 s, never a pause that long.
            for (let i = 0; i < 15; i++) {
              await new Promise((r) => setTimeout(r, 300));
              controller.enqueue(encoder.encode(Array.from({ length: 100 }, (_, k) => `,${JSON.stringify(link(sent + k))}`).join('')));
              sent += 100;
            }
            stalled = true;
          },
        });
        return new Response(body, { headers: { 'Content-Type': 'application/json' } });
      }),
    });
    expect(await screen.findByText(/while the rest load/, {}, { timeout: 5000 })).toBeInTheDocument();
    await expect.poll(() => stalled, { timeout: 10_000 }).toBe(true);
    expect(screen.queryByText('Still waiting for the workspace')).not.toBeInTheDocument();
    expect(await screen.findByText('Still waiting for the workspace', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/Loaded 1,600 of 5,000 links/)).toBeInTheDocument();
  }, 20_000);
});

describe('the All view when the whole list does not come as it should', () => {
  it('reads page by page when the whole list times out before its first link, and goes straight to pages on the next load', async () => {
    const asked: string[] = [];
    const view = renderApp('/meetings?view=all', { intercept: wholeListRefused(asked, () => json({ error: 'upstream took too long', code: 'upstream_timeout' }, 504), 250) });
    expect(await screen.findByRole('button', { name: 'Export 250 links as CSV' }, { timeout: 5000 })).toBeInTheDocument();
    expect([...asked].sort()).toEqual(['1', '2', '3', 'none']);
    asked.length = 0;
    await view.queryClient.refetchQueries({ queryKey: ['ws', 'sandbox', 'meetings', 'all'] });
    await expect.poll(() => [...asked].sort()).toEqual(['2', '3']);
  });

  it('does not page around a 429 on the whole list: it says so and offers to try again', async () => {
    const asked: string[] = [];
    renderApp('/meetings?view=all', { intercept: wholeListRefused(asked, () => json({ error: 'slow down' }, 429, { 'Retry-After': '30' }), 250) });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(/too many requests/i);
    expect(asked.sort()).toEqual(['1', 'none']);
  });

  it('says when the workspace counts more links than it sent', async () => {
    renderApp('/meetings?view=all', {
      intercept: linksOnly(async (url) => {
        if (url.searchParams.get('page_number') === '1') return pageOf(1, 5000);
        return json({ meetings: Array.from({ length: 500 }, (_, i) => link(i)), pagination: { total_records: 5000 } });
      }),
    });
    expect(await screen.findByText('Some links may be missing', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/The workspace counts 5,000 links here but sent 500/)).toBeInTheDocument();
    expect(screen.queryByText('Not every link is shown')).not.toBeInTheDocument();
  });

  it('says the workspace kept repeating itself, not that 100,000 links were reached', async () => {
    renderApp('/meetings?view=all', {
      intercept: linksOnly(async (url) => {
        if (url.searchParams.get('page_number') === '1') return pageOf(1, 100);
        const run = Array.from({ length: 100 }, (_, i) => JSON.stringify(link(i))).join(',');
        let sent = 0;
        const body = new ReadableStream<Uint8Array>({
          pull(controller) {
            controller.enqueue(new TextEncoder().encode(`${sent++ === 0 ? '{"meetings":[' : ','}${run}`));
          },
        });
        return new Response(body, { headers: { 'Content-Type': 'application/json' } });
      }),
    });
    expect(await screen.findByText('Not every link is shown', {}, { timeout: 60_000 })).toBeInTheDocument();
    expect(screen.getByText(/the workspace kept sending links it had already sent/)).toBeInTheDocument();
    expect(screen.getByText('100 links')).toBeInTheDocument();
  }, 70_000);

  it('keeps Try again after Stop waiting, though links read just before the stop were still to be told of', async () => {
    let stream: ReadableStreamDefaultController<Uint8Array> | null = null;
    const run = (from: number, n: number) => Array.from({ length: n }, (_, i) => `,${JSON.stringify(link(from + i))}`).join('');
    renderApp('/meetings?view=all', {
      intercept: linksOnly(async (url) => {
        if (url.searchParams.get('page_number') === '1') return pageOf(1, 5000);
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            stream = controller;
            // A few links, then nothing: the slow notice comes 3 s later.
            controller.enqueue(encoder.encode(`{"meetings":[${JSON.stringify(link(0))}${run(1, 149)}`));
          },
        });
        return new Response(body, { headers: { 'Content-Type': 'application/json' } });
      }),
    });
    const stop = await screen.findByRole('button', { name: 'Stop waiting' }, { timeout: 8000 });
    // More links land just before the click: read at once, told of at the next 250 ms flush.
    stream!.enqueue(encoder.encode(run(150, 60)));
    await new Promise((r) => setTimeout(r, 30));
    stop.click();
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 600));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText(/while the rest load/)).not.toBeInTheDocument();
  }, 20_000);
});
