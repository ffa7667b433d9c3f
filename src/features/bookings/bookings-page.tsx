import { Badge, Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { listVersion, useConnection } from '@/api/connection';
import { bookingsPageQuery } from '@/api/bookings/queries';
import type { Booking } from '@/api/bookings/schemas';
import { PagedListView } from '@/components/data-table/paged-list';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { DetailList } from '@/components/detail-list';
import { formatDateTime, formatDateTimeIn } from '@/lib/format';

const STATUS_COLORS: Record<string, string> = { confirmed: 'teal', cancelled: 'gray', rejected: 'red', awaiting_approval: 'yellow' };
const humanize = (s: string) => s.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

function details(b: Booking): [string, string | null | undefined][] {
  const outcome = typeof b.meeting_outcome === 'string' ? b.meeting_outcome : b.meeting_outcome?.name;
  return [
    ['Booking sid', b.sid],
    ['Client time zone', b.time_zone],
    ['Client sees', b.starts_at_for_client && `${formatDateTimeIn(b.starts_at_for_client, b.time_zone)} to ${b.ends_at_for_client ? formatDateTimeIn(b.ends_at_for_client, b.time_zone) : 'an unknown end'}`],
    ['Place', b.preferred_meeting_spot && humanize(b.preferred_meeting_spot)],
    ['Room', b.room_url],
    ['Other hosts', b.multihosts.map((h) => h.name || h.email).filter(Boolean).join(', ')],
    ['Cancelled by', b.cancelled_by],
    ['Cancellation reason', b.cancel_reason],
    ['Reschedule requested', b.reschedule_requested == null ? null : b.reschedule_requested ? 'Yes' : 'No'],
    ['No-show', b.no_show == null ? null : b.no_show ? 'Yes' : 'No'],
    ['Outcome', outcome],
    ['Internal notes', b.internal_notes],
    ...b.form_responses.map((r): [string, string] => [`Form: ${r.field ?? r.field_code ?? 'answer'}`, r.value == null ? '' : String(r.value)]),
    ['Booked', formatDateTime(b.created_at)],
  ];
}

export function BookingsPage() {
  const connection = useConnection();
  const list = usePagedList((params) => bookingsPageQuery(connection, listVersion(connection), params), (d) => d.bookings.length);
  const [open, setOpen] = useState<string | null>(null);

  const columns = [
    { key: 'when', header: 'When', cell: (b: Booking) => formatDateTime(b.starts_at), style: { whiteSpace: 'nowrap' } as const },
    {
      key: 'client',
      header: 'Client',
      cell: (b: Booking) => (
        <div>
          <Text size="sm" fw={600}>
            {b.name || '—'}
          </Text>
          <Text size="xs" c="dimmed">
            {b.email}
          </Text>
        </div>
      ),
    },
    { key: 'host', header: 'Host', cell: (b: Booking) => b.host_name || b.host_email || '—' },
    { key: 'link', header: 'Scheduling link', cell: (b: Booking) => <span className="break-anywhere">{b.meeting?.name || '—'}</span>, style: { maxWidth: 280 } },
    {
      key: 'status',
      header: 'Status',
      cell: (b: Booking) => (
        <Badge variant="light" color={STATUS_COLORS[b.status ?? ''] ?? 'gray'} styles={{ label: { color: 'var(--mantine-color-text)', overflow: 'visible' } }}>
          {b.status ? humanize(b.status) : 'Unknown'}
        </Badge>
      ),
    },
    {
      key: 'more',
      header: <span className="visually-hidden-text">Details</span>,
      cell: (b: Booking) => (
        <Button
          size="compact-sm"
          variant="default"
          aria-expanded={open === b.id}
          aria-controls={`booking-${b.id}`}
          onClick={() => setOpen(open === b.id ? null : b.id)}
          aria-label={`${open === b.id ? 'Hide' : 'Show'} details of the booking with ${b.name ?? 'this client'}`}
        >
          {open === b.id ? 'Hide' : 'Details'}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <title>Bookings · Slotboard</title>
      <div>
        <Title order={1}>Bookings</Title>
        <Text c="dimmed">Newest first. Times are in your browser&apos;s time zone.</Text>
      </div>
      <PagedListView
        list={list}
        rows={(d) => d.bookings}
        label="Bookings table"
        columns={columns}
        rowKey={(b: Booking) => b.id}
        minWidth={860}
        noun={{ one: 'booking', many: 'bookings' }}
        emptyTitle="This workspace has no bookings"
        after={(b: Booking) =>
          open === b.id ? (
            <tr id={`booking-${b.id}`}>
              <td colSpan={columns.length}>
                <DetailList items={details(b)} />
              </td>
            </tr>
          ) : null
        }
      />
    </Stack>
  );
}
