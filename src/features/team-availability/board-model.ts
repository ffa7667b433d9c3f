import type { Availability } from '@/api/availabilities/schemas';
import { dayAndMonth } from '@/lib/time/display';
import { periodsToWeek, WEEKDAY_LABELS, WEEKDAYS, type Range, type Week } from '@/lib/time/periods';
import type { BoardMember } from './board-members';
import { rangesText, readRanges, shiftDated, shiftWeek } from './zone-shift';

// What the board shows, free of React: the filter, and the words of a week strip and of the
// coming overrides (the members themselves are built in board-members.ts).

export { boardBuilder, boardMembers, memberName, type BoardMember } from './board-members';

export interface BoardFilter {
  /** Part of a name or an email. */
  q: string;
  /** A member zone, exactly; '' for any. */
  zone: string;
  /** The zone hours are shown in; '' for each member's own. */
  view: string;
}

export function filterMembers(members: readonly BoardMember[], filter: Pick<BoardFilter, 'q' | 'zone'>): BoardMember[] {
  const q = filter.q.trim().toLowerCase();
  return members.filter(
    (m) => (!q || m.name.toLowerCase().includes(q) || m.email.toLowerCase().includes(q)) && (!filter.zone || m.zone === filter.zone),
  );
}

export const zonesOf = (members: readonly BoardMember[]) => [...new Set(members.flatMap((m) => (m.zone ? [m.zone] : [])))].sort();

/** "Mon 9:00 AM–5:00 PM, Tue …; Sat, Sun unavailable": the strip in words. */
export function weekText(week: Week): string {
  const parts = WEEKDAYS.filter((d) => week[d].length).map((d) => `${WEEKDAY_LABELS[d].slice(0, 3)} ${rangesText(week[d])}`);
  const off = WEEKDAYS.filter((d) => !week[d].length).map((d) => WEEKDAY_LABELS[d].slice(0, 3));
  if (!parts.length) return 'No weekly hours';
  return off.length ? `${parts.join(', ')}; ${off.join(', ')} unavailable` : parts.join(', ');
}

export interface ShownWeek {
  week: Week;
  unreadable: number;
}

/** The weekly hours in the zone shown: the member's own when no viewing zone or no member zone. */
export function shownWeek(a: Availability, memberZone: string | null, view: string, today: string): ShownWeek {
  const { week, unreadable } = periodsToWeek(a.periods);
  if (!view || !memberZone || view === memberZone) return { week, unreadable };
  return { week: shiftWeek(week, memberZone, view, today), unreadable };
}

export interface ShownOverride {
  date: string;
  /** null: unavailable all day. */
  ranges: Range[] | null;
  /** Periods that do not read: shown as unreadable, never guessed. */
  unreadable: boolean;
}

/** Overrides from `today` on (in the member's calendar), in the zone shown, earliest first. */
export function upcomingOverrides(a: Availability, memberZone: string | null, view: string, today: string): ShownOverride[] {
  const out: ShownOverride[] = [];
  for (const o of a.overrides) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(o.date) || o.date < today) continue;
    if (o.periods.length === 0) {
      out.push({ date: o.date, ranges: null, unreadable: false });
      continue;
    }
    const ranges = readRanges(o.periods);
    if (!ranges) {
      out.push({ date: o.date, ranges: [], unreadable: true });
      continue;
    }
    if (!view || !memberZone || view === memberZone) {
      out.push({ date: o.date, ranges, unreadable: false });
      continue;
    }
    const byDate = new Map<string, Range[]>();
    for (const p of shiftDated(o.date, ranges, memberZone, view)) byDate.set(p.date, [...(byDate.get(p.date) ?? []), p.range]);
    for (const [date, rs] of byDate) out.push({ date, ranges: rs, unreadable: false });
  }
  return out.sort((x, y) => x.date.localeCompare(y.date));
}

export const shortDate = (date: string) => dayAndMonth(date);

/** "Dec 25 unavailable", "Dec 31 10:00 AM–2:00 PM". */
export const overrideText = (o: ShownOverride) =>
  `${shortDate(o.date)} ${o.unreadable ? 'hours that could not be read' : o.ranges === null ? 'unavailable' : rangesText(o.ranges)}`;
