import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Booking } from '@/api/bookings/schemas';
import { DetailList, type DetailValue } from '@/components/detail-list';
import { Shown } from '@/components/not-readable';
import { believableDate, believableMinutes, unreadable, type Reading } from '@/lib/believable';
import { formatMinutes, spotLabel } from '@/lib/format';
import { shownDateTime, shownDateTimeIn } from '@/lib/format-details';
import { answerText } from './answer-text';

const humanize = (s: string) => s.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
const yesNo = (v: boolean | null | undefined) => (v == null ? null : v ? 'Yes' : 'No');
const person = (name: string | null | undefined, email: string | null | undefined) =>
  name && email ? `${name} (${email})` : name || email || null;

/** Only http(s) addresses become links: a workspace's value is never trusted as a URL scheme. */
function safeLink(url: string | null | undefined, text: string): ReactNode {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer" className="break-anywhere tap-line">
      {text}
    </Anchor>
  );
}

/**
 * How long the booking lasts. Left out when either end is missing or the start is not believed (its
 * own row says so); not readable when the end is not believed, comes before the start, or a year
 * after it.
 */
function duration(b: Booking): Reading | null {
  if (!b.starts_at || !b.ends_at) return null;
  const start = believableDate(b.starts_at);
  if (start === null) return null;
  const end = believableDate(b.ends_at);
  const minutes = end === null ? NaN : Math.round((end - start) / 60_000);
  return minutes > 0 && believableMinutes(minutes)
    ? formatMinutes(minutes)
    : unreadable(`from ${b.starts_at} to ${b.ends_at}`);
}

/** The booking's start and end as the client sees them, each end judged on its own. */
function clientSees(b: Booking): ReactNode {
  if (!b.starts_at_for_client) return null;
  return (
    <>
      <Shown value={shownDateTimeIn(b.starts_at_for_client, b.time_zone)} /> to{' '}
      {b.ends_at_for_client ? <Shown value={shownDateTimeIn(b.ends_at_for_client, b.time_zone)} /> : 'an unknown end'}
    </>
  );
}

/** What the workspace told about one booking; fields it left empty are left out rather than shown as dashes. */
export function bookingDetails(b: Booking): [string, DetailValue][] {
  const outcome = typeof b.meeting_outcome === 'string' ? b.meeting_outcome : b.meeting_outcome?.name;
  const rows: [string, DetailValue][] = [
    ['Client', person(b.name, b.email)],
    ['Host', person(b.host_name, b.host_email)],
    [
      'Hosts',
      b.multihosts
        .map((h) => person(h.name, h.email))
        .filter(Boolean)
        .join(', '),
    ],
    ['Starts', b.starts_at && shownDateTime(b.starts_at)],
    ['Length', duration(b)],
    ['Client time zone', b.time_zone],
    ['Client sees', clientSees(b)],
    ['Place', b.preferred_meeting_spot && spotLabel(b.preferred_meeting_spot)],
    ['Room', safeLink(b.room_url, b.room_url ?? '')],
    ['Status', b.status && humanize(b.status)],
    ['Cancelled by', b.cancelled_by],
    ['Cancellation reason', b.cancel_reason],
    ['Reschedule requested', yesNo(b.reschedule_requested)],
    ['No-show', yesNo(b.no_show)],
    ['Outcome', outcome],
    ['Internal notes', b.internal_notes],
    ...b.form_responses.map((r): [string, string] => [
      `Answer: ${r.field ?? r.field_code ?? 'question'}`,
      answerText(r.value),
    ]),
    ['Booked', b.created_at && shownDateTime(b.created_at)],
    ['In NeetoCal', safeLink(b.admin_booking_url, 'Open this booking in NeetoCal')],
    ['Client’s page', safeLink(b.client_booking_url, 'The client’s booking page')],
  ];
  return rows.filter(([, v]) => v !== null && v !== undefined && v !== '' && v !== false);
}

export function BookingDetails({ booking }: { booking: Booking }) {
  return <DetailList items={bookingDetails(booking)} />;
}
