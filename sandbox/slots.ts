import type { AvailabilityRecord, BookingRecord, MeetingRecord, MemberRecord } from './records.ts';
import { dateOfDay, dayOf, dayOfDate, MINUTE, wallReader, weekdayOfDay } from './minute-clock.ts';
import { addDays, formatTime, utcToZoned, type Range, type WeeklyRange } from './time.ts';

// The times a booker is offered on a link, from the sandbox's own records: what
// GET /v1/slots/{meeting_slug} answers, written from the vendor's documents and docs/api.md
// ("Slots") alone. It shares nothing with the dashboard's estimate, which is the point: the
// workspace's slots are the judge of that estimate. So it works differently too, one UTC minute at
// a time: each minute is read on every host's wall clock, and a time is offered where the minutes
// of a whole meeting all are. Pure: everything, "now" included, comes in as arguments.

/** What of a link the rules read. */
export type SlotLink = Pick<
  MeetingRecord,
  | 'id'
  | 'kind'
  | 'disabled'
  | 'hostIds'
  | 'durations'
  | 'start_time_increment'
  | 'before_buffer_time'
  | 'after_buffer_time'
  | 'lead_time'
  | 'schedulable_range_type'
  | 'schedulable_range_value'
  | 'periods'
>;

/** The rest of the workspace the rules read. */
export interface SlotWorld {
  members: Pick<MemberRecord, 'id' | 'time_zone'>[];
  availabilities: Pick<AvailabilityRecord, 'memberId' | 'isDefault' | 'periods' | 'overrides'>[];
  bookings: Pick<BookingRecord, 'meetingId' | 'hostId' | 'starts_at' | 'ends_at' | 'status'>[];
  /** Every link: a booking on a multi-host link holds all of its hosts. */
  links: Pick<MeetingRecord, 'id' | 'kind' | 'hostIds'>[];
  now: number;
}

export interface SlotQuery {
  timeZone: string;
  year: number;
  month: number;
  day?: number;
}

/** One bookable time: instants in UTC milliseconds, and how many hosts could take it. */
export interface Slot {
  start: number;
  end: number;
  count: number;
}
export interface SlotDay {
  date: string;
  slots: Slot[];
}

/** Minutes looked at before the first asked date and after the last: hours crossing into them count. */
const MARGIN = 3 * 1440;
/** A cancelled or rejected booking frees its time; every other status holds it, one the sandbox does not know too. */
const FREES = new Set(['cancelled', 'rejected']);

const pad = (n: number) => String(n).padStart(2, '0');

/** The dates (in the link's zone) a booker may pick; null when the link's value cannot be read. */
export function bookingWindow(type: string, value: string, today: string): { first: string; last: string } | null {
  if (type === 'date_range') {
    const parts = value.trim().split(/\s+to\s+/);
    const ok = parts.length === 2 && parts.every((p) => /^\d{4}-\d{2}-\d{2}$/.test(p));
    return ok && parts[0]! <= parts[1]! ? { first: parts[0]!, last: parts[1]! } : null;
  }
  const n = /^\d{1,4}$/.test(value.trim()) ? Number(value) : 0;
  if (n < 1) return null;
  if (type === 'number_of_days_into_the_future') return { first: today, last: addDays(today, n - 1) };
  if (type !== 'number_of_business_days_into_the_future') return null;
  // Walk forward from today, counting Mondays to Fridays, until the Nth.
  let date = addDays(today, -1);
  for (let left = n; left > 0;) {
    date = addDays(date, 1);
    const wday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (wday !== 0 && wday !== 6) left -= 1;
  }
  return { first: today, last: date };
}

const within = (ranges: readonly Range[], minute: number) => ranges.some((r) => r.start <= minute && minute < r.end);

/**
 * Which minutes from `first` (a UTC minute) on a host works, 1 or 0: on a date of the host's zone
 * that the default availability overrides, that override's ranges; otherwise the weekly hours on
 * the clock of the zone they are kept in.
 */
function workingMinutes(
  first: number,
  count: number,
  hostZone: string,
  weekly: { periods: readonly WeeklyRange[]; zone: string } | null,
  overrides: ReadonlyMap<string, readonly Range[]>,
): Uint8Array {
  const hostClock = wallReader(hostZone);
  const hoursClock = weekly ? wallReader(weekly.zone) : hostClock;
  const overridden = new Map([...overrides].map(([date, ranges]) => [dayOfDate(date), ranges]));
  const out = new Uint8Array(count);
  for (let i = 0; i < count; i++) {
    const own = hostClock(first + i);
    const override = overridden.get(dayOf(own));
    if (override) {
      out[i] = within(override, own - dayOf(own) * 1440) ? 1 : 0;
      continue;
    }
    if (!weekly) continue;
    const local = hoursClock(first + i);
    const wday = weekdayOfDay(dayOf(local));
    out[i] = weekly.periods.some((p) => p.wday === wday && p.start <= local % 1440 && local % 1440 < p.end) ? 1 : 0;
  }
  return out;
}

/** Start minutes (indexes) every `step` from the start of each unbroken run of 1s, a whole meeting inside it. */
function startsOn(on: Uint8Array, duration: number, step: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < on.length;) {
    if (!on[i]) {
      i++;
      continue;
    }
    let end = i;
    while (end < on.length && on[end]) end++;
    for (let s = i; s + duration <= end; s += step) out.push(s);
    i = end;
  }
  return out;
}

interface Host {
  works: Uint8Array;
  /** Prefix sums of `works`: a meeting fits where its minutes sum to its length. */
  sums: Int32Array;
  held: { start: number; end: number }[];
}

