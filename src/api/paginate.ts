import type { Pagination } from './schema-helpers';

// Trust nothing the workspace sends (docs/product.md decision 11): page sizes are clamped before they
// go out, and counts are checked before they are shown or used to plan requests. Reading a whole
// list, and where it stops, is the long-list engine's (long-list/index.ts).

export interface ListParams {
  page_number?: number;
  page_size?: number;
  host_email?: string[];
  search?: string;
}

export interface Progress {
  loaded: number;
  /** Null when the workspace's total cannot be believed. */
  total: number | null;
}

export const MAX_PAGE_SIZE = 100;
/** Pages one "All" fetch may ask for: 100,000 records at 100 a page (decision 0020). */
export const MAX_PAGES_PER_ALL = 1000;
/** Records one "All" list shows at most: the page ceiling's worth, 100,000 at 100 a page. */
export const MAX_ALL_RECORDS = MAX_PAGES_PER_ALL * MAX_PAGE_SIZE;
/** A count above this is not believed: no workspace holds ten million links, members or bookings. */
const MAX_PLAUSIBLE_COUNT = 10_000_000;

const clampInt = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.trunc(value)));

/**
 * page_number and page_size as sent: a whole page number from 1, a page size from 1 to 100
 * (docs/product.md decisions 1 and 11), whatever the caller or an earlier answer suggested.
 */
export const sentPageParams = (p: { page_number?: number; page_size?: number }) => ({
  page_number:
    p.page_number === undefined || !Number.isFinite(p.page_number)
      ? undefined
      : clampInt(p.page_number, 1, Number.MAX_SAFE_INTEGER),
  page_size:
    p.page_size === undefined || !Number.isFinite(p.page_size) ? undefined : clampInt(p.page_size, 1, MAX_PAGE_SIZE),
});

/** The rows of one page with repeated ids dropped (the first kept): a row is shown once. */
export function uniqueById<T extends { id: string }>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
}

/** A count as the workspace sent it, or null when it is not a whole number in a believable range. */
export function saneCount(value: number | null | undefined, max = MAX_PLAUSIBLE_COUNT): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max ? value : null;
}

interface CheckedPagination {
  /** Records in the whole list, or null when the workspace's number cannot be believed. */
  totalRecords: number | null;
  /** Pages at this page size, or null when unknown: then a full page suggests there is a next one. */
  totalPages: number | null;
}

/**
 * The totals of one page's answer, checked against each other and against the rows that came with
 * it. A total smaller than the rows already seen, or pages that cannot hold the total, are dropped.
 */
export function checkPagination(
  pagination: Pagination,
  page: { page_number: number; page_size: number; rows: number },
  maxCount = MAX_PLAUSIBLE_COUNT,
): CheckedPagination {
  const size = clampInt(page.page_size, 1, MAX_PAGE_SIZE);
  const seenSoFar = page.rows > 0 ? (page.page_number - 1) * size + page.rows : 0;
  let totalRecords = saneCount(pagination.total_records, maxCount);
  if (
    totalRecords !== null &&
    (totalRecords < seenSoFar || (page.rows === 0 && page.page_number === 1 && totalRecords > 0))
  ) {
    totalRecords = null;
  }
  if (totalRecords !== null) return { totalRecords, totalPages: Math.max(1, Math.ceil(totalRecords / size)) };
  const claimedPages = saneCount(pagination.total_pages, Math.ceil(MAX_PLAUSIBLE_COUNT / size));
  const totalPages =
    claimedPages !== null && claimedPages >= (page.rows > 0 ? page.page_number : 1) ? Math.max(1, claimedPages) : null;
  return { totalRecords: null, totalPages };
}
