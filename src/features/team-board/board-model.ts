import type { Availability } from '@/api/availabilities/schemas';
import { dayAndMonth } from '@/lib/time/display';
import type { Range } from '@/lib/time/periods';
import type { BoardMember } from './board-members';
import { hoursOnDatesIn } from '@/domain/calendar/week-hours';
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
  /** A date in the week shown (the day shown, in the day view); '' for this week or today. */
  week: string;
  /** The timeline's span: a week or one day. */
  span: 'week' | 'day';
  /** Members chosen by email (the hosts of a link, typed or picked); none for everyone. */
  hosts: string[];
}

export function filterMembers(
  members: readonly BoardMember[],
  filter: Pick<BoardFilter, 'q' | 'zone'> & { hosts?: readonly string[] },
): BoardMember[] {
  const q = filter.q.trim().toLowerCase();
  const hosts = new Set((filter.hosts ?? []).map((e) => e.toLowerCase()));
  return members.filter(
    (m) =>
      (!q || m.name.toLowerCase().includes(q) || m.email.toLowerCase().includes(q)) &&
      (!filter.zone || m.zone === filter.zone) &&
      (hosts.size === 0 || hosts.has(m.email.toLowerCase())),
  );
}

export const zonesOf = (members: readonly BoardMember[]) =>
  [...new Set(members.flatMap((m) => (m.zone ? [m.zone] : [])))].sort();

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
    for (const shown of hoursOnDatesIn(o.date, ranges, memberZone, view)) out.push({ ...shown, unreadable: false });
  }
  return out.sort((x, y) => x.date.localeCompare(y.date));
}

export const shortDate = (date: string) => dayAndMonth(date);

/** "Dec 25 unavailable", "Dec 31 10:00 AM–2:00 PM". */
export const overrideText = (o: ShownOverride) =>
  `${shortDate(o.date)} ${o.unreadable ? 'hours that could not be read' : o.ranges === null ? 'unavailable' : rangesText(o.ranges)}`;
