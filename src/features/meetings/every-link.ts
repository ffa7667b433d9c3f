import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { WorkspaceClient } from '@/api/client';
import { isApiError } from '@/api/errors';
import { allMeetingsQuery, meetingsPageQuery, type MeetingFilters } from '@/api/meetings/queries';
import type { MeetingsVersion } from '@/api/meetings/requests';
import type { Meeting } from '@/api/meetings/schemas';
import { collectAll, distinctRows, MAX_PAGE_SIZE, MAX_PAGES_PER_ALL, saneCount } from '@/api/paginate';
import { progressFor, progressKey } from '@/api/progress';

// Every link of a filter, with the rows handed to the screen as they land (decision 0020): the first
// rows show after one page, and the rest come from one answer read as it arrives, never as one piece
// that would take seconds to read and check on the main thread.

export interface Arrivals {
  /** Batches of rows in the order they arrived; a new load starts a new list. */
  batches: readonly (readonly Meeting[])[];
  count: number;
  done: boolean;
}

/** The screen is told at most this often while links pour in: each telling costs a merge. */
const FLUSH_MS = 250;
/**
 * ...or as soon as this many have waited: the screen sorts each telling's links before merging
 * them in, and the whole-list answer can bring ten thousand in 250 ms, a sort of ~150 ms at once.
 */
const FLUSH_ROWS = 2000;

const loads = new Map<string, { snapshot: Arrivals; pending: Meeting[]; timer: ReturnType<typeof setTimeout> | null }>();
const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};

function flush(key: string, done = false) {
  const load = loads.get(key);
  if (!load) return;
  if (load.timer !== null) clearTimeout(load.timer);
  load.timer = null;
  const { snapshot, pending } = load;
  load.pending = [];
  load.snapshot = {
    batches: pending.length ? [...snapshot.batches, pending] : snapshot.batches,
    count: snapshot.count + pending.length,
    done,
  };
  notify();
}

export const arrivalsStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (key: string): Arrivals | null => loads.get(key)?.snapshot ?? null,
  start(key: string) {
    const old = loads.get(key);
    if (old?.timer) clearTimeout(old.timer);
    loads.set(key, { snapshot: { batches: [], count: 0, done: false }, pending: [], timer: null });
    notify();
  },
  add(key: string, rows: readonly Meeting[]) {
    const load = loads.get(key);
    if (!load) return;
    load.pending.push(...rows);
    // The first rows go out at once; later ones wait for the next flush.
    if (load.snapshot.count === 0 || load.pending.length >= FLUSH_ROWS) flush(key);
    else load.timer ??= setTimeout(() => flush(key), FLUSH_MS);
  },
  finish: (key: string) => flush(key, true),
  /** A load that failed or was cancelled: links still waiting are dropped, and no timer is left to tell of them. */
  abandon(key: string) {
    const load = loads.get(key);
    if (!load) return;
    if (load.timer !== null) clearTimeout(load.timer);
    load.timer = null;
    load.pending = [];
  },
};

/** Why an All view shows fewer links than the workspace has: the link ceiling, endless repeats, or an answer past its size. */
export type CappedBy = 'ceiling' | 'repeats' | 'size';

/**
 * Workspaces whose whole-list answer failed while this app's query client lives (too large for
 * the Slotboard server to pass on, too slow, refused): their All view reads page by page from the
 * start, rather than fetch and lose the same answer on every load.
 */
const pagedOnly = new WeakMap<QueryClient, Set<string>>();
const pagedOnlyIn = (queryClient: QueryClient) => {
  let set = pagedOnly.get(queryClient);
  if (!set) pagedOnly.set(queryClient, (set = new Set()));
  return set;
};

/** Failures of the whole-list answer after which paging is tried; a 429 or a refused key is not one. */
const worthPaging = (error: unknown) => isApiError(error) && !['rate_limited', 'unauthorized', 'forbidden'].includes(error.kind);

/**
 * The All view's list under the same query key as allMeetingsQuery (one cache entry, one shape).
 * Two requests (decision 0020):
 * - page 1 by number, the entry prefetchLanding may have asked for already (allViewFirstPage, the
 *   same key), so the first rows show after one page and it is not asked twice;
 * - then the whole list as one answer (page_number left out, docs/product.md decision 1), read as it
 *   arrives: its links are shown a run at a time, never as one piece that would take seconds to read.
 * Repeated ids are dropped (the first kept). When the answer turns out to be page 1 of several (the
 * other reading of spec §4.9), the rest is asked for page by page from page 2, as every "All" list
 * is (collectAll); so it is when the answer fails before its first link (a Slotboard server that
 * passes no answer that large on, a workspace that times out building it). Reading stops at
 * MAX_ALL_RECORDS links, after as many repeats (distinctRows), or past MAX_ANSWER_BYTES, and says so; a list
 * shorter than the workspace's believable count is said to be so too.
 */
