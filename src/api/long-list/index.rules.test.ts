import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors';
import { readLongList, type LongListBatch, type LongListOptions, type LongListPage } from '.';

type Row = { id: string };
const rows = (from: number, n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: `r${from + i}` }));

/** A list of `total` rows with its count (or what `pagination` says instead), paged as asked. */
const listOf =
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

async function readAll(options: LongListOptions<Row>) {
  const batches: LongListBatch<Row>[] = [];
  for await (const batch of readLongList(options)) batches.push(batch);
  return { batches, ids: batches.flatMap((b) => b.rows.map((r) => r.id)), end: batches.at(-1)!.end! };
}

const limited = (retryAfterMs?: number) =>
  new ApiError({ kind: 'rate_limited', status: 429, message: 'slow down', retryAfterMs });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a page refused with 429', () => {
  /** Page 1 refused `times` times with `retryAfterMs`, then answered; every ask counted. */
  const refusedFirst = (retryAfterMs: number | undefined, times = 1) => {
    let asked = 0;
    const reading = readAll({
      pageSize: 10,
      page: async (p) => {
        asked++;
        if (asked <= times) throw limited(retryAfterMs);
        return listOf(5)(p);
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
    const { ids } = await readAll({ pageSize: 10, page: async (p) => (asked.push(p.page_number), listOf(7, {})(p)) });
    expect(ids).toHaveLength(7);
    expect(asked).toEqual([1]);
  });

  it('says a list cut by the page ceiling is cut, not short, whatever its count', async () => {
    const { ids, end } = await readAll({ pageSize: 10, maxPages: 2, page: listOf(100) });
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
      page: listOf(5, {}),
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
          ? listOf(1000)(p)
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
    const { batches } = await readAll({ pageSize: 10, batchRows: 10, page: listOf(25, { total_records: 15 }) });
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
      page: listOf(70, {}),
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
      page: async (p) => ((now += 50), listOf(60, {})(p)),
    });
    expect(batches.map((b) => b.rows.length)).toEqual([10, 20, 20, 10]);
  });
});
