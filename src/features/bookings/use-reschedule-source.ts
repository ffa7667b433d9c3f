import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { bookingLinkQuery } from '@/api/bookings/booking-link';
import type { Booking } from '@/api/bookings/schemas';
import { useKnownCapability } from '@/api/capabilities';
import { useConnection } from '@/api/connection';
import { useSlotMonth } from '@/api/slots/use-slot-month';
import { utcToZoned } from '@/lib/time/wall-clock';

const dayIn = (ms: number, zone: string) => utcToZoned(ms, zone).date;

/** Where the new times come from: the workspace's free times for the link, or a typed time and why. */
type RescheduleSource = { kind: 'finding' } | { kind: 'slots' } | { kind: 'plain'; why: string };

const TYPE_IT = 'so type the new time in the client’s zone: the workspace checks it when it is sent.';

/**
 * The booking's link and its month of free times, asked only while the dialog is open. The month
 * starts at the booking's own (or this month, for one already past) and never before today.
 */
export function useRescheduleSource(booking: Booking, zone: string, now: number, open: boolean) {
  const connection = useConnection();
  const slotsAnswer = useKnownCapability('slots', 'v1');
  const today = dayIn(now, zone);
  const starts = Date.parse(booking.starts_at ?? '');
  const first = Number.isNaN(starts) || starts < now ? today : dayIn(starts, zone);
  const [shown, setShown] = useState({ year: Number(first.slice(0, 4)), month: Number(first.slice(5, 7)) });
  const meeting =
    booking.meeting_id && booking.meeting?.name ? { id: booking.meeting_id, name: booking.meeting.name } : null;
  const link = useQuery({
    ...bookingLinkQuery(connection, meeting ?? { id: '', name: '' }),
    enabled: open && meeting !== null && slotsAnswer !== 'no',
  });
  const slug = link.data?.slug ?? null;
  const slots = useSlotMonth(
    open && slug && slotsAnswer !== 'no' ? { slug, timeZone: zone, year: shown.year, month: shown.month } : null,
  );

  let source: RescheduleSource;
  if (slots.offered === 'no' || slotsAnswer === 'no')
    source = { kind: 'plain', why: `This workspace does not offer its free times through its API, ${TYPE_IT}` };
  else if (!meeting)
    source = {
      kind: 'plain',
      why: `The workspace did not say which scheduling link this booking was made on, ${TYPE_IT}`,
    };
  else if (link.isPending) source = { kind: 'finding' };
  else if (link.isError)
    source = {
      kind: 'plain',
      why: `The booking’s scheduling link could not be read (${link.error.message}), ${TYPE_IT}`,
    };
  else if (!slug)
    source = {
      kind: 'plain',
      why: `The booking’s scheduling link, “${meeting.name}”, is not among the workspace’s links, ${TYPE_IT}`,
    };
  else source = { kind: 'slots' };

  return {
    source,
    today,
    shown,
    setShown: (year: number, month: number) => setShown({ year, month }),
    /** The booking's link as the workspace lists it, for why it has no free time. */
    meeting: link.data?.meeting ?? null,
    answer: slots.query.data,
    /** The month's read, as the dialog's QueryState draws it. */
    read: slots.query,
    queryKey: slots.queryKey,
  };
}
