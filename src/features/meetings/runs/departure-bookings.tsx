import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { bookingWindowQuery } from '@/api/bookings/queries';
import { listVersion, useConnection } from '@/api/connection';
import { Shown } from '@/components/not-readable';
import { QueryState } from '@/components/query-state/query-state';
import { countOf } from '@/lib/format';
import { shownDateTime } from '@/lib/format-details';

/**
 * A leaving member's upcoming bookings, each with a way to its own page (cancel, reschedule): a
 * change of hosts does not move a booking already made.
 */
export function DepartureBookings({ email, name }: { email: string; name: string }) {
  const connection = useConnection();
  const options = bookingWindowQuery(connection, listVersion(connection), { type: 'upcoming', host_email: email });
  const read = useQuery(options);
  const title = `Upcoming bookings of ${name}`;
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {read.data === undefined ? (
        <QueryState read={read} queryKey={options.queryKey} what="their upcoming bookings" />
      ) : (
        <>
          <Text size="sm">
            {read.data.bookings.length === 0
              ? 'None: nothing to act on.'
              : `${countOf(read.data.bookings.length, 'booking stays', 'bookings stay')} with ${name} when their links are handed over. Open each to reschedule or cancel it.`}
            {read.data.capped ? ' The workspace holds more than Slotboard read: see Bookings for the rest.' : ''}
          </Text>
          {read.data.bookings.length > 0 && (
            <List size="sm" spacing={2}>
              {read.data.bookings.map((b) => (
                <List.Item key={b.id}>
                  {b.sid ? (
                    <Anchor component={Link} href={`/bookings/${encodeURIComponent(b.sid)}`} className="tap-line">
                      {b.name || b.email || 'A booking'} · {b.meeting?.name || 'a link'}
                    </Anchor>
                  ) : (
                    <>
                      {b.name || b.email || 'A booking'} · {b.meeting?.name || 'a link'}
                    </>
                  )}{' '}
                  <Shown value={shownDateTime(b.starts_at)} />
                </List.Item>
              ))}
            </List>
          )}
        </>
      )}
    </Stack>
  );
}
