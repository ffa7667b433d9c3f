import { addDays, datesBetween, endOnDate, wallClock, zonedToUtc } from '@/lib/time/wall-clock';
import { intersectSpans, workingSpans, type Range, type Span, type WeeklyHours } from './hours';
import { bookingWindow } from './window';

// The times a booker is offered on a link, from plain facts: the link's rules and, per host, the
// hours that apply, the default availability's date overrides and the times the host is taken.
// The dashboard estimates and explains with these rules; the sandbox computes the same answer its
// own way (sandbox/slots.ts), and a property test holds the two together. Pure: "now" comes in.
// The choices the vendor leaves open are written down in docs/api.md ("Slots").

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
/** The statuses that free a booking's time, in the spellings workspaces use. */
const FREEING = new Set(['cancelled', 'canceled', 'rejected', 'declined']);

/**
 * Whether a booking holds its host's time: every status but a cancelled, rejected or declined
 * one, so a booking awaiting approval does, and so does a status Slotboard does not know (or none):
 * an admin is better told a time may be taken than promised one that is not (docs/api.md, "Slots").
 */
export const holdsTime = (status: string | null | undefined) => !FREEING.has((status ?? '').trim().toLowerCase());

/** Which hosts must be free for a time to be offered: every one, or (round robin) any one. */
export const needsEveryHost = (kind: LinkRules['kind']) => kind !== 'round_robin';

/** The hosts whose time is checked: a one-on-one link's first host, every host otherwise. */
export const checkedHostsOf = <T>(kind: string | null | undefined, hosts: readonly T[]): T[] =>
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

  const duration = link.duration * MINUTE;
  const spans = hosts.map((host) => workingSpans(host.hours, host.overrides, host.zone, first, last));
  const grid = (stretches: readonly Span[]) =>
    stretches.flatMap((span) => {
      const out: number[] = [];
      for (let s = span.start; s + duration <= span.end; s += step * MINUTE) out.push(s);
      return out;
    });
  // Where times start: from each stretch of the hours of a host on a round-robin link, of the time
  // every host works on a link that needs them all (a host whose hours start at 09:10 moves the
  // others' times to 09:10 too, rather than leaving no time both hold).
  const starts = needsEveryHost(link.kind)
    ? grid(spans.reduce((a, b) => intersectSpans(a, b)))
    : [...new Set(spans.flatMap(grid))].sort((a, b) => a - b);
  const freeAt = (i: number, s: number) => {
    const lo = s - link.before * MINUTE;
    const hi = s + duration + link.after * MINUTE;
    return (
      spans[i]!.some((span) => span.start <= s && s + duration <= span.end) &&
      !hosts[i]!.busy.some((b) => b.start < hi && b.end > lo)
    );
  };
  const byDate = new Map(empty.map((d) => [d.date, d]));
  for (const start of starts) {
    if (start < asked.start || start >= asked.end || start < earliest || start < open.start || start >= open.end)
      continue;
    // Round robin counts every host free at the time, whichever host's hours it is laid from.
    const count = hosts.filter((_, i) => freeAt(i, start)).length;
    if (needsEveryHost(link.kind) ? count < hosts.length : count === 0) continue;
    byDate
      .get(wallClock(start, ask.zone).date)
      ?.slots.push({ start, end: start + duration, count: link.kind === 'round_robin' ? count : 1 });
  }
  return empty;
}

/** Bookable times starting from `from` (included) to `to` (excluded), instants. */
export const countBetween = (days: readonly SlotDay[], from: number, to: number) =>
  days.reduce((n, d) => n + d.slots.filter((s) => s.count > 0 && s.start >= from && s.start < to).length, 0);
