import { describe, expect, it } from 'vitest';
import {
  checkPagination,
  collectAll,
  distinctRows,
  MAX_PAGES_PER_ALL,
  saneCount,
  sentPageParams,
  type Page,
} from './paginate';

type Row = { id: string };
const rows = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: String(from + i) }));

/** A fetchPage that records every call and answers with `answer(page_number)`. */
function pager(answer: (page: number | undefined, size: number) => Page<Row>) {
  const calls: { page_number?: number; page_size: number }[] = [];
  const fetchPage = async (p: { page_number?: number; page_size: number }) => {
    calls.push(p);
    return answer(p.page_number, p.page_size);
  };
  return { calls, fetchPage };
}

describe('sentPageParams', () => {
  it('clamps the page size to 1–100 and the page number to a whole number from 1', () => {
    expect(sentPageParams({ page_number: 17277, page_size: -48134131 })).toEqual({ page_number: 17277, page_size: 1 });
    expect(sentPageParams({ page_number: 0, page_size: 500 })).toEqual({ page_number: 1, page_size: 100 });
    expect(sentPageParams({ page_number: 2.7, page_size: 30.5 })).toEqual({ page_number: 2, page_size: 30 });
    expect(sentPageParams({ page_size: Number.NaN })).toEqual({ page_number: undefined, page_size: undefined });
  });
});

describe('checkPagination', () => {
  const page = { page_number: 2, page_size: 10, rows: 10 };
  it('keeps believable totals and derives the pages from the records', () => {
    expect(checkPagination({ total_records: 45, total_pages: 999 }, page)).toEqual({ totalRecords: 45, totalPages: 5 });
  });
  it.each([
    ['negative', -70_396_469],
    ['not whole', 12.5],
    ['implausibly large', 9_000_000_000],
    ['smaller than the rows already seen', 15],
  ])('drops a total that is %s', (_, total) => {
    expect(checkPagination({ total_records: total }, page).totalRecords).toBeNull();
  });
  it('drops a page count that is negative or smaller than the page being shown', () => {
    expect(checkPagination({ total_pages: -36_386_708 }, page).totalPages).toBeNull();
    expect(checkPagination({ total_pages: 1 }, page).totalPages).toBeNull();
    expect(checkPagination({ total_pages: 4 }, page).totalPages).toBe(4);
  });
  it('drops a positive total on an empty first page', () => {
    expect(checkPagination({ total_records: 50 }, { page_number: 1, page_size: 10, rows: 0 }).totalRecords).toBeNull();
  });
  it('saneCount refuses what is not a count', () => {
    expect([saneCount(3), saneCount(-1), saneCount(1.5), saneCount(null), saneCount(Number.POSITIVE_INFINITY)]).toEqual(
      [3, null, null, null, null],
    );
  });
});