/**
 * The sandbox's records read by the rules of docs/api.md: the link's own weekly hours where it has
 * them (kept in its first host's zone), else each host's default availability, whose date
 * overrides apply either way. A host the workspace no longer has offers nothing on a link that
 * needs every host.
 */
export function linkSlots(link: SlotLink, world: SlotWorld, query: SlotQuery): SlotDay[] {
  const from = `${query.year}-${pad(query.month)}-${pad(query.day ?? 1)}`;
  const lastDate = query.day !== undefined ? from : monthEnd(query.year, query.month);
  const days: SlotDay[] = [];
  for (let d = from; d <= lastDate; d = addDays(d, 1)) days.push({ date: d, slots: [] });
  if (link.disabled) return days;

  const ids = link.kind === 'one_on_one' ? link.hostIds.slice(0, 1) : link.hostIds;
  const members = ids.map((id) => world.members.find((m) => m.id === id));
  const present = members.filter((m): m is NonNullable<typeof m> => m !== undefined);
  if (present.length === 0 || (link.kind !== 'round_robin' && present.length < members.length)) return days;
  const duration = link.durations.find((d) => d.is_default)?.duration ?? link.durations[0]?.duration ?? 30;
  if (duration <= 0) return days;
  const step = link.start_time_increment > 0 ? link.start_time_increment : duration;
  const linkZone = present[0]!.time_zone;
  const window = bookingWindow(
    link.schedulable_range_type,
    link.schedulable_range_value,
    utcToZoned(world.now, linkZone).date,
  );
  if (!window) return days;

  const first = dayOfDate(from) * 1440 - MARGIN;
  const count = (dayOfDate(lastDate) + 1) * 1440 + MARGIN - first;
  const hosts: Host[] = present.map((member) => {
    const own = world.availabilities.find((a) => a.memberId === member.id && a.isDefault);
    const weekly = link.periods.length
      ? { periods: link.periods, zone: linkZone }
      : own
        ? { periods: own.periods, zone: member.time_zone }
        : null;
    const works = workingMinutes(first, count, member.time_zone, weekly, own?.overrides ?? new Map());
    const sums = new Int32Array(count + 1);
    for (let i = 0; i < count; i++) sums[i + 1] = sums[i]! + works[i]!;
    return { works, sums, held: heldBy(member.id, world) };
  });

  const before = link.before_buffer_time * MINUTE;
  const after = link.after_buffer_time * MINUTE;
  const freeAt = (h: Host, i: number) => {
    if (h.sums[i + duration]! - h.sums[i]! !== duration) return false;
    const start = (first + i) * MINUTE;
    const lo = start - before;
    const hi = start + duration * MINUTE + after;
    return !h.held.some((b) => b.start < hi && b.end > lo);
  };

  // Where times start: one host's runs of hours, the runs when every host works for a link that
  // needs them all, each host's own runs on a round-robin link.
  let candidates: number[];
  if (link.kind === 'round_robin') {
    candidates = [...new Set(hosts.flatMap((h) => startsOn(h.works, duration, step)))].sort((a, b) => a - b);
  } else {
    const all = new Uint8Array(count);
    for (let i = 0; i < count; i++) all[i] = hosts.every((h) => h.works[i]) ? 1 : 0;
    candidates = startsOn(all, duration, step);
  }

  const earliest = world.now + link.lead_time * MINUTE;
  const linkClock = wallReader(linkZone);
  const askClock = wallReader(query.timeZone);
  const byDate = new Map(days.map((d) => [d.date, d]));
  for (const i of candidates) {
    const start = (first + i) * MINUTE;
    if (start < earliest) continue;
    const linkDate = dateOfDay(dayOf(linkClock(first + i)));
    if (linkDate < window.first || linkDate > window.last) continue;
    const day = byDate.get(dateOfDay(dayOf(askClock(first + i))));
    if (!day) continue;
    const free = hosts.filter((h) => freeAt(h, i)).length;
    if (link.kind === 'round_robin' ? free === 0 : free < hosts.length) continue;
    day.slots.push({ start, end: start + duration * MINUTE, count: link.kind === 'round_robin' ? free : 1 });
  }
  return days;
}

function monthEnd(year: number, month: number): string {
  return `${year}-${pad(month)}-${pad(new Date(Date.UTC(year, month, 0)).getUTCDate())}`;
}

/** The times a host is taken: their bookings on any link, and every booking of a multi-host link they host. */
function heldBy(hostId: string, world: SlotWorld): { start: number; end: number }[] {
  const collective = new Set(
    world.links.filter((l) => l.kind === 'multihost' && l.hostIds.includes(hostId)).map((l) => l.id),
  );
  return world.bookings
    .filter((b) => !FREES.has(b.status) && (b.hostId === hostId || collective.has(b.meetingId)))
    .map((b) => ({ start: Date.parse(b.starts_at), end: Date.parse(b.ends_at) }))
    .filter((s) => Number.isFinite(s.start) && Number.isFinite(s.end));
}

/**
 * The vendor's answer: every asked day with its times in the asked zone. The times are keyed by
 * their start instant: a wall time the clocks repeat in autumn would otherwise name two slots.
 */
export function slotsBody(days: SlotDay[], timeZone: string) {
  const wall = (ms: number) => formatTime(utcToZoned(ms, timeZone).minutes);
  return {
    slots: days.map((d) => ({
      date: d.date,
      day: Number(d.date.slice(8)),
      slots: Object.fromEntries(
        d.slots.map((s) => [
          new Date(s.start).toISOString(),
          { start_time: wall(s.start), end_time: wall(s.end), count: s.count },
        ]),
      ),
    })),
  };
}
