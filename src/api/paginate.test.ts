import { describe, expect, it } from 'vitest';
import { checkPagination, MAX_ALL_RECORDS, MAX_PAGE_SIZE, saneCount, sentPageParams, uniqueById } from './paginate';

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

// The paging rules at their edges: no number the workspace sends is trusted on its own (where a
// long read stops is tested with the engine, long-list/index.test.ts).

describe('a page without totals', () => {
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