describe('collectAll against answers that cannot be trusted', () => {
  it('stops at an empty page whatever the totals claim', async () => {
    const { calls, fetchPage } = pager((page) =>
      page === undefined || page === 2
        ? { items: rows(page === 2 ? 100 : 0, 100), pagination: { total_pages: 99_999, page_size: 100 } }
        : { items: [], pagination: {} },
    );
    const res = await collectAll(fetchPage, 100);
    expect(res.items).toHaveLength(200);
    expect(calls.length).toBeLessThanOrEqual(6);
    expect(res.capped).toBe(false);
  });

  it('stops at a page that brings no new ids (the same page forever)', async () => {
    const { calls, fetchPage } = pager(() => ({
      items: rows(0, 100),
      pagination: { total_records: 5_000_000, page_size: 100 },
    }));
    const res = await collectAll(fetchPage, 100);
    expect(res.items).toHaveLength(100);
    expect(calls.length).toBeLessThanOrEqual(5);
  });

  it('stops at the last page the total allows, not the page count claimed', async () => {
    const { calls, fetchPage } = pager((page) => ({
      items: rows(((page ?? 1) - 1) * 2, 2),
      pagination: { total_records: 5, total_pages: 1000, page_size: 2 },
    }));
    const res = await collectAll(fetchPage, 2);
    expect(calls.map((c) => c.page_number)).toEqual([undefined, 2, 3]);
    expect(res.items.map((r) => r.id)).toEqual(['0', '1', '2', '3', '4', '5']);
  });

  it('never sends a page size the workspace suggested outside 1–100', async () => {
    const { calls, fetchPage } = pager((page) => ({
      items: page && page > 3 ? [] : rows(((page ?? 1) - 1) * 100, 100),
      pagination: { page_size: -48_134_131, total_records: -1 },
    }));
    await collectAll(fetchPage, 100);
    expect(calls.every((c) => c.page_size >= 1 && c.page_size <= 100)).toBe(true);
  });

  it('stops at the page ceiling and says so when the pages never run out', async () => {
    const { calls, fetchPage } = pager((page) => ({
      items: rows(((page ?? 1) - 1) * 100, 100),
      pagination: { total_records: 9_000_000, page_size: 100 },
    }));
    const res = await collectAll(fetchPage, 100);
    expect(calls).toHaveLength(MAX_PAGES_PER_ALL);
    expect(res.capped).toBe(true);
    expect(res.items).toHaveLength(MAX_PAGES_PER_ALL * 100);
  });

  it('fetches 100,000 links page by page (1,000 pages of 100) without calling them capped', async () => {
    const { calls, fetchPage } = pager((page) => ({
      items: rows(((page ?? 1) - 1) * 100, 100),
      pagination: { total_records: 100_000, page_size: 100 },
    }));
    const res = await collectAll(fetchPage, 100);
    expect(calls).toHaveLength(1000);
    expect(res.capped).toBe(false);
    expect(res.items).toHaveLength(100_000);
  });

  it('reports progress without an unbelievable total', async () => {
    const progress: (number | null)[] = [];
    const { fetchPage } = pager((page) => ({
      items: page && page > 2 ? [] : rows(((page ?? 1) - 1) * 10, 10),
      pagination: { total_records: -70_396_469, page_size: 10 },
    }));
    await collectAll(fetchPage, 10, (p) => progress.push(p.total));
    expect(progress.slice(0, -1).every((t) => t === null)).toBe(true);
    expect(progress.at(-1)).toBe(20);
  });

  it('byPage asks for page 1 by number, so no answer can be the whole list at once', async () => {
    const { calls, fetchPage } = pager((page) => ({
      items: page === undefined ? rows(0, 250) : rows((page - 1) * 100, page <= 2 ? 100 : 50),
      pagination: { total_records: 250, page_size: 100 },
    }));
    const res = await collectAll(fetchPage, 100, undefined, MAX_PAGES_PER_ALL, { byPage: true });
    expect(calls.map((c) => c.page_number)).toEqual([1, 2, 3]);
    expect(res.items.map((r) => r.id)).toEqual(rows(0, 250).map((r) => r.id));
  });

  it('hands each page’s new rows over as the page arrives, a repeated id once', async () => {
    const batches: string[][] = [];
    // Page 2 repeats the last row of page 1; page 3 is short and ends the list.
    const { fetchPage } = pager((page) => ({
      items: page === 2 ? rows(9, 10) : page === 3 ? rows(19, 3) : rows(0, 10),
      pagination: { page_size: 10 },
    }));
    const res = await collectAll(fetchPage, 10, undefined, MAX_PAGES_PER_ALL, {
      byPage: true,
      onRows: (r) => batches.push(r.map((x) => x.id)),
    });
    expect(batches).toEqual([rows(0, 10).map((r) => r.id), rows(10, 9).map((r) => r.id), rows(19, 3).map((r) => r.id)]);
    expect(res.items).toHaveLength(22);
  });
});

describe('distinctRows', () => {
  const withIds = (...ids: string[]) => ids.map((id) => ({ id, n: ids.indexOf(id) }));

  it('keeps each id once, the first, and says nothing while no ceiling is near', () => {
    const distinct = distinctRows<{ id: string; n: number }>(10);
    expect(distinct.take(withIds('a', 'b'))).toEqual([
      { id: 'a', n: 0 },
      { id: 'b', n: 1 },
    ]);
    expect(
      distinct.take([
        { id: 'a', n: 9 },
        { id: 'c', n: 2 },
      ]),
    ).toEqual([{ id: 'c', n: 2 }]);
    expect(distinct.size).toBe(3);
    expect(distinct.stoppedBy).toBeNull();
  });

  it('stops at its ceiling, and at as many repeats', () => {
    const full = distinctRows(3);
    expect(full.take(withIds('a', 'b', 'c', 'd', 'e')).map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(full.stoppedBy).toBe('ceiling');
    const echo = distinctRows(3);
    echo.take(withIds('a'));
    echo.take(withIds('a', 'a'));
    expect(echo.stoppedBy).toBeNull();
    echo.take(withIds('a'));
    expect(echo.stoppedBy).toBe('repeats');
    expect(echo.size).toBe(1);
  });
});
