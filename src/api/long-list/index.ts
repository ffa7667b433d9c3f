import { isApiError } from '../errors';
import {
  checkPagination,
  MAX_PAGE_SIZE,
  MAX_PAGES_PER_ALL,
  saneCount,
  sentPageParams,
  type Progress,
} from '../paginate';
import type { Pagination } from '../schema-helpers';

// Every record of a long list, read page by page by number, a few pages at once, each page checked
// by its schema as it lands (the client's own list call), and handed on in batches in page order
// (decision 0020). Plain paging was measured against reading one whole answer as it arrives: it
// holds the All view's goals with a tenth of the code, no worker and no parser of our own.

export interface LongListPage<T> {
  items: readonly T[];
  pagination: Pagination;
}

export interface LongListOptions<T extends { id: string }> {
  /** One page by number, read and checked (the client's list call with page_number and page_size). */
  page: (page: { page_number: number; page_size: number }, signal: AbortSignal) => Promise<LongListPage<T>>;
  /** Ends the reading: no page is asked for after it, and the pages in flight are cancelled. */
  signal?: AbortSignal;
  /** Records a page asked for: 1 to 100 (100 unless told). */
  pageSize?: number;
  /** True of the rows read so far once the caller has what it came for: no further page is asked for. */
  until?: (fresh: readonly T[]) => boolean;
  /** Pages asked for at once (docs/product.md decision 1: at most 4). */
  concurrency?: number;
  /** Pages read at most (MAX_PAGES_PER_ALL unless told): past it the list is said to be cut. */
  maxPages?: number;
  /** A batch goes out once this many rows wait… */
  batchRows?: number;
  /** …or this long after the last one. The first page always goes out at once. */
  batchMs?: number;
  /**
   * Answers a page may get, a 429 with a short Retry-After waited out between them (5 unless
   * told). 1 fails the reading on the first refusal: for a caller whose query counts the wait down
   * on the screen and asks again itself.
   */
  rateLimitTries?: number;
}

export interface LongListEnd {
  /** The page ceiling stopped the reading while the workspace had more to send. */
  capped: boolean;
  /** The workspace's own believable count, when fewer distinct records than it arrived (else null). */
  short: number | null;
}

export interface LongListBatch<T> {
  /** Records not seen before, in page order (a repeated id keeps its first place). */
  rows: T[];
  /** Distinct records read so far, these included. */
  loaded: number;
  /** The workspace's count, when it can be believed; else null. */
  total: number | null;
  /** On the last batch only: how the reading ended. */
  end?: LongListEnd;
}

const BATCH_ROWS = 2000;
const BATCH_MS = 250;
const CONCURRENCY = 4;
/** A page refused with 429 is asked again after its Retry-After, this many times at most… */
const RATE_LIMIT_TRIES = 5;
/** …and only when the wait asked for is at most this long; a longer one fails the read. */
const MAX_RATE_WAIT_MS = 60_000;

function wait(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      // An aborted signal always has a reason (an AbortError when none was given).
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', done);
      resolve();
    }, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/** One page, asked again after a short Retry-After (a proxy or a workspace pacing a long read). */
async function pageWithWaits<T>(
  ask: () => Promise<LongListPage<T>>,
  signal: AbortSignal,
  maxTries: number,
): Promise<LongListPage<T>> {
  for (let tries = 1; ; tries++) {
    try {
      return await ask();
    } catch (error) {
      const ms = isApiError(error) && error.kind === 'rate_limited' ? (error.retryAfterMs ?? 1000) : null;
      if (ms === null || ms > MAX_RATE_WAIT_MS || tries >= maxTries || signal.aborted) throw error;
      await wait(ms, signal);
    }
  }
}

/**
 * Reads every record of a list, batch by batch (docs/product.md decisions 1 and 11). Page 1 comes
 * first and goes out at once; the others are asked for by number, `concurrency` at once, and read
 * in page order. The reading stops at an empty page, a short page, a page with no new id, the last
 * page a believable total allows, what the caller came for (`until`), or the page ceiling, and the
 * last batch says whether the ceiling cut it and whether fewer records came than the workspace
 * counts. A page that fails fails the reading; the pages still in flight are then cancelled.
 */
