import { addDays, datesBetween, endOnDate, wallClock, zonedToUtc } from './clock.ts';
import { workingSpans, type Range, type Span, type WeeklyHours } from './hours.ts';
import { bookingWindow } from './window.ts';

// The times a booker is offered on a link, from plain facts: the link's rules and, per host, the
// hours that apply, the default availability's date overrides and the times the host is taken.
// The sandbox answers GET /v1/slots from these rules, and the dashboard estimates with the same
// ones before a change. Pure: "now" comes in. The choices the vendor leaves open are written down
// in docs/api.md ("Slots").

export interface LinkRules {
  kind: 'one_on_one' | 'round_robin' | 'multihost' | 'grouped' | null;
  disabled: boolean;
  /** The default duration, in minutes. */
  duration: number;
  /** Minutes between start times. */
  step: number;
  /** Buffers before and after a meeting, in minutes. */
  before: number;
  after: number;
  /** Minimum notice, in minutes. */
  leadTime: number;
  /** The booking window as the link keeps it; null when it sets none. */
  window: { type: string; value: string } | null;
  /** The zone the booking window counts days in: the first host's. */
  zone: string;
}

export interface HostRules {
  zone: string;
  /** The weekly hours that apply: the link's own, else the host's default availability (null: none). */
  hours: WeeklyHours | null;
  /** The default availability's date overrides, in the host's zone ([] = unavailable all day). */
  overrides: ReadonlyMap<string, readonly Range[]>;
  /** When the host is taken: bookings that hold their time. */
  busy: readonly Span[];
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

export interface SlotAsk {
  /** The dates asked, in `zone`, both included. */
  from: string;
  to: string;
  zone: string;
  now: number;
}

const MINUTE = 60_000;
/** Statuses that hold a host's time; a cancelled or rejected booking frees it. */
export const HOLDING = new Set(['confirmed', 'awaiting_approval']);

/** Which hosts must be free for a time to be offered: every one, or (round robin) any one. */
export const needsEveryHost = (kind: LinkRules['kind']) => kind !== 'round_robin';

/** The hosts whose time is checked: a one-on-one link's first host, every host otherwise. */
export const checkedHostsOf = <T>(kind: LinkRules['kind'], hosts: readonly T[]): T[] =>
  kind === 'one_on_one' ? hosts.slice(0, 1) : [...hosts];

/** Every asked date with the times a booker is offered on it, in the asked zone. */
export function bookableSlots(link: LinkRules, hosts: readonly HostRules[], ask: SlotAsk): SlotDay[] {
  const empty = datesBetween(ask.from, ask.to).map((date) => ({ date, slots: [] as Slot[] }));
  const window = link.window
    ? bookingWindow(link.window.type, link.window.value, wallClock(ask.now, link.zone).date)
    : 'open';
  if (link.disabled || hosts.length === 0 || link.duration <= 0 || !window) return empty;
  const step = link.step > 0 ? link.step : link.duration;
  const asked = { start: zonedToUtc(ask.from, 0, ask.zone), end: endOnDate(ask.to, 1440, ask.zone) };
  // Two days either side cover every zone's date for the asked days (offsets differ by at most 26 hours).
  const [first, last] = [addDays(ask.from, -2), addDays(ask.to, 2)];
  const earliest = ask.now + link.leadTime * MINUTE;
  const open =
    window === 'open'
      ? { start: -Infinity, end: Infinity }
      : { start: zonedToUtc(window.first, 0, link.zone), end: endOnDate(window.last, 1440, link.zone) };

  const free = new Map<number, number>();
  for (const host of hosts) {
    for (const span of workingSpans(host.hours, host.overrides, host.zone, first, last)) {
      for (let s = span.start; s + link.duration * MINUTE <= span.end; s += step * MINUTE) {
        if (s < asked.start || s >= asked.end || s < earliest || s < open.start || s >= open.end) continue;
        const lo = s - link.before * MINUTE;
        const hi = s + (link.duration + link.after) * MINUTE;
        if (host.busy.some((b) => b.start < hi && b.end > lo)) continue;
        free.set(s, (free.get(s) ?? 0) + 1);
      }
    }
  }
  const byDate = new Map(empty.map((d) => [d.date, d]));
  for (const [start, count] of [...free].sort(([a], [b]) => a - b)) {
    if (needsEveryHost(link.kind) && count < hosts.length) continue;
    byDate
      .get(wallClock(start, ask.zone).date)
      ?.slots.push({ start, end: start + link.duration * MINUTE, count: link.kind === 'round_robin' ? count : 1 });
  }
  return empty;
}

/** Bookable times starting from `from` (included) to `to` (excluded), instants. */
export const countBetween = (days: readonly SlotDay[], from: number, to: number) =>
  days.reduce((n, d) => n + d.slots.filter((s) => s.count > 0 && s.start >= from && s.start < to).length, 0);
