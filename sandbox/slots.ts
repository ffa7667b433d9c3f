import type { AvailabilityRecord, BookingRecord, MeetingRecord, MemberRecord } from './records.ts';
import { addDays, formatTime, offsetMinutes, weekdayOf, zonedToUtc, type Range, type WeeklyRange } from './time.ts';

// The times a booker is offered on a link, from the sandbox's own records: what
// GET /v1/slots/{meeting_slug} answers. Pure: everything, "now" included, comes in as arguments.
// The choices the vendor leaves open are written down in docs/api.md ("Slots").

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
  /** The date in the asked zone. */
  date: string;
  slots: Slot[];
}

/** A stretch of time, in UTC milliseconds, end excluded. */
interface Span {
  start: number;
  end: number;
}

const MINUTE = 60_000;
/** Statuses that hold a host's time; a cancelled or rejected booking frees it. */
const HOLDING = new Set(['confirmed', 'awaiting_approval']);

const pad = (n: number) => String(n).padStart(2, '0');
const QUARTER = 15 * MINUTE;
const offsets = new Map<string, number>();

/**
 * A moment's date and minutes on a zone's wall clock. Every zone changes its offset on a quarter
 * hour, so one offset per zone and quarter hour is exact; asking Intl for each slot cost a month's
 * answer some 200 ms.
 */
