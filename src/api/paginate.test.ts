import { describe, expect, it } from 'vitest';
import {
  checkPagination,
  collectAll,
  MAX_PAGES_PER_ALL,
  saneCount,
  sentPageParams,
  type Page,
  MAX_ALL_RECORDS,
  MAX_PAGE_SIZE,
  uniqueById,
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

// The paging rules at their edges: a full page with no totals means "there may be more", a short
// page means "that was the last", and no number the workspace sends is trusted on its own.

function pagerOfNumbers(answer: (page: number | undefined, size: number) => Page<Row>) {
  const calls: (number | undefined)[] = [];
  const fetchPage = async (p: { page_number?: number; page_size: number }) => {
    calls.push(p.page_number);
    return answer(p.page_number, p.page_size);
  };
  return { calls, fetchPage };
}

describe('a full page without totals', () => {
  it('is not read as the last one: the next page is asked for, until a short page', async () => {
    const { calls, fetchPage } = pagerOfNumbers((page) => ({
      items: rows(((page ?? 1) - 1) * 10, (page ?? 1) > 3 ? 0 : page === 3 ? 4 : 10),
      pagination: {},
    }));
    const res = await collectAll(fetchPage, 10);
    // Pages after the first go out up to four at once, so pages past the short one may be asked too.
    expect(calls.slice(0, 3)).toEqual([undefined, 2, 3]);
    expect(res.items).toHaveLength(24);
    expect(res.capped).toBe(false);
  });

  it('is not the last one at the page size the workspace says it used either', async () => {
    const { calls, fetchPage } = pagerOfNumbers((page) => ({
      items: rows(((page ?? 1) - 1) * 5, (page ?? 1) >= 2 ? 0 : 5),
      pagination: { page_size: 5 },
    }));
    const res = await collectAll(fetchPage, 10);
    expect(calls.slice(0, 2)).toEqual([undefined, 2]);
    expect(res.items).toHaveLength(5);
  });

  it('one row short is the last page, with or without totals', async () => {
    const { calls, fetchPage } = pagerOfNumbers(() => ({ items: rows(0, 9), pagination: {} }));
    expect((await collectAll(fetchPage, 10)).items).toHaveLength(9);
    expect(calls).toEqual([undefined]);
  });

  it('leaves the page count unknown in checkPagination, for the table to offer a next page', () => {
    expect(checkPagination({}, { page_number: 1, page_size: 10, rows: 10 })).toEqual({
      totalRecords: null,
      totalPages: null,
    });
    expect(
      checkPagination({ total_records: null, total_pages: null }, { page_number: 3, page_size: 10, rows: 10 }),
    ).toEqual({ totalRecords: null, totalPages: null });
  });
});

describe('the totals of a page', () => {
  it('believes a total equal to the rows seen, drops one a row smaller', () => {
    expect(checkPagination({ total_records: 25 }, { page_number: 3, page_size: 10, rows: 5 })).toEqual({
      totalRecords: 25,
      totalPages: 3,
    });
    expect(checkPagination({ total_records: 24 }, { page_number: 3, page_size: 10, rows: 5 }).totalRecords).toBeNull();
    expect(checkPagination({ total_records: 0 }, { page_number: 1, page_size: 10, rows: 0 })).toEqual({
      totalRecords: 0,
      totalPages: 1,
    });
    expect(checkPagination({ total_records: 3 }, { page_number: 2, page_size: 10, rows: 0 })).toEqual({
      totalRecords: 3,
      totalPages: 1,
    });
  });

  it('believes a page count as large as the page shown, not one smaller', () => {
    expect(checkPagination({ total_pages: 3 }, { page_number: 3, page_size: 10, rows: 10 })).toEqual({
      totalRecords: null,
      totalPages: 3,
    });
    expect(checkPagination({ total_pages: 2 }, { page_number: 3, page_size: 10, rows: 10 }).totalPages).toBeNull();
    // An empty page past the end is asked against page 1: one page claimed is believed.
    expect(checkPagination({ total_pages: 1 }, { page_number: 2, page_size: 10, rows: 0 })).toEqual({
      totalRecords: null,
      totalPages: 1,
    });
    expect(checkPagination({ total_pages: 0 }, { page_number: 1, page_size: 10, rows: 0 })).toEqual({
      totalRecords: null,
      totalPages: null,
    });
  });

  it('counts the pages at the clamped page size', () => {
    expect(checkPagination({ total_records: 250 }, { page_number: 1, page_size: 500, rows: 100 }).totalPages).toBe(3);
    expect(checkPagination({ total_records: 3 }, { page_number: 1, page_size: 0, rows: 1 }).totalPages).toBe(3);
  });

  it('refuses a total above the ceiling, takes one at it', () => {
    expect(saneCount(10_000_000)).toBe(10_000_000);
    expect(saneCount(10_000_001)).toBeNull();
    expect(saneCount(0)).toBe(0);
    expect(saneCount(-1)).toBeNull();
    expect(saneCount(1.5)).toBeNull();
    expect(saneCount(null)).toBeNull();
    expect(saneCount(undefined)).toBeNull();
    expect(saneCount(5, 5)).toBe(5);
    expect(saneCount(6, 5)).toBeNull();
    expect(
      checkPagination({ total_records: 50 }, { page_number: 1, page_size: 10, rows: 10 }, 49).totalRecords,
    ).toBeNull();
  });
});

describe('what is sent', () => {
  it('clamps the page size to 1–100 and the page to a whole number from 1, and leaves out what was not given', () => {
    expect(sentPageParams({})).toEqual({ page_number: undefined, page_size: undefined });
    expect(sentPageParams({ page_number: 0, page_size: 0 })).toEqual({ page_number: 1, page_size: 1 });
    expect(sentPageParams({ page_number: 2.7, page_size: 101 })).toEqual({ page_number: 2, page_size: MAX_PAGE_SIZE });
    expect(sentPageParams({ page_number: Number.NaN, page_size: Number.POSITIVE_INFINITY })).toEqual({
      page_number: undefined,
      page_size: undefined,
    });
  });

  it('asks for pages of the clamped size, at most four at once', async () => {
    let inFlight = 0;
    let most = 0;
    const sizes = new Set<number>();
    const fetchPage = async (p: { page_number?: number; page_size: number }) => {
      sizes.add(p.page_size);
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((r) => setTimeout(r, 1));
      inFlight--;
      const page = p.page_number ?? 1;
      return { items: rows((page - 1) * 100, page < 12 ? 100 : 0), pagination: {} };
    };
    const res = await collectAll(fetchPage, 500);
    expect(res.items).toHaveLength(1100);
    expect([...sizes]).toEqual([100]);
    expect(most).toBe(4);
  });

  it('stops asking once the caller has enough', async () => {
    const { calls, fetchPage } = pagerOfNumbers((page) => ({
      items: rows(((page ?? 1) - 1) * 10, 10),
      pagination: {},
    }));
    let got = 0;
    const res = await collectAll(fetchPage, 10, undefined, 1000, {
      onRows: (r) => (got += r.length),
      enough: () => got >= 10,
    });
    expect(calls).toEqual([undefined]);
    expect(res.items).toHaveLength(10);
  });

  it('calls a read stopped at the ceiling capped only while pages kept coming', async () => {
    const { calls, fetchPage } = pagerOfNumbers((page) => ({
      items: rows(((page ?? 1) - 1) * 10, 10),
      pagination: {},
    }));
    const res = await collectAll(fetchPage, 10, undefined, 3);
    expect(calls.filter((c) => c !== undefined).sort()).toEqual([2, 3]);
    expect(res.capped).toBe(true);
    const total = pagerOfNumbers((page) => ({
      items: rows(((page ?? 1) - 1) * 10, 10),
      pagination: { total_records: 30 },
    }));
    expect((await collectAll(total.fetchPage, 10, undefined, 3)).capped).toBe(false);
  });

  it('reports the final count as the total, and the believed total while reading', async () => {
    const seen: { loaded: number; total: number | null }[] = [];
    const { fetchPage } = pagerOfNumbers((page) => ({
      items: rows(((page ?? 1) - 1) * 10, page === 2 ? 5 : 10),
      pagination: { total_records: 15 },
    }));
    const res = await collectAll(fetchPage, 10, (p) => seen.push(p));
    expect(seen).toEqual([
      { loaded: 10, total: 15 },
      { loaded: 15, total: 15 },
      { loaded: 15, total: 15 },
    ]);
    expect(res.pagination).toEqual({ total_records: 15, total_pages: 1, current_page_number: 1, page_size: 15 });
  });
});

describe('rows each once', () => {
  it('keeps the first of each id', () => {
    expect(
      uniqueById([
        { id: 'a', n: 1 },
        { id: 'b', n: 2 },
        { id: 'a', n: 3 },
      ]),
    ).toEqual([
      { id: 'a', n: 1 },
      { id: 'b', n: 2 },
    ]);
  });
});

describe('answers that say more or less than they hold', () => {
  it('reads a first answer that was the whole list (its total reached) as the end, whatever page size it claims', async () => {
    const { calls, fetchPage } = pagerOfNumbers(() => ({
      items: rows(0, 10),
      pagination: { total_records: 10, page_size: 5 },
    }));
    const res = await collectAll(fetchPage, 10);
    expect(calls).toEqual([undefined]);
    expect(res.items).toHaveLength(10);
  });

  it('does not believe a first total smaller than the rows it came with', async () => {
    const { calls, fetchPage } = pagerOfNumbers((page) => ({
      items: page === 2 ? rows(10, 5) : page === undefined ? rows(0, 10) : [],
      pagination: { total_records: 3 },
    }));
    const progress: (number | null)[] = [];
    const res = await collectAll(fetchPage, 10, (p) => progress.push(p.total));
    expect(calls.slice(0, 2)).toEqual([undefined, 2]);
    expect(res.items).toHaveLength(15);
    expect(progress[0]).toBeNull();
  });

  it('reports a believed total from the first answer, one that equals the rows seen included', async () => {
    const progress: { loaded: number; total: number | null }[] = [];
    const { fetchPage } = pagerOfNumbers(() => ({ items: rows(0, 10), pagination: { total_records: 10 } }));
    await collectAll(fetchPage, 10, (p) => progress.push(p));
    expect(progress[0]).toEqual({ loaded: 10, total: 10 });
  });

  it('reports as total the rows loaded when pages bring more than the total claimed', async () => {
    const progress: { loaded: number; total: number | null }[] = [];
    const { fetchPage } = pagerOfNumbers((page) => ({
      items: rows(((page ?? 1) - 1) * 10, 10),
      pagination: { total_records: 15 },
    }));
    await collectAll(fetchPage, 10, (p) => progress.push(p));
    expect(progress[1]).toEqual({ loaded: 20, total: 20 });
  });

  it('stops asking after a short page even when later pages would bring rows', async () => {
    const { calls, fetchPage } = pagerOfNumbers((page) => ({
      items: (page ?? 1) > 40 ? [] : rows(((page ?? 1) - 1) * 10, page === 6 ? 5 : 10),
      pagination: {},
    }));
    await collectAll(fetchPage, 10);
    // Pages 7 to 9 were already asked for when page 6 came back short; nothing after them.
    expect(calls.length).toBeLessThanOrEqual(10);
    expect(calls).toContain(6);
  });

  it('keeps the first of a row sent again on a later page, in the place it first came', async () => {
    type Named = Row & { name: string };
    const fetchPage = async (p: { page_number?: number; page_size: number }): Promise<Page<Named>> => ({
      items:
        p.page_number === 2
          ? [
              { id: '0', name: 'later' },
              { id: '9', name: 'new' },
            ]
          : p.page_number === undefined
            ? [
                { id: '0', name: 'first' },
                { id: '1', name: 'x' },
              ]
            : [],
      pagination: {},
    });
    expect((await collectAll(fetchPage, 2)).items).toEqual([
      { id: '0', name: 'first' },
      { id: '1', name: 'x' },
      { id: '9', name: 'new' },
    ]);
  });

  it('does not believe a page count past ten million records', () => {
    expect(checkPagination({ total_pages: 100_000 }, { page_number: 1, page_size: 100, rows: 100 }).totalPages).toBe(
      100_000,
    );
    expect(
      checkPagination({ total_pages: 100_001 }, { page_number: 1, page_size: 100, rows: 100 }).totalPages,
    ).toBeNull();
  });

  it('holds at most 100,000 rows in one long read', () => {
    expect(MAX_ALL_RECORDS).toBe(100_000);
  });
});