export function everyLinkQuery(connection: WorkspaceClient, version: MeetingsVersion, filters: MeetingFilters) {
  const { queryKey } = allMeetingsQuery(connection, version, filters);
  const key = progressKey(queryKey);
  return queryOptions({
    queryKey,
    queryFn: async ({ signal, client: queryClient }) => {
      arrivalsStore.start(key);
      const onProgress = progressFor(key);
      const distinct = distinctRows<Meeting>();
      const rows: Meeting[] = [];
      let total: number | null = null;
      let cappedBy: CappedBy | null = null;
      /** Rows not seen before, shown; false once a ceiling is reached. */
      const take = (batch: readonly Meeting[]) => {
        const fresh = distinct.take(batch);
        if (fresh.length > 0) {
          for (const meeting of fresh) rows.push(meeting);
          arrivalsStore.add(key, fresh);
        }
        onProgress({ loaded: distinct.size, total: total !== null && total >= distinct.size ? total : null });
        cappedBy ??= distinct.stoppedBy;
        return cappedBy === null;
      };

      const local = new AbortController();
      const stop = () => local.abort(signal.reason);
      signal.addEventListener('abort', stop, { once: true });
      const firstParams = { ...filters, page_number: 1, page_size: MAX_PAGE_SIZE };
      const page = (params: typeof firstParams) =>
        params.page_number === 1 && params.page_size === MAX_PAGE_SIZE
          ? queryClient.ensureQueryData(meetingsPageQuery(connection, version, params))
          : connection.client.meetings.list(params, { version, signal: local.signal });
      // The answer's own links, kept only while it could still be a single page (so none at all
      // means it failed before its first link).
      const answerRows: Meeting[] = [];
      try {
        const first = await page(firstParams);
        const claimed = saneCount(first.pagination.total_records);
        total = claimed !== null && claimed >= first.meetings.length ? claimed : null;
        take(first.meetings);
        // The whole list is asked for once page 1 is in (usually at once: the start asked for it):
        // its reading would otherwise share the main thread with the first rows' render.
        const answer = pagedOnlyIn(queryClient).has(connection.workspaceId)
          ? null
          : await connection.client.meetings
              .streamList(
                { ...filters, page_size: MAX_PAGE_SIZE },
                {
                  version,
                  signal: local.signal,
                  onRows: (batch) => {
                    if (answerRows.length <= MAX_PAGE_SIZE) answerRows.push(...batch);
                    return take(batch);
                  },
                },
              )
              .catch((error: unknown) => {
                // Failed before its first link: read page by page, as every "All" list could be.
                if (answerRows.length === 0 && !signal.aborted && worthPaging(error)) {
                  pagedOnlyIn(queryClient).add(connection.workspaceId);
                  return null;
                }
                throw error;
              });
        if (answer?.stoppedBy === 'size') cappedBy ??= 'size';
        if (answer === null || (!answer.stopped && answer.count <= MAX_PAGE_SIZE)) {
          // One page's worth: the whole list is that short, or the answer was page 1 of several.
          // collectAll decides from the answer as its first page, and asks for any rest by number;
          // without an answer, it reads every page by number from page 1 (the one already asked for).
          const answerPage = { items: answerRows, pagination: answer?.pagination ?? {} };
          const rest = await collectAll(
            async (p) => {
              if (p.page_number === undefined) return answerPage;
              const res = await page({ ...firstParams, page_number: p.page_number, page_size: p.page_size });
              return { items: res.meetings, pagination: res.pagination };
            },
            MAX_PAGE_SIZE,
            undefined,
            MAX_PAGES_PER_ALL,
            { byPage: answer === null, onRows: (fresh) => void take(fresh) },
          );
          if (rest.capped) cappedBy ??= 'ceiling';
        }
      } catch (error) {
        local.abort();
        arrivalsStore.abandon(key);
        throw error;
      } finally {
        signal.removeEventListener('abort', stop);
      }
      onProgress({ loaded: rows.length, total: rows.length });
      arrivalsStore.finish(key);
      const pagination = { total_records: rows.length, total_pages: 1, current_page_number: 1, page_size: rows.length };
      // Fewer links than the workspace's own believable count, with no ceiling reached: said, not hidden.
      const short = cappedBy === null && total !== null && total > rows.length ? { claimed: total } : null;
      return { meetings: rows, pagination, capped: cappedBy !== null, cappedBy, short };
    },
  });
}

/**
 * Page 1 of the All view's list where the cache has it already (the start asked for it, or the
 * load's first request did): the view shows it in its first render, before its load has begun
 * reporting what arrives.
 */
export function cachedFirstPage(queryClient: QueryClient, connection: WorkspaceClient, version: MeetingsVersion, filters: MeetingFilters): readonly Meeting[] | undefined {
  const first = { ...filters, page_number: 1, page_size: MAX_PAGE_SIZE };
  return queryClient.getQueryData(meetingsPageQuery(connection, version, first).queryKey)?.meetings;
}
