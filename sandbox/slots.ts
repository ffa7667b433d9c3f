import type { AvailabilityRecord, BookingRecord, MeetingRecord, MemberRecord } from './records.ts';
import { addDays, datesBetween, wallClock } from '../slot-rules/clock.ts';
import type { Span } from '../slot-rules/hours.ts';
import {
  bookableSlots,
  checkedHostsOf,
  HOLDING,
  needsEveryHost,
  type HostRules,
  type LinkRules,
  type SlotDay,
} from '../slot-rules/slots.ts';
import { formatTime } from './time.ts';

export { bookingWindow } from '../slot-rules/window.ts';
export { wallClock } from '../slot-rules/clock.ts';
export type { Slot, SlotDay } from '../slot-rules/slots.ts';

// The times a booker is offered on a link, from the sandbox's own records: what
// GET /v1/slots/{meeting_slug} answers, by the rules the dashboard also estimates with
// (slot-rules/). Pure: everything, "now" included, comes in as arguments.

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

/** The times a host is taken: their bookings on any link, and every booking of a multi-host link they host. */
function busySpans(hostId: string, world: SlotWorld): Span[] {
  const collective = new Set(
    world.links.filter((l) => l.kind === 'multihost' && l.hostIds.includes(hostId)).map((l) => l.id),
  );
  return world.bookings
    .filter((b) => HOLDING.has(b.status) && (b.hostId === hostId || collective.has(b.meetingId)))
    .map((b) => ({ start: Date.parse(b.starts_at), end: Date.parse(b.ends_at) }))
    .filter((s) => Number.isFinite(s.start) && Number.isFinite(s.end));
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The sandbox's records as the shared rules read them: the link's own weekly hours where it has
 * them (kept in its first host's zone), else each host's default availability, whose date
 * overrides apply either way. A host the workspace no longer has offers nothing on a link that
 * needs every host.
 */
export function linkSlots(link: SlotLink, world: SlotWorld, query: SlotQuery): SlotDay[] {
  const from = `${query.year}-${pad(query.month)}-${pad(query.day ?? 1)}`;
  const monthEnd = addDays(
    `${query.month === 12 ? query.year + 1 : query.year}-${pad(query.month === 12 ? 1 : query.month + 1)}-01`,
    -1,
  );
  const ask = { from, to: query.day === undefined ? monthEnd : from, zone: query.timeZone, now: world.now };
  const hosts = checkedHostsOf(link.kind, link.hostIds).map((id) => world.members.find((m) => m.id === id));
  const present = hosts.filter((h): h is NonNullable<typeof h> => h !== undefined);
  if (present.length === 0 || (needsEveryHost(link.kind) && present.length < hosts.length))
    return datesBetween(ask.from, ask.to).map((date) => ({ date, slots: [] }));
  const linkZone = present[0]!.time_zone;
  const rules: LinkRules = {
    kind: link.kind,
    disabled: link.disabled,
    duration: link.durations.find((d) => d.is_default)?.duration ?? link.durations[0]?.duration ?? 30,
    step: link.start_time_increment,
    before: link.before_buffer_time,
    after: link.after_buffer_time,
    leadTime: link.lead_time,
    window: { type: link.schedulable_range_type, value: link.schedulable_range_value },
    zone: linkZone,
  };
  const hostRules = present.map((host): HostRules => {
    const own = world.availabilities.find((a) => a.memberId === host.id && a.isDefault);
    const hours = link.periods.length
      ? { periods: link.periods, zone: linkZone }
      : own
        ? { periods: own.periods, zone: host.time_zone }
        : null;
    return { zone: host.time_zone, hours, overrides: own?.overrides ?? new Map(), busy: busySpans(host.id, world) };
  });
  return bookableSlots(rules, hostRules, ask);
}

/**
 * The vendor's answer: every asked day with its times in the asked zone. The times are keyed by
 * their start instant: a wall time the clocks repeat in autumn would otherwise name two slots.
 */
export function slotsBody(days: SlotDay[], timeZone: string) {
  const wall = (ms: number) => formatTime(wallClock(ms, timeZone).minutes);
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
