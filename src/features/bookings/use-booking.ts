import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { listVersion, useConnection } from '@/api/connection';
import { bookingKeys, bookingQuery, bookingWindowQuery } from '@/api/bookings/queries';
import type { Booking } from '@/api/bookings/schemas';
import { isApiError } from '@/api/errors';
import type { Read } from '@/components/query-state/query-state';

/** Answers that may mean the workspace has no route for one booking (decision 10): then the list is asked. */
const NO_ROUTE = new Set([404, 405, 501]);

/** A booking already on screen in a page or window of the list: shown at once while its own read comes. */
function fromLists(
  queryClient: ReturnType<typeof useQueryClient>,
  workspaceId: string,
  sid: string,
): Booking | undefined {
  for (const [, data] of queryClient.getQueriesData<{ bookings?: Booking[] }>({
    queryKey: bookingKeys.all(workspaceId),
  })) {
    const hit = data?.bookings?.find((b) => b.sid === sid);
    if (hit) return hit;
  }
  return undefined;
}

interface BookingRead {
  booking: Booking | undefined;
  /** Where it came from: its own call, or (a workspace without it) the list's first bookings. */
  source: 'own' | 'list' | null;
  /** The read the screen's QueryState draws: its own call, or the list's when the workspace has no such call. */
  read: Read;
  queryKey: QueryKey;
}

/**
 * One booking by its sid: GET /v1/bookings/{sid}. A 404, 405 or 501 cannot tell a missing route
 * from a missing booking, so the list's first bookings are read and searched before saying either.
 */
export function useBooking(sid: string): BookingRead {
  const connection = useConnection();
  const queryClient = useQueryClient();
  const ownOptions = bookingQuery(connection, sid);
  const own = useQuery({
    ...ownOptions,
    placeholderData: () => fromLists(queryClient, connection.workspaceId, sid),
    retry: false,
  });
  const noRoute = own.isError && isApiError(own.error) && own.error.status !== null && NO_ROUTE.has(own.error.status);
  const listOptions = bookingWindowQuery(connection, listVersion(connection), {});
  const list = useQuery({ ...listOptions, enabled: noRoute });
  if (!noRoute) {
    return {
      booking: own.data,
      source: own.data && !own.isPlaceholderData ? 'own' : null,
      read: own,
      queryKey: ownOptions.queryKey,
    };
  }
  const found = list.data?.bookings.find((b) => b.sid === sid);
  return {
    booking: found,
    source: found ? 'list' : null,
    read: list,
    queryKey: listOptions.queryKey,
  };
}
