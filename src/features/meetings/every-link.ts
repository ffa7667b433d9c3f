import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { WorkspaceClient } from '@/api/client';
import { allMeetingsQuery, meetingsPageQuery, type MeetingFilters } from '@/api/meetings/queries';
import type { MeetingsVersion } from '@/api/meetings/requests';
import type { Meeting } from '@/api/meetings/schemas';
import { collectAll, MAX_PAGE_SIZE, MAX_PAGES_PER_ALL } from '@/api/paginate';
import { progressFor, progressKey } from '@/api/progress';

// Every link of a filter, page by page, with the rows handed to the screen as pages land (decision
// 0020): the first rows show after one page, and no answer is ever the whole list in one piece
// that would take seconds to read and check on the main thread.

export interface Arrivals {
  /** Batches of rows in the order they arrived; a new load starts a new list. */
  batches: readonly (readonly Meeting[])[];
  count: number;
  done: boolean;
}

/** The screen is told at most this often while pages pour in: each telling costs a merge. */
const FLUSH_MS = 250;

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
    if (load.snapshot.count === 0) flush(key);
    else load.timer ??= setTimeout(() => flush(key), FLUSH_MS);
  },
  finish: (key: string) => flush(key, true),
};

/**
 * The All view's list under the same query key as allMeetingsQuery (one cache entry, one shape),
 * read page by page: page 1 is the entry prefetchLanding may have asked for already
 * (allViewFirstPage, the same key), so it is not asked twice.
 */
export function everyLinkQuery(connection: WorkspaceClient, version: MeetingsVersion, filters: MeetingFilters) {
  const { queryKey } = allMeetingsQuery(connection, version, filters);
  const key = progressKey(queryKey);
  return queryOptions({
    queryKey,
    queryFn: async ({ signal, client: queryClient }) => {
      arrivalsStore.start(key);
      const onProgress = progressFor(key);
      const all = await collectAll(
        async (p) => {
          const params = { ...filters, ...p };
          const res =
            p.page_number === 1 && p.page_size === MAX_PAGE_SIZE
              ? await queryClient.ensureQueryData(meetingsPageQuery(connection, version, params))
              : await connection.client.meetings.list(params, { version, signal });
          return { items: res.meetings, pagination: res.pagination };
        },
        MAX_PAGE_SIZE,
        onProgress,
        MAX_PAGES_PER_ALL,
        { byPage: true, onRows: (rows) => arrivalsStore.add(key, rows) },
      );
      arrivalsStore.finish(key);
      return { meetings: all.items, pagination: all.pagination, capped: all.capped };
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
