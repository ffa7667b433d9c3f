import { useQuery } from '@tanstack/react-query';
import { browserStorage } from '@/api/capability-check';
import { CAPABILITY_TTL_MS, capabilityKeys, readKnownCapability, storeCapability } from '@/api/capability-store';
import { useConnection } from '@/api/connection';
import type { BookingsVersion } from '@/api/bookings/requests';
import { probeStartsFilter } from '@/api/bookings/window';

/**
 * Whether the workspace filters bookings by start time (docs/product.md decision 10): a stored
 * answer at once, else one valid request (probeStartsFilter), asked only when a range is wanted.
 * 'checking' while it is asked; 'unknown' when it could not tell (the screen then filters itself).
 */
export function useStartsFilter(
  version: BookingsVersion,
  wanted: boolean,
  storage: Storage | null = browserStorage(),
): 'yes' | 'no' | 'unknown' | 'checking' {
  const { client, workspaceId } = useConnection();
  const known = () => readKnownCapability(storage, workspaceId, 'bookingFilters', version);
  const query = useQuery({
    queryKey: capabilityKeys.one(workspaceId, 'bookingFilters', version),
    queryFn: async ({ signal }) => {
      const answer = await probeStartsFilter(client, { version, signal });
      storeCapability(storage, { workspaceId, name: 'bookingFilters', version, answer });
      return answer;
    },
    initialData: () => known()?.answer,
    initialDataUpdatedAt: () => known()?.at,
    staleTime: (q) => (q.state.data === 'unknown' ? 0 : CAPABILITY_TTL_MS),
    gcTime: CAPABILITY_TTL_MS,
    retry: false,
    refetchOnWindowFocus: false,
    enabled: wanted,
  });
  if (query.data) return query.data;
  return query.isFetching ? 'checking' : 'unknown';
}
