import { calendarDate, timeOf } from '@/lib/time/display';
import type { Range } from '@/lib/time/periods';
import { intersectSpans } from '@/domain/slots/hours';
import { holdsTime } from '@/domain/slots/slots';
import { bookingWindow as sharedWindow } from '@/domain/slots/window';
import { wallClock } from '@/lib/time/wall-clock';
import { MINUTE, overrideText, weeklyText, workingSpans, type HoursFacts, type Words } from './why-not-hours';

// Why a time is or is not bookable, from what Slotboard can read: the link's rules, each host's
// hours, date overrides and bookings. Pure: "now", the records and the words' clock come in. The
// rules are the ones docs/api.md ("Slots") writes down for the sandbox; the workspace's own answer
// is the judge (compareWithWorkspace), so a rule Slotboard cannot see is never guessed at.

export type { HoursFacts } from './why-not-hours';

export interface BookingFacts {
  sid: string | null;
  /** Who booked ("Ada Lovelace"). */
  client: string;
  start: number;
  end: number;
  status: string | null;
}

export interface HostFacts {
  name: string;
  zone: string;
  /** Null: Slotboard could not read them (no default availability, or the read failed). */
  hours: HoursFacts | null;
  /** The default availability's date overrides, in the host's zone ([] = unavailable all day). */
  overrides: ReadonlyMap<string, Range[]>;
  /** The default availability's id: it gives the overrides, and the weekly hours unless the link has its own. */
  availabilityId?: string | null;
  bookings: readonly BookingFacts[];
}

export interface LinkFacts {
  kind: 'one_on_one' | 'round_robin' | 'multihost' | 'grouped' | null;
  disabled: boolean;
  /** Minutes. */
  duration: number;
  /** Minutes between start times (the duration when the link sets none). */
  step: number;
  before: number;
  after: number;
  /** Minimum notice in minutes, when the link has one. */
  leadTime: number | null;
  window: { type: string; value: string } | null;
  /** The zone the booking window counts days in: the first host's. */
  zone: string;
}

export type ReasonKind =
  'disabled' | 'notice' | 'window' | 'weekly' | 'override' | 'grid' | 'booked' | 'buffer' | 'unknown';
export interface Reason {
  kind: ReasonKind;
  text: string;
  /** The booking's sid, where the reason is a booking. */
  booking?: string | null;
  /** The availability whose hours or override the reason reads, to open it. */
  availability?: string | null;
  /** The reason reads the link's own hours, edited on the link's hours page. */
  linkHours?: boolean;
}

/** Where a reason comes from, to open it: the booking, the availability giving the hours, or the link's own hours. */
export const reasonSource = (reason: Reason, linkSid: string): { href: string; text: string } | null =>
  reason.booking
    ? { href: `/bookings/${encodeURIComponent(reason.booking)}`, text: 'the booking' }
    : reason.availability
      ? { href: `/availabilities/${encodeURIComponent(reason.availability)}`, text: 'the availability' }
      : reason.linkHours
        ? { href: `/meetings/${encodeURIComponent(linkSid)}/availability`, text: 'the link’s hours' }
        : null;

export interface HostVerdict {
  name: string;
  /** Empty: free at that time, as far as Slotboard can read. */
  reasons: Reason[];
}

export interface WhyNot {
  link: Reason[];
  hosts: HostVerdict[];
  /** Whether Slotboard's reading says the time is bookable; null when a host's hours could not be read. */
  bookable: boolean | null;
  /** Hosts free, as the workspace counts places on a round-robin link. */
  free: number;
}

/** The dates (in the link's zone) a booker may pick, by the shared rules, with how the link says it; null when the value cannot be read. */
export function bookingWindow(
  type: string,
  value: string,
  today: string,
): { first: string; last: string; words: string } | null {
  const window = sharedWindow(type, value, today);
  if (!window) return null;
  const n = Number(value);
  const words =
    type === 'date_range'
      ? `${calendarDate(window.first)} to ${calendarDate(window.last)}`
      : type === 'number_of_days_into_the_future'
        ? `${n} ${n === 1 ? 'day' : 'days'} from today`
        : `${n} business ${n === 1 ? 'day' : 'days'} from today`;
  return { ...window, words };
}

