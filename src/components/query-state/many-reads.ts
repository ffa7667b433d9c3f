import type { Read } from './query-state';

/** What `readOfMany` reads of each query: a TanStack query result has it as it is. */
export interface OneOfMany {
  data: unknown;
  error: unknown;
  errorUpdatedAt: number;
  isFetching: boolean;
  isPending: boolean;
  fetchStatus: string;
  refetch: () => unknown;
}

/**
 * Several queries that a screen waits for together (a host's hours and bookings, each link's
 * slots), as the one Read QueryState draws: nothing has come while any of them is still being
 * read for the first time; the first failure speaks for them all, and Try again (or a 429's
 * countdown) reads again the ones that failed. Queries not asked for (disabled) are not waited on.
 */
export function readOfMany(queries: readonly OneOfMany[]): Read {
  const failed = queries.filter((q) => q.error !== null && q.error !== undefined);
  const first = failed[0];
  return {
    data: queries.some((q) => q.isPending && q.fetchStatus !== 'idle') ? undefined : true,
    error: first?.error ?? null,
    errorUpdatedAt: first?.errorUpdatedAt ?? 0,
    isFetching: queries.some((q) => q.isFetching),
    refetch: () => Promise.all(failed.map((q) => q.refetch())),
  };
}