export async function* readLongList<T extends { id: string }>(
  options: LongListOptions<T>,
): AsyncGenerator<LongListBatch<T>, void, undefined> {
  const local = new AbortController();
  const stop = () => local.abort(options.signal!.reason);
  if (options.signal?.aborted) stop();
  options.signal?.addEventListener('abort', stop, { once: true });
  const signal = local.signal;
  const size = sentPageParams({ page_size: options.pageSize ?? MAX_PAGE_SIZE }).page_size!;
  const tries = options.rateLimitTries ?? RATE_LIMIT_TRIES;
  const ask = (n: number) =>
    pageWithWaits(() => options.page({ page_number: n, page_size: size }, signal), signal, tries);
  const seen = new Set<string>();
  let fresh: T[] = [];
  let total: number | null = null;
  let enough = false;
  /** Adds a page's rows; how many were new. */
  const take = (items: readonly T[]) => {
    const before = fresh.length;
    for (const item of items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      fresh.push(item);
    }
    const added = fresh.slice(before);
    if (added.length > 0 && options.until?.(added)) enough = true;
    return added.length;
  };
  const batch = (end?: LongListEnd): LongListBatch<T> => {
    const rows = fresh;
    fresh = [];
    return { rows, loaded: seen.size, total: total !== null && total >= seen.size ? total : null, ...(end && { end }) };
  };
  const inFlight = new Map<number, Promise<LongListPage<T>>>();
  try {
    signal.throwIfAborted();
    const first = await ask(1);
    take(first.items);
    // A workspace that pages by a smaller size than asked says so; numbers then count its pages.
    const perPage = saneCount(first.pagination.page_size, size) || size;
    const checked = checkPagination(first.pagination, { page_number: 1, page_size: perPage, rows: first.items.length });
    total = checked.totalRecords;
    // A page of fewer records than a page holds is the last; so is page 1 when the count says so,
    // or when it brought the whole believable count (a workspace that answered everything at once).
    const lastPage =
      first.items.length < perPage || (total !== null && seen.size >= total)
        ? 1
        : (checked.totalPages ?? Number.POSITIVE_INFINITY);
    const maxPages = Math.max(1, options.maxPages ?? MAX_PAGES_PER_ALL);
    let capped = false;
    let next = 2;
    let lastOut = performance.now();
    yield batch();
    for (let at = 2; !enough && at <= lastPage; at++) {
      if (at > maxPages) {
        capped = true;
        break;
      }
      while (inFlight.size < (options.concurrency ?? CONCURRENCY) && next <= Math.min(lastPage, maxPages)) {
        const asked = ask(next);
        // A page that fails ends the reading at once, not when its turn comes: the pages still in
        // flight are cancelled with its error, which the reading then throws.
        asked.catch((error: unknown) => local.abort(error));
        inFlight.set(next++, asked);
      }
      const page = await inFlight.get(at)!;
      inFlight.delete(at);
      const added = take(page.items);
      if (page.items.length === 0 || added === 0 || page.items.length < perPage) break;
      if (
        fresh.length >= (options.batchRows ?? BATCH_ROWS) ||
        performance.now() - lastOut >= (options.batchMs ?? BATCH_MS)
      ) {
        yield batch();
        lastOut = performance.now();
      }
    }
    const short = !capped && !enough && total !== null && total > seen.size ? total : null;
    yield batch({ capped, short });
  } finally {
    options.signal?.removeEventListener('abort', stop);
    // Pages asked for and no longer wanted (the reading ended, failed, or was stopped) are cancelled.
    local.abort(new DOMException('The rest of the list is not wanted.', 'AbortError'));
  }
}

export interface WholeList<T> {
  /** Every distinct record read, in page order. */
  items: T[];
  /** The workspace's count, when it can be believed; else null. */
  total: number | null;
  capped: boolean;
  short: number | null;
}

/**
 * The same reading, for a caller that wants the whole list at once: every batch joined, with the
 * count of what has arrived after each (the final count as the total once the list is whole).
 */
export async function readWholeList<T extends { id: string }>(
  options: LongListOptions<T> & { onProgress?: (progress: Progress) => void },
): Promise<WholeList<T>> {
  const items: T[] = [];
  let end: LongListEnd = { capped: false, short: null };
  let total: number | null = null;
  for await (const batch of readLongList(options)) {
    for (const row of batch.rows) items.push(row);
    total = batch.total;
    options.onProgress?.({ loaded: batch.loaded, total: batch.end ? batch.loaded : batch.total });
    end = batch.end ?? end;
  }
  return { items, total, ...end };
}
