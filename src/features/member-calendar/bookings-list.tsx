import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { isApiError } from '@/api/errors';
import { dateOf, timeOf } from '@/lib/time/display';
import type { useMemberBookings } from './use-member-bookings';

/** The bookings drawn on the calendar, in words with a link each, and what could not be shown. */
export function BookingsList({
  bookings,
  zone,
  name,
  span,
}: {
  bookings: ReturnType<typeof useMemberBookings>;
  zone: string;
  name: string;
  span: string;
}) {
  const { shown, untied, capped, read } = bookings;
  return (
    <Stack gap={4}>
      <Title order={2} size="h4">
        Bookings {span}
      </Title>
      {read.isPending && read.fetchStatus !== 'idle' && <Text size="sm">Reading {name}’s bookings…</Text>}
      {read.isError && (
        <Text size="sm" role="alert">
          The bookings could not be read, so none are drawn
          {isApiError(read.error) ? ` (${read.error.message})` : ''}.
        </Text>
      )}
      {read.isSuccess && shown.length === 0 && <Text size="sm">No bookings of {name}’s.</Text>}
      {shown.length > 0 && (
        <List size="sm" spacing={2}>
          {shown.map((b) => (
            <List.Item key={b.id}>
              {`${dateOf(b.startMs, { weekday: true, timeZone: zone })}, ${timeOf(b.startMs, { timeZone: zone })}–${timeOf(b.endMs, { timeZone: zone })}: `}
              {b.sid ? (
                <Anchor component={Link} href={`/bookings/${encodeURIComponent(b.sid)}`}>
                  {b.client} · {b.link}
                </Anchor>
              ) : (
                `${b.client} · ${b.link}`
              )}
            </List.Item>
          ))}
        </List>
      )}
      {untied > 0 && (
        <Text size="sm">
          {untied === 1 ? '1 booking' : `${untied} bookings`} in these dates name no host, so they cannot be tied to{' '}
          {name} and are not drawn.
        </Text>
      )}
      {capped && (
        <Text size="sm">
          Only the first bookings the workspace listed were read: some of these dates’ may be missing.
        </Text>
      )}
    </Stack>
  );
}
