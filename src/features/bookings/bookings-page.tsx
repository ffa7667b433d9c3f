import { Alert, Badge, Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { listVersion, useConnection } from '@/api/connection';
import { isApiError } from '@/api/errors';
import { bookingsPageQuery } from '@/api/bookings/queries';
import type { Booking } from '@/api/bookings/schemas';
import { PagedListView } from '@/components/data-table/paged-list';
import { EmptyState } from '@/components/data-table/states';
import { usePageQuery } from '@/components/data-table/use-paged-list';
import { useUrlState } from '@/components/data-table/use-url-state';
import { Shown } from '@/components/not-readable';
import { shownDateTime } from '@/lib/format';
import { askedFilters, filterWords, ignoredFilters, joinWords } from './booking-check';
import { BookingDetails } from './booking-details';
import { BookingsFilters } from './bookings-filters';
import { bookingFilters, parseBookingsSearch, serializeBookingsSearch, type BookingsSearch } from './bookings-search';

const STATUS_COLORS: Record<string, string> = { confirmed: 'teal', cancelled: 'gray', rejected: 'red', awaiting_approval: 'yellow' };
const humanize = (s: string) => s.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
/** Answers that mean "this workspace does not take that filter" rather than a failure of the list. */
const UNSUPPORTED = new Set([400, 404, 405]);

export function BookingsPage() {
  const connection = useConnection();
  const [search, setSearch] = useUrlState(parseBookingsSearch, serializeBookingsSearch);
  const filters = bookingFilters(search);
  const paged = usePageQuery(
    (page) => bookingsPageQuery(connection, listVersion(connection), { page_number: page, page_size: search.size, ...filters }),
    search.page,
    search.size,
    (d) => d.bookings.length,
  );
  const list = { ...paged, search: { page: search.page, size: search.size }, setSearch: (p: { page: number; size: BookingsSearch['size'] }) => setSearch({ ...search, ...p }) };
  const [open, setOpen] = useState<string | null>(null);
  const asked = askedFilters(search);
  const { query } = paged;
  const fresh = query.data && !query.isPlaceholderData ? query.data : undefined;
  const ignored = fresh ? ignoredFilters(fresh.bookings, search, query.dataUpdatedAt) : [];
  const refused = asked.length > 0 && query.isError && isApiError(query.error) && query.error.status !== null && UNSUPPORTED.has(query.error.status);
  const clear = () => setSearch({ ...search, type: 'all', host: '', client: '', page: 1 });

  const columns = [
    { key: 'when', header: 'When', cell: (b: Booking) => <Shown value={shownDateTime(b.starts_at)} />, style: { whiteSpace: 'nowrap' } as const },
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
      <BookingsFilters search={search} onChange={(change) => setSearch({ ...search, ...change, page: 1 })} />
      {ignored.length > 0 && (
        <Alert color="yellow" role="status" title="Not filtered">
          This workspace did not apply the {joinWords(ignored.map((f) => filterWords(f, search)))} filter{ignored.length > 1 ? 's' : ''}; showing everything.
        </Alert>
      )}
      {refused ? (
        <EmptyState
          title={`This workspace does not support filtering bookings by ${joinWords(asked.map((f) => filterWords(f, search)))}`}
          action={
            <Button variant="default" onClick={clear}>
              Clear filters
            </Button>
          }
        />
      ) : fresh && fresh.bookings.length === 0 && asked.length > 0 ? (
        <EmptyState
          title="No bookings match these filters"
          action={
            <Button variant="default" onClick={clear}>
              Clear filters
            </Button>
          }
        />
      ) : (
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
                  <BookingDetails booking={b} />
                </td>
              </tr>
            ) : null
          }
        />
      )}
    </Stack>
  );
}
