import { weeklyHours } from '@/domain/slot-effect/facts';
import { workingSpans as datedSpans } from '@/domain/slots/hours';
import { bookableSlots, type HostRules } from '@/domain/slots/slots';
import { bookingWindow } from '@/domain/slots/window';
import { addDays, wallClock, zonedToUtc } from '@/lib/time/wall-clock';
import { whyNot, type HostFacts, type LinkFacts, type Reason } from './why-not';
import type { Words } from './why-not-hours';

// Why a link offers no time at all, bookings aside: the reasons "why not" gives at the instants
// that come nearest (each host's first working stretch ahead), so the reschedule dialog says them
// in the link page's words instead of "try the next month" for months that cannot help.

/** How far ahead a link is looked at for a time it could offer. */
export const NO_TIMES_WEEKS = 8;

export interface NoTimes {
  /** Why no time is offered in the weeks looked at; empty when some time is (then bookings fill it). */
  reasons: { who: string | null; reason: Reason }[];
  /** The last date a booker may pick, by the booking window (in the link's zone); null: no last date. */
  lastDate: string | null;
}

const hostRules = (h: HostFacts): HostRules => ({
  zone: h.zone,
  hours: h.hours ? weeklyHours(h.hours.week, h.hours.zone) : null,
  overrides: h.overrides,
  busy: [],
});

/**
 * Whether the link could offer any time in the next NO_TIMES_WEEKS weeks with no booking in the
 * way, by the shared slot rules, and if not, why. A host whose hours could not be read leaves the
 * answer open: no reasons, as for a link that offers times.
 */
export function whyNoTimes(link: LinkFacts, hosts: readonly HostFacts[], now: number, words: Words): NoTimes {
  const today = wallClock(now, link.zone).date;
  const window = link.window ? bookingWindow(link.window.type, link.window.value, today) : null;
  const lastDate = window?.last ?? null;
  const free = hosts.map((h) => ({ ...h, bookings: [] }));
  const from = wallClock(now, words.zone).date;
  const to = addDays(from, NO_TIMES_WEEKS * 7 - 1);
  const offered = bookableSlots({ ...link, leadTime: link.leadTime ?? 0 }, free.map(hostRules), {
    from,
    to,
    zone: words.zone,
    now,
  }).some((d) => d.slots.length > 0);
  if (offered || free.length === 0 || free.some((h) => h.hours === null)) return { reasons: [], lastDate };

  // The instants asked about: where each host's working time starts next (after the notice), or,
  // when no host has any, the earliest a booker could book.
  // Not before the booking window opens: "why not" would only say that it has not yet.
  const opens = window ? zonedToUtc(window.first, 0, link.zone) : -Infinity;
  const earliest = Math.max(now + (link.leadTime ?? 0) * 60_000, opens);
  const asked = new Set<number>();
  const idle: HostFacts[] = [];
  for (const h of free) {
    const spans = datedSpans(hostRules(h).hours, h.overrides, h.zone, from, to);
    const ahead = spans.find((span) => span.end > earliest);
    if (spans.length === 0) idle.push(h);
    // Working time only before the notice allows: asked there, "why not" names the notice.
    else asked.add(ahead ? Math.max(ahead.start, earliest) : spans[0]!.start);
  }
  if (asked.size === 0) asked.add(earliest);
  const seen = new Set<string>();
  const reasons: NoTimes['reasons'] = [];
  const say = (who: string | null, reason: Reason) => {
    if (seen.has(reason.text)) return;
    seen.add(reason.text);
    reasons.push({ who, reason });
  };
  for (const at of [...asked].sort((a, b) => a - b)) {
    const why = whyNot(at, link, free, now, words);
    for (const r of why.link) say(null, r);
    // A host with no working time at all is said once, below, not as "outside their hours" at each instant.
    why.hosts.forEach((v, i) => (idle.includes(free[i]!) ? null : v.reasons.forEach((r) => say(v.name, r))));
  }
  for (const h of idle)
    say(h.name, {
      kind: 'weekly',
      text: `no working time in the next ${NO_TIMES_WEEKS} weeks (${h.hours!.name})`,
      ...(h.hours!.source === 'link'
        ? { linkHours: true }
        : h.availabilityId
          ? { availability: h.availabilityId }
          : {}),
    });
  return { reasons, lastDate };
}
