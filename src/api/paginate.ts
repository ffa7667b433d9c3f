import type { Pagination } from './schema-helpers';

// Trust nothing the workspace sends (docs/product.md decision 11): page sizes are clamped before they
// go out, counts are checked before they are shown or used to plan requests, and an "All" fetch
// stops at the first sign that the pages have run out, whatever the totals claim.

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

export interface Page<T> {
  items: T[];
  pagination: Pagination;
}

interface AllPages<T> extends Page<T> {
  /** True when the page ceiling stopped the fetch while the workspace said there was more. */
  capped: boolean;
}

export const MAX_PAGE_SIZE = 100;
/** Pages one "All" fetch may ask for: 100,000 records at 100 a page (decision 0020). */
export const MAX_PAGES_PER_ALL = 1000;
/** Records one "All" list shows at most: the page ceiling's worth, 100,000 at 100 a page. */
export const MAX_ALL_RECORDS = MAX_PAGES_PER_ALL * MAX_PAGE_SIZE;
/** A count above this is not believed: no workspace holds ten million links, members or bookings. */
const MAX_PLAUSIBLE_COUNT = 10_000_000;
const CONCURRENCY = 4;

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

interface CollectOptions<T> {
  /**
   * Ask for page 1 by number instead of leaving page_number out: every reading of spec §4.9 then
   * answers one page, so no answer is ever the whole list at once (decision 0020).
   */
  byPage?: boolean;
  /** Each page's rows not seen before, as the page arrives (pages may arrive out of order). */
  onRows?: (rows: T[]) => void;
  /** True once the caller has what it came for: no further page is asked for. */
  enough?: () => boolean;
}

/**
 * Every record of a list (docs/product.md decisions 1 and 11). The first call leaves page_number out
 * (unless `byPage`): under one reading of spec §4.9 that returns everything; under the other it
 * returns page 1 of several, and the remaining pages are fetched, at most four at once, merged and
 * freed of duplicate ids. Fetching stops at an empty page, a short page, a page with no new ids,
 * the last page a believable total allows, or the page ceiling, whichever comes first.
 */
export async function collectAll<T extends { id: string }>(
  fetchPage: (page: { page_number?: number; page_size: number }) => Promise<Page<T>>,
  pageSize: number | undefined,
  onProgress?: (progress: Progress) => void,
  maxPages = MAX_PAGES_PER_ALL,
  options: CollectOptions<T> = {},
): Promise<AllPages<T>> {
  const size = clampInt(pageSize ?? MAX_PAGE_SIZE, 1, MAX_PAGE_SIZE);
  const first = await fetchPage(options.byPage ? { page_number: 1, page_size: size } : { page_size: size });
  // Ids are counted as pages arrive (to stop early); rows are merged in page order at the end.
  const seen = new Set<string>();
  const addNew = (items: T[]) => {
    const fresh: T[] = [];
    for (const item of items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      fresh.push(item);
    }
    if (fresh.length > 0) options.onRows?.(fresh);
    return fresh.length;
  };
  const results: T[][] = [first.items];
  addNew(first.items);
  const claimedTotal = saneCount(first.pagination.total_records);
  const total = claimedTotal !== null && claimedTotal >= seen.size ? claimedTotal : null;
  const done = (capped: boolean): AllPages<T> => {
    const merged = new Map<string, T>();
    // Stryker disable next-line ArrayDeclaration: every page asked for is in results by the time all workers end.
    for (const items of results) for (const item of items ?? []) if (!merged.has(item.id)) merged.set(item.id, item);
    onProgress?.({ loaded: merged.size, total: merged.size });
    return {
      items: [...merged.values()],
      pagination: { total_records: merged.size, total_pages: 1, current_page_number: 1, page_size: merged.size },
      capped,
    };
  };
  onProgress?.({ loaded: seen.size, total });
  const serverSize = saneCount(first.pagination.page_size, MAX_PAGE_SIZE);
  // The answer was everything (one reading of §4.9), or the list is empty, or it fits on one page.
  if (
    first.items.length === 0 ||
    (total !== null && seen.size >= total) ||
    first.items.length < (serverSize || size) ||
    options.enough?.()
  ) {
    return done(false);
  }
  const perPage = clampInt(serverSize || first.items.length, 1, MAX_PAGE_SIZE);
  const checked = checkPagination(first.pagination, { page_number: 1, page_size: perPage, rows: first.items.length });
  const lastPage = checked.totalPages ?? Number.POSITIVE_INFINITY;
  const ceiling = Math.max(1, maxPages);
  let next = 2;
  let stopped = false;
  let capped = false;
  const worker = async () => {
    while (!stopped && next <= lastPage && !options.enough?.()) {
      if (next > ceiling) {
        capped = true;
        return;
      }
      const page = next++;
      const { items } = await fetchPage({ page_number: page, page_size: perPage });
      // Stryker disable next-line ArithmeticOperator: only the order of the pages matters, and any index keeps it.
      results[page - 1] = items;
      const added = addNew(items);
      if (items.length === 0 || added === 0 || items.length < perPage) stopped = true;
      onProgress?.({ loaded: seen.size, total: total === null ? null : Math.max(total, seen.size) });
    }
  };
  // Stryker disable next-line ArithmeticOperator: a worker with no page left to ask for ends at once.
  const workers = Number.isFinite(lastPage) ? Math.min(CONCURRENCY, lastPage - 1) : CONCURRENCY;
  await Promise.all(Array.from({ length: Math.max(1, workers) }, worker));
  return done(capped && !stopped);
}
