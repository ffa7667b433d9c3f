import { addDays, wallClock } from '@/lib/time/wall-clock';
import type { Range, WeeklyHours } from '@/domain/slots/hours';
import { bookableSlots, type HostRules, type LinkRules } from '@/domain/slots/slots';

// The estimate of a change's effect on one link: its bookable times in the next four weeks now and
// after, both by the shared slot rules from what Slotboard read, with the same "now".

const WEEKS = 4;

/** The four weeks asked: today and the 27 dates after it, in the admin's zone. */
export function fourWeeks(now: number, zone: string): { from: string; to: string } {
  const from = wallClock(now, zone).date;
  return { from, to: addDays(from, WEEKS * 7 - 1) };
}

/** The months (year, month) the four weeks touch: one or two reads per link. */
export function monthsOf(span: { from: string; to: string }): { year: number; month: number }[] {
  const ym = (d: string) => ({ year: Number(d.slice(0, 4)), month: Number(d.slice(5, 7)) });
  const [a, b] = [ym(span.from), ym(span.to)];
  return a.year === b.year && a.month === b.month ? [a] : [a, b];
}

export interface LinkFactsNow {
  rules: LinkRules;
  /** The link has hours of its own (as last sent from this browser): its hosts' availabilities' weekly hours do not apply. */
  ownHours?: boolean;
  hosts: (HostRules & { email: string })[];
}

/** What a change does to one host's facts: their overrides (a holiday run), or the hours that apply (hours runs). */
export interface HostChange {
  overrides?: (before: ReadonlyMap<string, readonly Range[]>) => ReadonlyMap<string, readonly Range[]>;
  hours?: WeeklyHours;
}

/** What a change does to a host of a link (hours runs change the link, so every host alike). */
export type EffectChange = (email: string, link: LinkFactsNow) => HostChange | null;

const countIn = (link: LinkFactsNow, span: { from: string; to: string }, zone: string, now: number) =>
  bookableSlots(link.rules, link.hosts, { ...span, zone, now }).reduce((n, d) => n + d.slots.length, 0);

/**
 * Bookable times in the four weeks now and after the change, each host changed as `change` says.
 * `becomes`: the link as a change to its own settings makes it (other hosts, kind, duration, step);
 * the hosts' changes then apply to it.
 */
export function estimateLink(
  link: LinkFactsNow,
  change: EffectChange,
  now: number,
  zone: string,
  becomes: LinkFactsNow = link,
): { now: number; after: number } {
  const span = fourWeeks(now, zone);
  const after: LinkFactsNow = {
    rules: becomes.rules,
    hosts: becomes.hosts.map((h) => {
      const c = change(h.email, becomes);
      if (!c) return h;
      return { ...h, hours: c.hours ?? h.hours, overrides: c.overrides ? c.overrides(h.overrides) : h.overrides };
    }),
  };
  return { now: countIn(link, span, zone, now), after: countIn(after, span, zone, now) };
}

/** A holiday run's days laid over a host's overrides: each date replaced ([] = unavailable all day). */
export const withDays =
  (days: readonly { date: string; ranges: readonly Range[] | null }[]) =>
  (before: ReadonlyMap<string, readonly Range[]>) => {
    const out = new Map(before);
    for (const d of days) out.set(d.date, d.ranges ?? []);
    return out;
  };