const minutesWords = (n: number) =>
  n % 1440 === 0
    ? `${n / 1440} ${n === 1440 ? 'day' : 'days'}`
    : n % 60 === 0
      ? `${n / 60} ${n === 60 ? 'hour' : 'hours'}`
      : `${n} minutes`;

function linkReasons(at: number, link: LinkFacts, now: number, words: Words): Reason[] {
  const out: Reason[] = [];
  const when = (ms: number) =>
    `${calendarDate(wallClock(ms, words.zone).date)}, ${timeOf(ms, { h12: words.h12, timeZone: words.zone })}`;
  if (link.disabled) out.push({ kind: 'disabled', text: 'the link is turned off' });
  const earliest = now + (link.leadTime ?? 0) * MINUTE;
  if (at < earliest)
    out.push({
      kind: 'notice',
      text: link.leadTime
        ? `before the minimum notice (${minutesWords(link.leadTime)}: the earliest start now is ${when(earliest)})`
        : 'before the minimum notice (the time has passed)',
    });
  if (link.window) {
    const window = bookingWindow(link.window.type, link.window.value, wallClock(now, link.zone).date);
    const date = wallClock(at, link.zone).date;
    if (!window)
      out.push({
        kind: 'window',
        text: `beyond the booking window (the link's window "${link.window.value}" cannot be read, so nothing is offered)`,
      });
    else if (date > window.last)
      out.push({
        kind: 'window',
        text: `beyond the booking window (${window.words}, up to ${calendarDate(window.last)})`,
      });
    else if (date < window.first)
      out.push({ kind: 'window', text: `before the booking window opens (${window.words})` });
  }
  return out;
}

/**
 * Where the link's start times around `at` are laid from, when `at` is not one of them: from each
 * stretch of a host's hours on a round-robin link, of the time every host works otherwise
 * (domain/slots). Null when it is one, or when the hours already say why not.
 */
function offGridFrom(at: number, link: LinkFacts, hosts: readonly HostFacts[]): number | null {
  const end = at + link.duration * MINUTE;
  const known = hosts.flatMap((h) => (h.hours ? [workingSpans(at, h.hours, h.overrides, h.zone)] : []));
  if (link.step <= 0 || known.length === 0) return null;
  const stretches = link.kind === 'round_robin' ? known : [known.reduce((a, b) => intersectSpans(a, b))];
  const holding = stretches.flatMap((spans) => spans.filter((s) => s.start <= at && end <= s.end));
  if (holding.length === 0 || holding.some((s) => (at - s.start) % (link.step * MINUTE) === 0)) return null;
  return holding[0]!.start;
}

function hostReasons(at: number, host: HostFacts, link: LinkFacts, words: Words, gridFrom: number | null): Reason[] {
  const end = at + link.duration * MINUTE;
  const out: Reason[] = [];
  const owner = host.hours?.source === 'link' ? "the link's own hours" : `${host.name}'s weekly hours`;
  const from = host.availabilityId ? { availability: host.availabilityId } : {};
  if (!host.hours)
    out.push({
      kind: 'unknown',
      text: `Slotboard could not read ${host.name}'s default availability, so their hours are not checked`,
    });
  else {
    const spans = workingSpans(at, host.hours, host.overrides, host.zone);
    const inside = spans.find((s) => s.start <= at && end <= s.end);
    if (!inside) {
      const dates = [...new Set([wallClock(at, host.zone).date, wallClock(end - 1, host.zone).date])];
      const override = dates.find((d) => host.overrides.has(d));
      if (override !== undefined)
        out.push({
          kind: 'override',
          text: overrideText(override, host.overrides.get(override)!, host.zone, words),
          ...from,
        });
      else {
        const spill = spans.some((s) => s.start <= at && at < s.end);
        const date = wallClock(at, host.hours.zone).date;
        out.push({
          kind: 'weekly',
          text: `${spill ? 'runs past the end of' : 'outside'} ${owner} (${weeklyText(host.hours, date, words)})`,
          ...(host.hours.source === 'link' ? { linkHours: true } : from),
        });
      }
    } else if (gridFrom !== null)
      out.push({
        kind: 'grid',
        text: `not one of the link's start times (every ${link.step} minutes from ${timeOf(gridFrom, { h12: words.h12, timeZone: words.zone })})`,
      });
  }
  const span = (b: BookingFacts) =>
    `${timeOf(b.start, { h12: words.h12, timeZone: words.zone })}–${timeOf(b.end, { h12: words.h12, timeZone: words.zone })}`;
  for (const b of host.bookings) {
    if (!holdsTime(b.status)) continue;
    if (b.start < end && b.end > at)
      out.push({ kind: 'booked', text: `booked: ${b.client} ${span(b)}`, booking: b.sid });
    else if (link.before > 0 && b.end <= at && b.end > at - link.before * MINUTE)
      out.push({
        kind: 'buffer',
        text: `inside the ${link.before}-minute buffer after ${b.client}'s booking (${span(b)})`,
        booking: b.sid,
      });
    else if (link.after > 0 && b.start >= end && b.start < end + link.after * MINUTE)
      out.push({
        kind: 'buffer',
        text: `its ${link.after}-minute buffer after the meeting runs into ${b.client}'s booking (${span(b)})`,
        booking: b.sid,
      });
  }
  return out;
}

