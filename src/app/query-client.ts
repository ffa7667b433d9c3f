import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/errors';

/** Retries after the first failure of a read. */
const MAX_READ_RETRIES = 2;
/** A failure slower than this is shown at once: retrying it would keep the screen blank for long. */
const QUICK_FAILURE_MS = 5_000;
/** The longest wait before a retry; a 429 asking for more is shown with a countdown instead. */
const MAX_RETRY_WAIT_MS = 5_000;

/**
 * Reads are retried at most twice, only after a quick failure (network, 5xx) or a 429 asking for a
 * short wait, never after a timeout (it already took the whole time limit) or another 4xx. So the
 * time before a failure is shown is bounded too, not only the count: at most two quick tries and two
 * short waits before the last try. Mutations are never retried: a POST must not repeat.
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (!isApiError(error) || failureCount >= MAX_READ_RETRIES) return false;
  if (error.kind === 'rate_limited') return (error.retryAfterMs ?? 0) <= MAX_RETRY_WAIT_MS;
  if (error.kind !== 'network' && error.kind !== 'server') return false;
  return (error.elapsedMs ?? 0) < QUICK_FAILURE_MS;
}

/** The wait before a read's retry: the larger of Retry-After and the back-off, never past the cap. */
export const readRetryDelay = (failureCount: number, error: unknown) =>
  Math.min(
    Math.max((isApiError(error) ? error.retryAfterMs : undefined) ?? 0, 1_000 * 2 ** failureCount),
    MAX_RETRY_WAIT_MS,
  );

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        retry: shouldRetryRead,
        retryDelay: readRetryDelay,
      },
      mutations: { retry: false },
    },
  });
}
