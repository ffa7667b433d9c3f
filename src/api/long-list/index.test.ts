import { describe, expect, it, afterEach, vi } from 'vitest';
import { ApiError } from '../errors';
import { MAX_PAGES_PER_ALL } from '../paginate';
import { readLongList, readWholeList, type LongListBatch, type LongListOptions, type LongListPage } from '.';

type Row = { id: string };
const rows = (from: number, n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: `r${from + i}` }));

/** A list of `total` rows, `size` a page, with its count; `pagination` overrides what each page says. */
const listOf =
  (total: number, pagination: (n: number) => LongListPage<Row>['pagination'] = () => ({ total_records: total })) =>
  async ({
    page_number: n,
    page_size: size,
  }: {
    page_number: number;
    page_size: number;
  }): Promise<LongListPage<Row>> => ({
    items: rows((n - 1) * size, Math.max(0, Math.min(size, total - (n - 1) * size))),
    pagination: pagination(n),
  });

async function readAll(options: LongListOptions<Row>) {
  const batches: LongListBatch<Row>[] = [];
  for await (const batch of readLongList(options)) batches.push(batch);
  return { batches, ids: batches.flatMap((b) => b.rows.map((r) => r.id)), end: batches.at(-1)!.end! };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('readLongList', () => {
  it('hands out every row once, in page order, though later pages land first', async () => {
    const asked: number[] = [];
    const { ids, end, batches } = await readAll({
      pageSize: 10,
      page: async (p) => {
        asked.push(p.page_number);
        // Page 2 is the slowest: pages 3 to 5 land before it.
        await new Promise((r) => setTimeout(r, p.page_number === 2 ? 30 : 1));
        return listOf(45)(p);
      },
    });
    expect(ids).toEqual(rows(0, 45).map((r) => r.id));
    expect(asked).toEqual([1, 2, 3, 4, 5]);
    expect(end).toEqual({ capped: false, short: null });
    // Page 1 alone at once, for the first rows; the last batch says the list is whole.
    expect(batches[0]!.rows).toHaveLength(10);
    expect(batches.at(-1)!.loaded).toBe(45);
  });

  it('asks at most four pages at once, and page 1 before any other', async () => {
    let inFlight = 0;
    let most = 0;
    const order: string[] = [];
    await readAll({
      page: async (p) => {
        order.push(`ask ${p.page_number}`);
        most = Math.max(most, ++inFlight);
        await new Promise((r) => setTimeout(r, 2));
        inFlight--;
        return listOf(1000)(p);
      },
    });
    expect(most).toBe(4);
    expect(order.slice(0, 2)).toEqual(['ask 1', 'ask 2']);
    expect(order).toHaveLength(10);
  });

  it('drops a repeated id wherever it comes, keeping its first place', async () => {
    const pages: Record<number, string[]> = { 1: ['a', 'b', 'c'], 2: ['c', 'd', 'a'], 3: ['e'] };
    const { ids } = await readAll({
      pageSize: 3,
      page: async (p) => ({ items: pages[p.page_number]!.map((id) => ({ id })), pagination: {} }),
    });
    expect(ids).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('stops at a page that repeats an earlier one (a workspace ignoring page_number), and says links may be missing', async () => {
    let asked = 0;
    const { ids, end } = await readAll({
      pageSize: 10,
      concurrency: 1,
      page: async () => {
        asked++;
        return { items: rows(0, 10), pagination: { total_records: 500 } };
      },
    });
    expect(ids).toHaveLength(10);
    expect(asked).toBe(2);
    expect(end).toEqual({ capped: false, short: 500 });
  });

  it('believes no impossible count: a total past belief, or below the rows already sent, plans nothing', async () => {
    for (const total_records of [5_000_000_000, 3, -1]) {
      const { ids, end, batches } = await readAll({ pageSize: 10, page: listOf(35, () => ({ total_records })) });
      // Paged on to the short page, whatever the count said.
      expect(ids).toHaveLength(35);
      expect(batches[0]!.total).toBeNull();
      expect(end.short).toBeNull();
    }
  });

  it('stops at the page ceiling while the workspace has more, and says it was cut', async () => {
    let asked = 0;
    const { ids, end } = await readAll({
      pageSize: 10,
      maxPages: 5,
      page: async (p) => {
        asked++;
        return listOf(Number.MAX_SAFE_INTEGER, () => ({}))(p);
      },
    });
    expect(ids).toHaveLength(50);
    expect(asked).toBe(5);
    expect(end).toEqual({ capped: true, short: null });
  });

  it('reports progress as batches: the first page at once, then by size, with the believable total', async () => {
    const { batches } = await readAll({ pageSize: 10, batchRows: 25, batchMs: 60_000, page: listOf(100) });
    expect(batches.map((b) => [b.rows.length, b.loaded, b.total])).toEqual([
      [10, 10, 100],
      [30, 40, 100],
      [30, 70, 100],
      [30, 100, 100],
      [0, 100, 100],
    ]);
  });

  it('stops once the caller has what it came for', async () => {
    const asked: number[] = [];
    const { ids, end } = await readAll({
      pageSize: 10,
      concurrency: 1,
      until: (fresh) => fresh.some((r) => r.id === 'r25'),
      page: async (p) => {
        asked.push(p.page_number);
        return listOf(1000)(p);
      },
    });
    expect(asked).toEqual([1, 2, 3]);
    expect(ids).toContain('r25');
    expect(end.short).toBeNull();
  });

  it('an abort ends the reading with the caller’s reason and cancels the pages in flight', async () => {
    const controller = new AbortController();
    const cancelled: number[] = [];
    const inFlight: number[] = [];
    const reading = readAll({
      signal: controller.signal,
      page: (p, signal) =>
        p.page_number === 1
          ? listOf(1000)(p)
          : new Promise((_, reject) => {
              inFlight.push(p.page_number);
              signal.addEventListener('abort', () => {
                cancelled.push(p.page_number);
                reject(signal.reason);
              });
            }),
    });
    // Aborted once the pages after the first are all asked for, however long that takes.
    await expect.poll(() => inFlight.length).toBe(4);
    controller.abort(new DOMException('left the view', 'AbortError'));
    await expect(reading).rejects.toThrow('left the view');
    expect(cancelled.sort()).toEqual([2, 3, 4, 5]);
    const before = new AbortController();
    before.abort(new DOMException('gone', 'AbortError'));
    let asked = 0;
    await expect(
      readAll({ signal: before.signal, page: () => (asked++, listOf(10)({ page_number: 1, page_size: 100 })) }),
    ).rejects.toThrow('gone');
    expect(asked).toBe(0);
  });

  it('a page that fails fails the reading, and the other pages in flight are cancelled', async () => {
    const cancelled: number[] = [];
    const reading = readAll({
      page: (p, signal) => {
        if (p.page_number === 1) return listOf(1000)(p);
        if (p.page_number === 3) return Promise.reject(new ApiError({ kind: 'server', status: 500, message: 'down' }));
        return new Promise((_, reject) =>
          signal.addEventListener('abort', () => reject((cancelled.push(p.page_number), signal.reason))),
        );
      },
    });
    // Page 2 would never answer on its own: page 3's failure ends the reading without waiting for it.
    await expect(reading).rejects.toMatchObject({ kind: 'server', message: 'down' });
    expect(cancelled.sort()).toEqual([2, 4, 5]);
  });

  it('asks a page again after a short Retry-After, and gives up on a long one', async () => {
    let refusals = 0;
    const limited = (retryAfterMs: number) =>
      new ApiError({ kind: 'rate_limited', status: 429, message: 'slow down', retryAfterMs });
    const { ids } = await readAll({
      pageSize: 10,
      page: async (p) => {
        if (p.page_number === 2 && refusals < 2) {
          refusals++;
          throw limited(5);
        }
        return listOf(30)(p);
      },
    });
    expect(ids).toHaveLength(30);
    expect(refusals).toBe(2);
    await expect(readAll({ pageSize: 10, page: async () => Promise.reject(limited(120_000)) })).rejects.toMatchObject({
      kind: 'rate_limited',
    });
  });
});

/** A list of `total` rows with its count (or what `pagination` says instead), paged as asked. */
const listWith =
  (total: number, pagination: LongListPage<Row>['pagination'] = { total_records: total }) =>
  async ({
    page_number: n,
    page_size: size,
  }: {
    page_number: number;
    page_size: number;
  }): Promise<LongListPage<Row>> => ({
    items: rows((n - 1) * size, Math.max(0, Math.min(size, total - (n - 1) * size))),
    pagination,
  });

const limited = (retryAfterMs?: number) =>
  new ApiError({ kind: 'rate_limited', status: 429, message: 'slow down', retryAfterMs });

describe('a page refused with 429', () => {
  /** Page 1 refused `times` times with `retryAfterMs`, then answered; every ask counted. */
  const refusedFirst = (retryAfterMs: number | undefined, times = 1) => {
    let asked = 0;
    const reading = readAll({
      pageSize: 10,
      page: async (p) => {
        asked++;
        if (asked <= times) throw limited(retryAfterMs);
        return listWith(5)(p);
      },
    });
    reading.catch(() => {});
    return { reading, asked: () => asked };
  };

  it('is asked again only once the wait it was told has passed', async () => {
    vi.useFakeTimers();
    const { reading, asked } = refusedFirst(3000);
    await vi.advanceTimersByTimeAsync(2999);
    expect(asked()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked()).toBe(2);
    expect((await reading).ids).toHaveLength(5);
  });

  it('waits a second when the workspace did not say how long', async () => {
    vi.useFakeTimers();
    const { reading, asked } = refusedFirst(undefined);
    await vi.advanceTimersByTimeAsync(999);
    expect(asked()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await reading).ids).toHaveLength(5);
  });

  it('waits up to a minute; a longer wait fails the reading at once', async () => {
    vi.useFakeTimers();
    const minute = refusedFirst(60_000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect((await minute.reading).ids).toHaveLength(5);
    const longer = refusedFirst(60_001);
    await expect(longer.reading).rejects.toMatchObject({ kind: 'rate_limited' });
    expect(longer.asked()).toBe(1);
  });

  it('is asked five times at most, then the refusal fails the reading', async () => {
    vi.useFakeTimers();
    const { reading, asked } = refusedFirst(10, 99);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(reading).rejects.toMatchObject({ kind: 'rate_limited' });
    expect(asked()).toBe(5);
  });

  it('ends the wait at once when the caller stops the reading, with the caller’s reason', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    let asked = 0;
    const reading = readAll({
      signal: controller.signal,
      page: async () => (asked++, Promise.reject(limited(30_000))),
    });
    reading.catch(() => {});
    await vi.advanceTimersByTimeAsync(10);
    controller.abort(new DOMException('left the view', 'AbortError'));
    await expect(reading).rejects.toThrow('left the view');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(asked).toBe(1);
  });

  it('is the only failure asked again: any other fails the reading on its first answer', async () => {
    let asked = 0;
    const failing = readAll({
      page: async () => (
        asked++,
        Promise.reject(new ApiError({ kind: 'server', status: 500, message: 'down', retryAfterMs: 5 }))
      ),
    });
    await expect(failing).rejects.toMatchObject({ kind: 'server' });
    expect(asked).toBe(1);
  });
});

describe('where the reading stops', () => {
  it('asks nothing after a first page shorter than a page', async () => {
    const asked: number[] = [];
    const { ids } = await readAll({ pageSize: 10, page: async (p) => (asked.push(p.page_number), listWith(7, {})(p)) });
    expect(ids).toHaveLength(7);
    expect(asked).toEqual([1]);
  });

  it('says a list cut by the page ceiling is cut, not short, whatever its count', async () => {
    const { ids, end } = await readAll({ pageSize: 10, maxPages: 2, page: listWith(100) });
    expect(ids).toHaveLength(20);
    expect(end).toEqual({ capped: true, short: null });
  });

  it('tells the caller only the rows each page added, never an empty list', async () => {
    const seen: string[][] = [];
    const pages: Record<number, string[]> = { 1: ['a', 'b'], 2: ['a', 'b'], 3: ['c'] };
    await readAll({
      pageSize: 2,
      concurrency: 1,
      batchRows: 1000,
      until: (fresh) => (seen.push(fresh.map((r) => r.id)), false),
      page: async (p) => ({ items: (pages[p.page_number] ?? []).map((id) => ({ id })), pagination: {} }),
    });
    expect(seen).toEqual([['a', 'b']]);
    seen.length = 0;
    await readAll({
      pageSize: 2,
      concurrency: 1,
      batchRows: 1000,
      until: (fresh) => (seen.push(fresh.map((r) => r.id)), false),
      page: listWith(5, {}),
    });
    expect(seen).toEqual([['r0', 'r1'], ['r2', 'r3'], ['r4']]);
  });

  it('cancels the pages still in flight once it has what the caller came for', async () => {
    const cancelled: [number, string][] = [];
    const { ids } = await readAll({
      pageSize: 10,
      until: (fresh) => fresh.some((r) => r.id === 'r15'),
      page: (p, signal) =>
        p.page_number <= 2
          ? listWith(1000)(p)
          : new Promise((_, reject) =>
              signal.addEventListener('abort', () => {
                cancelled.push([p.page_number, (signal.reason as Error).name]);
                reject(signal.reason);
              }),
            ),
    });
    expect(ids).toHaveLength(20);
    expect(cancelled).toEqual([
      [3, 'AbortError'],
      [4, 'AbortError'],
      [5, 'AbortError'],
    ]);
  });
});

describe('what each batch says', () => {
  it('stops saying a count once more distinct rows came than it allows', async () => {
    // The workspace counts 15 but sends full pages: page 2 holds rows past its own count.
    const { batches } = await readAll({ pageSize: 10, batchRows: 10, page: listWith(25, { total_records: 15 }) });
    expect(batches.map((b) => [b.loaded, b.total])).toEqual([
      [10, 15],
      [20, null],
      [20, null],
    ]);
  });

  it('goes out once exactly the rows asked for wait', async () => {
    const { batches } = await readAll({
      pageSize: 10,
      batchRows: 30,
      batchMs: 60_000,
      concurrency: 1,
      page: listWith(70, {}),
    });
    expect(batches.map((b) => b.rows.length)).toEqual([10, 30, 30, 0]);
  });

  it('goes out once exactly the time asked for has passed since the last one', async () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    // Each page takes 50 ms: a batch every 100 ms is one every second page.
    const { batches } = await readAll({
      pageSize: 10,
      batchMs: 100,
      concurrency: 1,
      page: async (p) => ((now += 50), listWith(60, {})(p)),
    });
    expect(batches.map((b) => b.rows.length)).toEqual([10, 20, 20, 10]);
  });
});

// The whole list at once, as the links' and members' lists, the board's availabilities and the
// bookings' window read it: the same stops, each page asked for by number.
describe('readWholeList', () => {
  /** A page reader that records each page number asked for and answers with `answer(page, size)`. */
  function pager(answer: (page: number, size: number) => LongListPage<Row>) {
    const calls: number[] = [];
    const sizes = new Set<number>();
    const page = async (p: { page_number: number; page_size: number }) => {
      calls.push(p.page_number);
      sizes.add(p.page_size);
      return answer(p.page_number, p.page_size);
    };
    return { calls, sizes, page };
  }
  const run = (from: number, count: number) => rows(from, count);

  it('stops at an empty page whatever the totals claim', async () => {
    const { calls, page } = pager((n) =>
      n <= 2
        ? { items: run((n - 1) * 100, 100), pagination: { total_pages: 99_999, page_size: 100 } }
        : { items: [], pagination: {} },
    );
    const res = await readWholeList({ page });
    expect(res.items).toHaveLength(200);
    expect(calls.length).toBeLessThanOrEqual(6);
    expect(res.capped).toBe(false);
  });

  it('stops at the last page the total allows, not the page count claimed', async () => {
    const { calls, page } = pager((n) => ({
      items: run((n - 1) * 2, 2),
      pagination: { total_records: 5, total_pages: 1000, page_size: 2 },
    }));
    const res = await readWholeList({ pageSize: 2, page });
    expect(calls).toEqual([1, 2, 3]);
    expect(res.items.map((r) => r.id)).toEqual(run(0, 6).map((r) => r.id));
  });

  it('asks for pages of the clamped size, at most four at once, whatever size the workspace suggests', async () => {
    let inFlight = 0;
    let most = 0;
    const sizes = new Set<number>();
    const res = await readWholeList({
      pageSize: 500,
      page: async (p) => {
        sizes.add(p.page_size);
        most = Math.max(most, ++inFlight);
        await new Promise((r) => setTimeout(r, 1));
        inFlight--;
        return {
          items: run((p.page_number - 1) * 100, p.page_number < 12 ? 100 : 0),
          pagination: { page_size: -48_134_131 },
        };
      },
    });
    expect(res.items).toHaveLength(1100);
    expect([...sizes]).toEqual([100]);
    expect(most).toBe(4);
  });

  it('reads 100,000 records as 1,000 pages of 100 without calling them capped, and stops at that ceiling', async () => {
    const whole = pager((n) => ({ items: run((n - 1) * 100, 100), pagination: { total_records: 100_000 } }));
    const res = await readWholeList({ page: whole.page });
    expect(whole.calls).toHaveLength(1000);
    expect(res).toMatchObject({ capped: false, short: null });
    expect(res.items).toHaveLength(100_000);
    const endless = pager((n) => ({ items: run((n - 1) * 100, 100), pagination: { total_records: 9_000_000 } }));
    const cut = await readWholeList({ page: endless.page });
    expect(endless.calls).toHaveLength(MAX_PAGES_PER_ALL);
    expect(cut.capped).toBe(true);
    expect(cut.items).toHaveLength(MAX_PAGES_PER_ALL * 100);
  });

  it('calls a read stopped at its ceiling capped only while pages kept coming', async () => {
    const full = pager((n) => ({ items: run((n - 1) * 10, 10), pagination: {} }));
    expect((await readWholeList({ pageSize: 10, maxPages: 3, page: full.page })).capped).toBe(true);
    expect(full.calls.sort()).toEqual([1, 2, 3]);
    const counted = pager((n) => ({ items: run((n - 1) * 10, 10), pagination: { total_records: 30 } }));
    expect((await readWholeList({ pageSize: 10, maxPages: 3, page: counted.page })).capped).toBe(false);
  });

  it('reads a full page without totals as "there may be more", at the size the workspace says it used too', async () => {
    const plain = pager((n) => ({ items: run((n - 1) * 10, n > 3 ? 0 : n === 3 ? 4 : 10), pagination: {} }));
    expect((await readWholeList({ pageSize: 10, page: plain.page })).items).toHaveLength(24);
    expect(plain.calls.slice(0, 3)).toEqual([1, 2, 3]);
    const smaller = pager((n) => ({ items: run((n - 1) * 5, n >= 2 ? 0 : 5), pagination: { page_size: 5 } }));
    expect((await readWholeList({ pageSize: 10, page: smaller.page })).items).toHaveLength(5);
    expect(smaller.calls.slice(0, 2)).toEqual([1, 2]);
  });

  it('reads a first page one row short as the last, with or without totals', async () => {
    const { calls, page } = pager(() => ({ items: run(0, 9), pagination: {} }));
    expect((await readWholeList({ pageSize: 10, page })).items).toHaveLength(9);
    expect(calls).toEqual([1]);
  });

  it('reads a first answer that brought its whole total as the end, whatever page size it claims', async () => {
    const { calls, page } = pager(() => ({ items: run(0, 10), pagination: { total_records: 10, page_size: 5 } }));
    expect((await readWholeList({ pageSize: 10, page })).items).toHaveLength(10);
    expect(calls).toEqual([1]);
  });

  it('stops asking once the caller has what it came for', async () => {
    const { calls, page } = pager((n) => ({ items: run((n - 1) * 10, 10), pagination: {} }));
    const res = await readWholeList({ pageSize: 10, until: (fresh) => fresh.length >= 10, page });
    expect(calls).toEqual([1]);
    expect(res.items).toHaveLength(10);
  });

  it('stops asking after a short page even when later pages would bring rows', async () => {
    const { calls, page } = pager((n) => ({
      items: n > 40 ? [] : run((n - 1) * 10, n === 6 ? 5 : 10),
      pagination: {},
    }));
    await readWholeList({ pageSize: 10, page });
    // Pages 7 to 9 were already asked for when page 6 came back short; nothing after them.
    expect(calls.length).toBeLessThanOrEqual(10);
    expect(calls).toContain(6);
  });

  it('keeps the first of a record sent again on a later page, in the place it first came', async () => {
    type Named = Row & { name: string };
    const pages: Record<number, Named[]> = {
      1: [
        { id: '0', name: 'first' },
        { id: '1', name: 'x' },
      ],
      2: [
        { id: '0', name: 'later' },
        { id: '9', name: 'new' },
      ],
    };
    const res = await readWholeList<Named>({
      pageSize: 2,
      page: async (p) => ({ items: pages[p.page_number] ?? [], pagination: {} }),
    });
    expect(res.items).toEqual([
      { id: '0', name: 'first' },
      { id: '1', name: 'x' },
      { id: '9', name: 'new' },
    ]);
  });

  it('reports the believed total while reading and the final count as the total at the end', async () => {
    const seen: { loaded: number; total: number | null }[] = [];
    const { page } = pager((n) => ({ items: run((n - 1) * 10, n === 2 ? 5 : 10), pagination: { total_records: 15 } }));
    const res = await readWholeList({ pageSize: 10, page, onProgress: (p) => seen.push(p) });
    expect(seen).toEqual([
      { loaded: 10, total: 15 },
      { loaded: 15, total: 15 },
    ]);
    expect(res.total).toBe(15);
  });

  it('reports no total it cannot believe: past belief, below the first rows, or passed by the rows', async () => {
    for (const total_records of [-70_396_469, 3]) {
      const totals: (number | null)[] = [];
      const { calls, page } = pager((n) => ({
        items: n > 2 ? [] : run((n - 1) * 10, 10),
        pagination: { total_records },
      }));
      const res = await readWholeList({ pageSize: 10, page, onProgress: (p) => totals.push(p.total) });
      expect(calls.slice(0, 2)).toEqual([1, 2]);
      expect(res.items).toHaveLength(20);
      expect(totals.slice(0, -1).every((t) => t === null)).toBe(true);
      expect(totals.at(-1)).toBe(20);
    }
    const seen: { loaded: number; total: number | null }[] = [];
    const { page } = pager((n) => ({ items: run((n - 1) * 10, 10), pagination: { total_records: 15 } }));
    const res = await readWholeList({ pageSize: 10, page, onProgress: (p) => seen.push(p) });
    expect(seen.at(-1)).toEqual({ loaded: 20, total: 20 });
    expect(res.total).toBeNull();
  });

  it('fails on the first 429 when told to try once, for a caller whose query counts the wait down', async () => {
    let asked = 0;
    const refusal = new ApiError({ kind: 'rate_limited', status: 429, message: 'slow down', retryAfterMs: 5 });
    await expect(
      readWholeList({
        rateLimitTries: 1,
        page: async () => {
          asked++;
          throw refusal;
        },
      }),
    ).rejects.toBe(refusal);
    expect(asked).toBe(1);
  });
});