/** Why `at` is or is not bookable on the link, link rules first, then host by host. */
export function whyNot(at: number, link: LinkFacts, hosts: readonly HostFacts[], now: number, words: Words): WhyNot {
  const linkOut = linkReasons(at, link, now, words);
  const gridFrom = offGridFrom(at, link, hosts);
  const verdicts = hosts.map((h) => ({ name: h.name, reasons: hostReasons(at, h, link, words, gridFrom) }));
  const blocking = (v: HostVerdict) => v.reasons.some((r) => r.kind !== 'unknown');
  const free = verdicts.filter((v) => !blocking(v) && v.reasons.length === 0).length;
  const unsure = verdicts.some((v) => !blocking(v) && v.reasons.length > 0);
  let bookable: boolean | null;
  if (linkOut.length > 0 || verdicts.length === 0) bookable = false;
  else if (link.kind === 'round_robin') bookable = free > 0 ? true : unsure ? null : false;
  else bookable = verdicts.some(blocking) ? false : unsure ? null : true;
  return { link: linkOut, hosts: verdicts, bookable, free };
}

interface Agreement {
  tone: 'bookable' | 'not-bookable' | 'disagree' | 'unsure';
  text: string;
}

/**
 * Slotboard's reading beside the workspace's own slot at that instant (null: not listed). Where
 * they disagree it says so, and does not pretend to know why.
 */
export function compareWithWorkspace(
  why: WhyNot,
  offered: { count: number } | null,
  kind: LinkFacts['kind'],
): Agreement {
  const offers = offered !== null && offered.count > 0;
  if (why.bookable === null)
    return offers
      ? {
          tone: 'unsure',
          text: 'The workspace offers this time. Slotboard could not read everything it needs to check it.',
        }
      : {
          tone: 'unsure',
          text: 'The workspace does not offer this time. Slotboard could not read everything it needs to say why.',
        };
  if (why.bookable && offers) {
    if (kind === 'round_robin' && offered.count !== why.free)
      return {
        tone: 'disagree',
        text: `The workspace offers this time with ${offered.count} ${offered.count === 1 ? 'place' : 'places'}; Slotboard counts ${why.free} ${why.free === 1 ? 'host' : 'hosts'} free. The difference is something Slotboard cannot see, such as a connected calendar.`,
      };
    return {
      tone: 'bookable',
      text: 'The workspace offers this time, and Slotboard finds nothing against it.',
    };
  }
  if (why.bookable)
    return {
      tone: 'disagree',
      text: 'The workspace says this time is not bookable for a reason Slotboard cannot see, such as a connected calendar.',
    };
  if (offers)
    return {
      tone: 'disagree',
      text: 'The workspace offers this time although Slotboard finds a reason against it: the workspace knows something Slotboard cannot read, such as hours changed outside Slotboard.',
    };
  // The panel's headline already says "Not bookable": the text says who says so.
  return { tone: 'not-bookable', text: 'The workspace does not offer this time.' };
}
