import { formatClock } from './clock';
import { normalize, type Range, type Week } from './periods';
import { datesBetween as datesFromTo, weekdayOf } from './wall-clock';

// Date overrides (spec §4.1): a date unavailable all day (periods []), with its own hours (periods
// replace the weekly ones), or the removal of an existing override (the date sent without periods).

export type Override =
  | { date: string; kind: 'unavailable' }
  | { date: string; kind: 'hours'; ranges: Range[] }
  | { date: string; kind: 'remove' };

/** Every date from one to the other, both included, in order, whichever is picked first. */
export const datesBetween = (from: string, to: string): string[] =>
  from <= to ? datesFromTo(from, to) : datesFromTo(to, from);

/** Custom hours for a date start from that weekday's hours, or 9 to 5 when the day has none. */
export const prefilledHours = (week: Week, date: string): Range[] => {
  const ranges = week[weekdayOf(date)];
  return ranges.length ? ranges.map((r) => ({ ...r })) : [{ start: 540, end: 1020 }];
};

/** Adds or replaces the overrides of the given dates; the list stays sorted by date. */
export function setOverrides(list: readonly Override[], next: readonly Override[]): Override[] {
  const replaced = new Set(next.map((o) => o.date));
  return [...list.filter((o) => !replaced.has(o.date)), ...next].sort((a, b) => a.date.localeCompare(b.date));
}

export const isPastDate = (date: string, today: string) => date < today;

export function overridesToBody(list: readonly Override[], withWeekday = false) {
  return list.map((o) => {
    if (o.kind === 'remove') return { date: o.date };
    if (o.kind === 'unavailable') return { date: o.date, periods: [] };
    const wday = weekdayOf(o.date);
    return {
      date: o.date,
      periods: normalize(o.ranges).map((r) => ({
        ...(withWeekday ? { wday } : {}),
        start_time: formatClock(r.start),
        end_time: formatClock(r.end),
      })),
    };
  });
}
