import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '@/api/errors';
import { useKnownPeople } from '@/domain/members/use-known-people';
import type { Booking } from '@/api/bookings/schemas';
import { PagedListView } from '@/components/data-table/paged-list';
import { EmptyState } from '@/components/data-table/states';
import { useUrlState } from '@/components/data-table/use-url-state';
import { hostName } from '@/domain/members/host-suggestions';
import { askedFilters, filterWords, joinWords } from './booking-check';
import { bookingColumns } from './booking-columns';
import { BookingDetails } from './booking-details';
import { ORDER_WORDS, rangeWords } from './booking-range';
import { BookingsFilters } from './bookings-filters';
import { ExportBookings } from './export-bookings';
import { parseBookingsSearch, serializeBookingsSearch } from './bookings-search';
import { useBookingsList } from './use-bookings-list';

/** Answers that mean "this workspace does not take that filter" rather than a failure of the list. */
const UNSUPPORTED = new Set([400, 404, 405]);

export function BookingsPage() {
  const [search, setSearch] = useUrlState(parseBookingsSearch, serializeBookingsSearch);
  // The moment the screen reads "today" and "the next 7 days" from: fixed while it is open, so the
  // range (and the request that carries it) does not move under the admin.
  const [now] = useState(() => Date.now());
  const { list, order, ignored, note, allRows } = useBookingsList(search, setSearch, now);
  const people = useKnownPeople(false);
  const [open, setOpen] = useState<string | null>(null);
  const asked = askedFilters(search);
  const { query } = list;
  const fresh = query.data && !query.isPlaceholderData ? query.data : undefined;
  const refused =
    asked.length > 0 &&
    query.isError &&
    isApiError(query.error) &&
    query.error.status !== null &&
    UNSUPPORTED.has(query.error.status);
  const filtered = asked.length > 0 || search.range !== 'any';
  const clear = () =>
    setSearch({ ...search, type: 'all', host: '', client: '', range: 'any', from: '', to: '', page: 1 });
  const columns = bookingColumns({
    host: search.host ? { email: search.host, name: hostName(search.host, people) } : null,
    open,
    setOpen,
  });
  const clearButton = (
    <Button variant="default" onClick={clear}>
      Clear filters
    </Button>
  );

  return (
    <Stack gap="md">
      <title>Bookings · Slotboard</title>
      <div>
        <Title order={1}>Bookings</Title>
        <Text c="dimmed">
          {search.range !== 'any' ? `${rangeWords(search)}, ` : ''}
          {search.range !== 'any' ? ORDER_WORDS[order].toLowerCase() : ORDER_WORDS[order]}. Times are in your
          browser&apos;s time zone.
        </Text>
      </div>
      <BookingsFilters search={search} onChange={(change) => setSearch({ ...search, ...change, page: 1 })} />
      {ignored.length > 0 && (
        <Alert color="yellow" role="status" title="Not filtered">
          This workspace did not apply the {joinWords(ignored.map((f) => filterWords(f, search)))} filter
          {ignored.length > 1 ? 's' : ''}; showing everything.
        </Alert>
      )}
      <ExportBookings allRows={allRows} />
      {note && (
        <Text size="sm" role="status">
          {note}
        </Text>
      )}
      {refused ? (
        <EmptyState
          title={`This workspace does not support filtering bookings by ${joinWords(asked.map((f) => filterWords(f, search)))}`}
          action={clearButton}
        />
      ) : fresh && fresh.bookings.length === 0 && filtered ? (
        <EmptyState title="No bookings match these filters" action={clearButton} />
      ) : (
        <PagedListView
          list={list}
          rows={(d) => d.bookings}
          label="Bookings table"
          columns={columns}
          rowKey={(b: Booking) => b.id}
          minWidth={900}
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
