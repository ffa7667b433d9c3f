import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/errors';

const RETRIED_READS = new Set(['network', 'server', 'timeout', 'rate_limited']);

/**
 * Reads are retried a few times with backoff on network, 5xx and 429 (honouring Retry-After);
 * never on other 4xx. Mutations are never retried: a POST that creates something must not repeat.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => isApiError(error) && RETRIED_READS.has(error.kind) && failureCount < 3,
        retryDelay: (attempt, error) =>
          (isApiError(error) ? error.retryAfterMs : undefined) ?? Math.min(500 * 2 ** attempt, 8_000),
      },
      mutations: { retry: false },
    },
  });
}
