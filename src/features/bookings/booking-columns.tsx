import { Button, Text } from '@mantine/core';
import type { Booking } from '@/api/bookings/schemas';
import { CellLink } from '@/components/data-table/cells';
import { Shown } from '@/components/not-readable';
import { StateBadge } from '@/components/state-badge';
import { shownDateTime } from '@/lib/format-details';
import { hostsWords, roleOf } from './booking-hosts';

const STATUS_COLORS: Record<string, string> = {
  confirmed: 'teal',
  cancelled: 'gray',
  rejected: 'red',
  awaiting_approval: 'yellow',
};
const humanize = (s: string) => s.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

export function StatusBadge({ status }: { status: string | null | undefined }) {
  return (
    <StateBadge color={STATUS_COLORS[status ?? ''] ?? 'gray'} off={status === 'cancelled' || status === 'rejected'}>
      {status ? humanize(status) : 'Unknown'}
    </StateBadge>
  );
}

/** The address of a booking's own page, when the workspace gave it a sid to be found by. */
const bookingHref = (b: Booking) => (b.sid ? `/bookings/${encodeURIComponent(b.sid)}` : null);

interface Options {
  /** The host filter's email and the name it is known by: rows say how that person hosts them. */
  host: { email: string; name: string } | null;
  open: string | null;
  setOpen: (id: string | null) => void;
}

export function bookingColumns({ host, open, setOpen }: Options) {
  return [
    {
      key: 'when',
      header: 'When',
      cell: (b: Booking) => <Shown value={shownDateTime(b.starts_at)} />,
      style: { whiteSpace: 'nowrap' } as const,
    },
    {
      key: 'client',
      header: 'Client',
      cell: (b: Booking) => {
        const href = bookingHref(b);
        const name = b.name || '—';
        return (
          <div>
            <Text size="sm" fw={600}>
              {href ? (
                <CellLink href={href} title={`The booking with ${name}`}>
                  {name}
                </CellLink>
              ) : (
                name
              )}
            </Text>
            <Text size="xs" c="dimmed" className="break-anywhere">
              {b.email}
            </Text>
          </div>
        );
      },
    },
    {
      key: 'host',
      header: 'Host',
      cell: (b: Booking) => (
        <div>
          <span>{hostsWords(b)}</span>
          {host && roleOf(b, host.email) === 'co-host' && (
            <Text size="xs" c="dimmed">
              {host.name} is a co-host
            </Text>
          )}
        </div>
      ),
    },
    {
      key: 'link',
      header: 'Scheduling link',
      cell: (b: Booking) => <span className="break-anywhere">{b.meeting?.name || '—'}</span>,
      style: { maxWidth: 280 },
    },
    { key: 'status', header: 'Status', cell: (b: Booking) => <StatusBadge status={b.status} /> },
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
}
