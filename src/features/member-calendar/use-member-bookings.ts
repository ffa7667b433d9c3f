import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { bookingWindowQuery } from '@/api/bookings/queries';
import { listVersion, useConnection } from '@/api/connection';
import { addDays, zonedToUtc } from '@/lib/time/wall-clock';
import { memberBookings } from './calendar-model';

/**
 * The member's bookings on the dates shown: asked by host and start, then kept only where the
 * booking itself names the member as a host, since a workspace may ignore either filter.
 */
export function useMemberBookings(email: string, dates: readonly string[], zone: string) {
  const connection = useConnection();
  const from = zonedToUtc(dates[0]!, 0, zone);
  const to = zonedToUtc(addDays(dates[dates.length - 1]!, 1), 0, zone);
  const read = useQuery({
    ...bookingWindowQuery(connection, listVersion(connection), {
      host_email: email,
      starts_between: { from: new Date(from).toISOString(), to: new Date(to).toISOString() },
    }),
    enabled: email !== '',
  });
  const data = read.data;
  const tied = useMemo(
    () => (data ? memberBookings(data.bookings, email, from, to) : { shown: [], untied: 0 }),
    [data, email, from, to],
  );
  return { ...tied, capped: data?.capped ?? false, read };
}
