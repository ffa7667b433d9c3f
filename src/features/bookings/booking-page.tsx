import { Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { WINDOW_SIZE } from '@/api/bookings/window';
import type { Booking } from '@/api/bookings/schemas';
import { QueryState } from '@/components/query-state/query-state';
import { DetailList, DetailSection, type DetailValue } from '@/components/detail-list';
import { plainNumber } from '@/lib/format';
import { shownDateTime, shownDateTimeIn } from '@/lib/format-details';
import { browserZone } from '@/lib/time/zones';
import { bookingDetails } from './booking-details';
import { StatusBadge } from './booking-columns';
import { CancelBooking } from './cancel-booking';
import { RescheduleBooking } from './reschedule-booking';
import { coHosts } from './booking-hosts';
import { useBooking } from './use-booking';
import { BackLink } from '@/components/back-link';

const person = (name: string | null | undefined, email: string | null | undefined) =>
  name && email ? `${name} (${email})` : name || email || null;

/** The booking's rows grouped for its page: when, who, what was answered, and its history. */
function sections(b: Booking): [string, [string, DetailValue][]][] {
  const rows = new Map(bookingDetails(b));
  const pick = (...terms: string[]) =>
    terms.filter((t) => rows.has(t)).map((t): [string, DetailValue] => [t, rows.get(t)]);
  const when: [string, DetailValue][] = [
    [`Your time (${browserZone()})`, b.starts_at ? shownDateTime(b.starts_at) : null],
    [
      `Client’s time (${b.time_zone || 'zone not given'})`,
      b.starts_at_for_client ? shownDateTimeIn(b.starts_at_for_client, b.time_zone) : null,
    ],
    ...pick('Length', 'Place', 'Room'),
  ];
  const hosts: [string, DetailValue][] = [
    ['Host', person(b.host_name, b.host_email)],
    ...coHosts(b).map((p, i): [string, DetailValue] => [
      `Co-host${coHosts(b).length > 1 ? ` ${i + 1}` : ''}`,
      person(p.name, p.email),
    ]),
  ];
  const answers = [...rows.entries()]
    .filter(([t]) => t.startsWith('Answer: '))
    .map(([t, v]): [string, DetailValue] => [t.slice(8), v]);
  const history: [string, DetailValue][] = [
    ...pick('Booked'),
    ['Last changed', b.updated_at && b.updated_at !== b.created_at ? shownDateTime(b.updated_at) : null],
    ...pick(
      'Cancelled by',
      'Cancellation reason',
      'Reschedule requested',
      'No-show',
      'Outcome',
      'Internal notes',
      'In NeetoCal',
      'Client’s page',
    ),
  ];
  return [
    ['When', when.filter(([, v]) => v !== null)],
    [
      'Client',
      [
        ['Name', b.name || null],
        ['Email', b.email || null],
      ],
    ],
    ['Scheduling link and hosts', [['Scheduling link', b.meeting?.name || null], ...hosts]],
    ['Answers', answers],
    ['History', history.filter(([, v]) => v !== null)],
  ];
}

export function BookingPage({ sid }: { sid: string }) {
  const { booking, source, read, queryKey } = useBooking(sid);
  const [now] = useState(() => Date.now());
  const back = <BackLink to="/bookings">Bookings</BackLink>;
  if (!booking && (read.data === undefined || read.error)) {
    return <QueryState read={read} queryKey={queryKey} what="the booking" />;
  }
  if (!booking) {
    return (
      <Stack>
        <title>Booking not found · Slotboard</title>
        {back}
        <Title order={1}>Booking not found</Title>
        <Text>
          {`This workspace found no booking at this address, and none of its ${plainNumber(WINDOW_SIZE)} most recent bookings has it. It may be older, or belong to another workspace.`}
        </Text>
      </Stack>
    );
  }
  const client = booking.name || booking.email || 'a client';
  return (
    <Stack gap="md" maw={1100}>
      <title>{`Booking with ${client} · Slotboard`}</title>
      {back}
      <Group gap="sm" align="center">
        <Title order={1}>Booking with {client}</Title>
        <StatusBadge status={booking.status} />
      </Group>
      {booking.status === 'awaiting_approval' && (
        <Text>
          The host has not approved this booking yet. The External API offers no approving or declining: do it in
          NeetoCal.
        </Text>
      )}
      {source === 'list' && (
        <Text size="sm" role="status">
          This workspace does not offer a booking&apos;s own details: shown as its list of bookings gives it.
        </Text>
      )}
      {sections(booking)
        .filter(([, items]) => items.length > 0)
        .map(([title, items]) => (
          <DetailSection key={title} title={title}>
            <DetailList items={items} />
          </DetailSection>
        ))}
      <RescheduleBooking booking={booking} now={now} />
      <CancelBooking booking={booking} now={now} />
    </Stack>
  );
}
