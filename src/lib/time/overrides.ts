import { formatClock } from './clock';
import { dayjs } from './dayjs';
import { normalize, WEEKDAYS, type Range, type Week, type Weekday } from './periods';

// Date overrides (spec §4.1): a date unavailable all day (periods []), with its own hours (periods
// replace the weekly ones), or the removal of an existing override (the date sent without periods).

export type Override =
  | { date: string; kind: 'unavailable' }
  | { date: string; kind: 'hours'; ranges: Range[] }
  | { date: string; kind: 'remove' };

export const weekdayOfDate = (date: string): Weekday => WEEKDAYS[(dayjs(date).day() + 6) % 7]!;

/** Every date from one to the other, both included, in order. */
export function datesBetween(from: string, to: string): string[] {
  const [a, b] = from <= to ? [from, to] : [to, from];
  const out: string[] = [];
  for (let d = dayjs(a), end = dayjs(b); !d.isAfter(end); d = d.add(1, 'day')) out.push(d.format('YYYY-MM-DD'));
  return out;
}

/** Custom hours for a date start from that weekday's hours, or 9 to 5 when the day has none. */
export const prefilledHours = (week: Week, date: string): Range[] => {
  const ranges = week[weekdayOfDate(date)];
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
    const wday = weekdayOfDate(o.date);
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
