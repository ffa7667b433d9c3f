import type { Availability } from '@/api/availabilities/schemas';
import { dayAndMonth } from '@/lib/time/display';
import { WEEKDAY_LABELS, type Range } from '@/lib/time/periods';
import { shiftRanges, weekdayOf } from '@/lib/time/wall-clock';
import type { BoardMember } from './board-members';
import type { DatedHours } from '@/domain/calendar/week-hours';
import { rangesText, readRanges } from '@/domain/calendar/zone-shift';

// What the board shows, free of React: the filter, and the words of a week strip and of the
// coming overrides (the members themselves are built in board-members.ts).

export { boardMembers, type BoardMember } from './board-members';

export interface BoardFilter {
  /** Part of a name or an email. */
  q: string;
  /** A member zone, exactly; '' for any. */
  zone: string;
  /** The zone hours are shown in; '' for each member's own. */
  view: string;
  /** A date in the week shown; '' for this week. */
  week: string;
}

export function filterMembers(members: readonly BoardMember[], filter: Pick<BoardFilter, 'q' | 'zone'>): BoardMember[] {
  const q = filter.q.trim().toLowerCase();
  return members.filter(
    (m) =>
      (!q || m.name.toLowerCase().includes(q) || m.email.toLowerCase().includes(q)) &&
      (!filter.zone || m.zone === filter.zone),
  );
}

export const zonesOf = (members: readonly BoardMember[]) =>
  [...new Set(members.flatMap((m) => (m.zone ? [m.zone] : [])))].sort();

/** "Mon" for a date. */
export const weekdayShort = (date: string) => WEEKDAY_LABELS[weekdayOf(date)].slice(0, 3);

/**
 * A chosen week in words, each working date written out: "Mon Mar 8 1:00 PM–5:00 PM (override),
 * Tue Mar 9 9:00 AM–5:00 PM; Sat Mar 13, Sun Mar 14 unavailable".
 */
export function datedWeekText(days: readonly DatedHours[]): string {
  const worked = days.filter((d) => d.ranges.length && !d.unreadable);
  const unreadable = days.filter((d) => d.unreadable);
  const off = days.filter((d) => !d.ranges.length && !d.unreadable);
  const label = (d: DatedHours) => `${weekdayShort(d.date)} ${dayAndMonth(d.date)}`;
  const parts = worked.map((d) => `${label(d)} ${rangesText(d.ranges)}${d.override ? ' (override)' : ''}`);
  for (const d of unreadable) parts.push(`${label(d)} override hours that could not be read`);
  if (!off.length) return parts.join(', ');
  const offText = `${off.map(label).join(', ')} unavailable`;
  return parts.length ? `${parts.join(', ')}; ${offText}` : `No hours this week: ${offText}`;
}

export { coveringAvailability } from '@/domain/calendar/covering';

interface ShownOverride {
  date: string;
  /** null: unavailable all day. */
  ranges: Range[] | null;
  /** Periods that do not read: shown as unreadable, never guessed. */
  unreadable: boolean;
}

/** Overrides from `today` on (in the member's calendar), in the zone shown, earliest first. */
export function upcomingOverrides(
  a: Availability,
  memberZone: string | null,
  view: string,
  today: string,
): ShownOverride[] {
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
    for (const p of shiftRanges(o.date, ranges, memberZone, view))
      byDate.set(p.date, [...(byDate.get(p.date) ?? []), p.range]);
    for (const [date, rs] of byDate) out.push({ date, ranges: rs, unreadable: false });
  }
  return out.sort((x, y) => x.date.localeCompare(y.date));
}

export const shortDate = (date: string) => dayAndMonth(date);

/** "Dec 25 unavailable", "Dec 31 10:00 AM–2:00 PM". */
export const overrideText = (o: ShownOverride) =>
  `${shortDate(o.date)} ${o.unreadable ? 'hours that could not be read' : o.ranges === null ? 'unavailable' : rangesText(o.ranges)}`;
