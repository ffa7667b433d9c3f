import type { Availability } from '@/api/availabilities/schemas';
import { dayjs } from '@/lib/time/dayjs';
import { normalize, periodsToWeek, type Range } from '@/lib/time/periods';
import { addDays, shiftRanges, weekdayOf } from '@/lib/time/wall-clock';
import { readRanges } from './zone-shift';

// One chosen week of a member's real hours, date by date, in the zone they are shown in: each date
// of the member's own calendar takes its override when it has one, else its weekday's hours, and is
// converted with the offsets of that very date, so a week that crosses a clock change in either zone
// reads as it will be lived (a New York 09:00 is 14:00 in London on 8 March 2027, 13:00 on 15 March).

/** The first day (0 Sunday … 6 Saturday) of the week holding `date`, as a date. */
export function weekStartOf(date: string, firstDay: number): string {
  const back = (dayjs(date).day() - firstDay + 7) % 7;
  return addDays(date, -back);
}

export interface DatedHours {
  date: string;
  ranges: Range[];
  /** Some of the day's hours come from a date override (of the member's date, before conversion). */
  override: boolean;
  /** The override's hours could not be read: shown as such, never guessed. */
  unreadable: boolean;
}

/** The seven dates from `start`, each with the hours of `a` that fall on it in `view` (the member's own zone when ''). */
export function weekHours(a: Availability, memberZone: string | null, view: string, start: string): DatedHours[] {
  const dates = Array.from({ length: 7 }, (_, i) => addDays(start, i));
  const out = new Map(dates.map((date) => [date, { date, ranges: [] as Range[], override: false, unreadable: false }]));
  const weekly = periodsToWeek(a.periods).week;
  const overrides = new Map<string, Availability['overrides'][number]>();
  for (const o of a.overrides) if (/^\d{4}-\d{2}-\d{2}$/.test(o.date)) overrides.set(o.date, o);
  const to = view || memberZone;
  const from = memberZone;
  // A member's date can land on the day before or after in the view zone: read one more each side.
  for (let i = -1; i <= 7; i++) {
    const date = addDays(start, i);
    const o = overrides.get(date);
    const ranges = o ? (o.periods.length === 0 ? [] : readRanges(o.periods)) : weekly[weekdayOf(date)];
    if (ranges === null) {
      const day = out.get(date);
      if (day) Object.assign(day, { override: true, unreadable: true });
      continue;
    }
    const pieces =
      from && to && from !== to ? shiftRanges(date, ranges, from, to) : ranges.map((range) => ({ date, range }));
    if (o) {
      const day = out.get(date);
      if (day) day.override = true;
    }
    for (const p of pieces) {
      const day = out.get(p.date);
      if (!day) continue;
      day.ranges.push(p.range);
      if (o) day.override = true;
    }
  }
  for (const day of out.values()) day.ranges = normalize(day.ranges);
  return [...out.values()];
}

interface Coverage {
  /**
   * Seven rows (the dates), 24 counts: members available for some part of that hour. Seen from a
   * half-hour or 45-minute zone, a team's hours start at :30 or :45: counting whole hours only said 1
   * where 3 work.
   */
  counts: number[][];
  /** The same rows, counting only members available for the whole of the hour. */
  whole: number[][];
  /** Stretches inside a day's covered span where no one is available, and days no one covers. */
  gaps: { date: string; range: Range | null }[];
}

/** How many members are available each hour of the week (for any part of it, and for all of it), and where no one is. */
export function coverage(weeks: readonly DatedHours[][], start: string): Coverage {
  const dates = Array.from({ length: 7 }, (_, i) => addDays(start, i));
  const counts = dates.map(() => Array.from({ length: 24 }, () => 0));
  const whole = dates.map(() => Array.from({ length: 24 }, () => 0));
  const gaps: Coverage['gaps'] = [];
  dates.forEach((date, d) => {
    const all: Range[] = [];
    for (const week of weeks) {
      const day = week.find((x) => x.date === date);
      if (!day) continue;
      all.push(...day.ranges);
      for (let h = 0; h < 24; h++) {
        const from = h * 60;
        const to = from + 60;
        if (day.ranges.some((r) => r.start < to && r.end > from)) counts[d]![h]!++;
        if (day.ranges.some((r) => r.start <= from && r.end >= to)) whole[d]![h]!++;
      }
    }
    const union = normalize(all);
    if (!union.length) {
      gaps.push({ date, range: null });
      return;
    }
    for (let i = 1; i < union.length; i++)
      gaps.push({ date, range: { start: union[i - 1]!.end, end: union[i]!.start } });
  });
  return { counts, whole, gaps };
}

/**
 * A member's hours on one of their dates (an override's), as they fall on the dates of the zone
 * shown, earliest first: London's 25 December 20:00–23:00 is Kolkata's 26 December 01:30–04:30.
 */
export function hoursOnDatesIn(
  date: string,
  ranges: readonly Range[],
  from: string,
  to: string,
): { date: string; ranges: Range[] }[] {
  if (from === to) return [{ date, ranges: [...ranges] }];
  const byDate = new Map<string, Range[]>();
  for (const p of shiftRanges(date, ranges, from, to)) byDate.set(p.date, [...(byDate.get(p.date) ?? []), p.range]);
  return [...byDate].sort(([a], [b]) => a.localeCompare(b)).map(([d, rs]) => ({ date: d, ranges: normalize(rs) }));
}
