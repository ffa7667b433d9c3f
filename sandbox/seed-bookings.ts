import type { BookingRecord, MeetingRecord, MemberRecord } from './records.ts';
import { Random } from './seed.ts';

// Bookings around the sandbox's "now": from 60 days before to 60 days after, so every day a person
// tries it has a past and a future. They come from their own generator, seeded with the workspace's
// seed and the UTC date of "now": the same all day on every machine, and the rest of the seed
// (members, links, packages) the same on every day.

const CLIENTS = [
  'Ada Lovelace',
  'Grace Hopper',
  'Alan Turing',
  'Katherine Johnson',
  'Linus Torvalds',
  'Margaret Hamilton',
  'Tim Berners-Lee',
  '李小龍',
];
const PAST = ['confirmed', 'confirmed', 'confirmed', 'confirmed', 'cancelled', 'rejected'];
const FUTURE = ['confirmed', 'confirmed', 'confirmed', 'cancelled', 'awaiting_approval'];
const ZONES = ['America/New_York', 'Europe/London', 'Asia/Kolkata', 'Australia/Sydney'];
const DAY = 86_400_000;
/** Days before and after today that hold bookings. */
const BOOKING_SPAN_DAYS = 60;

const iso = (ms: number) => new Date(ms).toISOString();
const emailOf = (client: string, i: number) =>
  `${
    client
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'client'
  }${i}@clients.example.org`;

/** The UTC midnight of the day `now` falls on. */
const utcDayStart = (now: number) => Math.floor(now / DAY) * DAY;

/**
 * Who hosts the i-th booking of a link: a round-robin link passes its bookings to each host in turn,
 * a multi-host link is hosted by its first host with the others as co-hosts, the rest by their host.
 */
function hostOf(meeting: MeetingRecord, turn: number): string {
  return meeting.kind === 'round_robin' ? meeting.hostIds[turn % meeting.hostIds.length]! : meeting.hostIds[0]!;
}

export function seedBookings(
  members: MemberRecord[],
  meetings: MeetingRecord[],
  options: { count: number; seed: number; now: number },
): BookingRecord[] {
  if (meetings.length === 0 || options.count <= 0) return [];
  const today = utcDayStart(options.now);
  const rng = new Random(options.seed * 31 + Math.floor(today / DAY));
  const turns = new Map<string, number>();
  const bookings: BookingRecord[] = [];
  const days = 2 * BOOKING_SPAN_DAYS + 1;
  for (let i = 0; i < options.count; i++) {
    const meeting = meetings[rng.int(0, meetings.length - 1)]!;
    const turn = turns.get(meeting.id) ?? 0;
    turns.set(meeting.id, turn + 1);
    // Spread evenly over the days, so each day has its share; the hour varies between 08:00 and 20:00 UTC.
    const day = -BOOKING_SPAN_DAYS + Math.floor((i * days) / options.count);
    const start = today + day * DAY + (8 * 60 + rng.int(0, 23) * 30) * 60_000;
    bookings.push(makeBooking(rng, meeting, hostOf(meeting, turn), start, today, i));
  }
  showcaseCoHost(bookings, members, meetings, rng, today);
  return bookings;
}

/** Judged by the day, not the moment, so that the whole day gives the same workspace. */
function makeBooking(
  rng: Random,
  meeting: MeetingRecord,
  hostId: string,
  start: number,
  today: number,
  i: number,
): BookingRecord {
  const client = rng.pick(CLIENTS);
  const duration = meeting.durations.find((d) => d.is_default)?.duration ?? 30;
  const past = start < today;
  const status = rng.pick(past ? PAST : FUTURE);
  const noShow = rng.chance(0.05);
  // Booked one to fourteen days ahead, and before today began.
  const created = iso(Math.min(start - rng.int(1, 14) * DAY, today - rng.int(1, 48) * 3_600_000));
  return {
    id: rng.uuid(),
    sid: rng.sid(),
    name: client,
    email: emailOf(client, i),
    meetingId: meeting.id,
    hostId,
    starts_at: iso(start),
    ends_at: iso(start + duration * 60_000),
    time_zone: rng.pick(ZONES),
    status,
    cancel_reason: status === 'cancelled' ? 'Something came up' : null,
    cancelled_by: status === 'cancelled' ? 'client' : null,
    no_show: status === 'confirmed' && past && noShow,
    spot: meeting.spots[0]!.spot,
    created_at: created,
    updated_at: created,
    reschedule_reason: null,
  };
}

/**
 * One confirmed booking in the next few days of a multi-host link on which the first member (the
 * seed's Oliver) is a co-host, not the host: the case an admin filtering by a person must not miss.
 */
function showcaseCoHost(
  bookings: BookingRecord[],
  members: MemberRecord[],
  meetings: MeetingRecord[],
  rng: Random,
  today: number,
) {
  const person = members[0];
  const meeting = meetings.find(
    (m) => m.kind === 'multihost' && !m.disabled && m.hostIds.indexOf(person?.id ?? '') > 0,
  );
  if (!person || !meeting) return;
  const booking = makeBooking(
    rng,
    meeting,
    meeting.hostIds[0]!,
    today + 2 * DAY + 15 * 3_600_000,
    today,
    bookings.length,
  );
  const slot = bookings.findIndex((b) => Date.parse(b.starts_at) >= today + 2 * DAY);
  bookings[slot < 0 ? bookings.length - 1 : slot] = {
    ...booking,
    status: 'confirmed',
    cancel_reason: null,
    cancelled_by: null,
  };
}