export function wallClock(ms: number, zone: string): { date: string; minutes: number } {
  const quarter = Math.floor(ms / QUARTER);
  const key = `${zone}|${quarter}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    if (offsets.size > 50_000) offsets.clear();
    offsets.set(key, (offset = offsetMinutes(zone, quarter * QUARTER)));
  }
  const local = new Date(ms + offset * MINUTE);
  return { date: local.toISOString().slice(0, 10), minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}
const endOfRange = (date: string, end: number, zone: string) =>
  end >= 1440 ? zonedToUtc(addDays(date, 1), 0, zone) : zonedToUtc(date, end, zone);

function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

function mergeSpans(spans: Span[]): Span[] {
  const out: Span[] = [];
  for (const s of [...spans].sort((a, b) => a.start - b.start)) {
    const last = out[out.length - 1];
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else if (s.end > s.start) out.push({ ...s });
  }
  return out;
}

const withoutSpan = (spans: Span[], cut: Span): Span[] =>
  spans.flatMap((s) =>
    s.end <= cut.start || s.start >= cut.end
      ? [s]
      : [
          ...(s.start < cut.start ? [{ start: s.start, end: cut.start }] : []),
          ...(s.end > cut.end ? [{ start: cut.end, end: s.end }] : []),
        ],
  );

/** Weekly hours on each date in their own zone, so each date has that date's offset (DST exact). */
function weeklySpans(periods: WeeklyRange[], zone: string, dates: string[]): Span[] {
  return dates.flatMap((date) =>
    periods
      .filter((p) => p.wday === weekdayOf(date))
      .map((p) => ({ start: zonedToUtc(date, p.start, zone), end: endOfRange(date, p.end, zone) })),
  );
}

/**
 * A host's working time: the link's own weekly hours where it has them (kept in its first host's
 * zone), else the host's default availability; a date override of that availability replaces the
 * day, in the host's zone, either way (a day off is off on every link).
 */
function hostHours(link: SlotLink, host: SlotWorld['members'][number], world: SlotWorld, dates: string[], linkZone: string): Span[] {
  const own = world.availabilities.find((a) => a.memberId === host.id && a.isDefault);
  let spans = link.periods.length ? weeklySpans(link.periods, linkZone, dates) : own ? weeklySpans(own.periods, host.time_zone, dates) : [];
  for (const [date, ranges] of own?.overrides ?? new Map<string, Range[]>()) {
    if (date < dates[0]! || date > dates[dates.length - 1]!) continue;
    spans = withoutSpan(mergeSpans(spans), { start: zonedToUtc(date, 0, host.time_zone), end: endOfRange(date, 1440, host.time_zone) });
    spans.push(...ranges.map((r) => ({ start: zonedToUtc(date, r.start, host.time_zone), end: endOfRange(date, r.end, host.time_zone) })));
  }
  return mergeSpans(spans);
}

/** The times a host is taken: their bookings on any link, and every booking of a multi-host link they host. */
function busySpans(hostId: string, world: SlotWorld): Span[] {
  const collective = new Set(world.links.filter((l) => l.kind === 'multihost' && l.hostIds.includes(hostId)).map((l) => l.id));
  return world.bookings
    .filter((b) => HOLDING.has(b.status) && (b.hostId === hostId || collective.has(b.meetingId)))
    .map((b) => ({ start: Date.parse(b.starts_at), end: Date.parse(b.ends_at) }))
    .filter((s) => Number.isFinite(s.start) && Number.isFinite(s.end));
}

const DATE_RANGE = /^(\d{4}-\d{2}-\d{2})\s+to\s+(\d{4}-\d{2}-\d{2})$/;

/**
 * The dates (in the link's zone) a booker may pick: N days starting today, the N business days
 * (Monday to Friday) starting today, or a range of dates, both ends included. A value that cannot
 * be read offers no date at all.
 */
export function bookingWindow(type: string, value: string, today: string): { first: string; last: string } | null {
  if (type === 'date_range') {
    const m = DATE_RANGE.exec(value.trim());
    return m && m[1]! <= m[2]! ? { first: m[1]!, last: m[2]! } : null;
  }
  if (!/^\d{1,4}$/.test(value.trim())) return null;
  const n = Number(value);
  if (n === 0) return null;
  if (type === 'number_of_days_into_the_future') return { first: today, last: addDays(today, n - 1) };
  if (type !== 'number_of_business_days_into_the_future') return null;
  let last = today;
  for (let counted = 0, d = today; counted < n; d = addDays(d, 1)) {
    if (!['saturday', 'sunday'].includes(weekdayOf(d))) {
      counted += 1;
      last = d;
    }
  }
  return { first: today, last };
}

/** Which hosts must be free for a time to be offered: every one, or (round robin) any one. */
const needsEveryHost = (kind: SlotLink['kind']) => kind !== 'round_robin';

export function linkSlots(link: SlotLink, world: SlotWorld, query: SlotQuery): SlotDay[] {
  const first = `${query.year}-${pad(query.month)}-${pad(query.day ?? 1)}`;
  const monthEnd = addDays(`${query.month === 12 ? query.year + 1 : query.year}-${pad(query.month === 12 ? 1 : query.month + 1)}-01`, -1);
  const last = query.day === undefined ? monthEnd : first;
  const days = datesBetween(first, last);
  const empty = days.map((date) => ({ date, slots: [] as Slot[] }));
  const hostIds = link.kind === 'one_on_one' ? link.hostIds.slice(0, 1) : link.hostIds;
  const hosts = hostIds.map((id) => world.members.find((m) => m.id === id));
  const present = hosts.filter((h): h is NonNullable<typeof h> => h !== undefined);
  if (link.disabled || present.length === 0 || (needsEveryHost(link.kind) && present.length < hosts.length)) return empty;

  const duration = link.durations.find((d) => d.is_default)?.duration ?? link.durations[0]?.duration ?? 30;
  const step = link.start_time_increment > 0 ? link.start_time_increment : duration;
  const linkZone = present[0]!.time_zone;
  const window = bookingWindow(link.schedulable_range_type, link.schedulable_range_value, wallClock(world.now, linkZone).date);
  if (duration <= 0 || !window) return empty;
  const asked = { start: zonedToUtc(first, 0, query.timeZone), end: endOfRange(last, 1440, query.timeZone) };
  // Two days either side cover every zone's date for the asked days (offsets differ by at most 26 hours).
  const dates = datesBetween(addDays(first, -2), addDays(last, 2));
  const earliest = world.now + link.lead_time * MINUTE;
  const open = { start: zonedToUtc(window.first, 0, linkZone), end: endOfRange(window.last, 1440, linkZone) };

  const free = new Map<number, number>();
  for (const host of present) {
    const busy = busySpans(host.id, world);
    for (const span of hostHours(link, host, world, dates, linkZone)) {
      for (let s = span.start; s + duration * MINUTE <= span.end; s += step * MINUTE) {
        if (s < asked.start || s >= asked.end || s < earliest || s < open.start || s >= open.end) continue;
        const lo = s - link.before_buffer_time * MINUTE;
        const hi = s + (duration + link.after_buffer_time) * MINUTE;
        if (busy.some((b) => b.start < hi && b.end > lo)) continue;
        free.set(s, (free.get(s) ?? 0) + 1);
      }
    }
  }
  const byDate = new Map(empty.map((d) => [d.date, d]));
  for (const [start, count] of [...free].sort(([a], [b]) => a - b)) {
    if (needsEveryHost(link.kind) && count < present.length) continue;
    byDate.get(wallClock(start, query.timeZone).date)?.slots.push({ start, end: start + duration * MINUTE, count: link.kind === 'round_robin' ? count : 1 });
  }
  return empty;
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
        d.slots.map((s) => [new Date(s.start).toISOString(), { start_time: wall(s.start), end_time: wall(s.end), count: s.count }]),
      ),
    })),
  };
}
