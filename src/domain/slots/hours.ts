import type { Weekday } from '@/lib/time/periods';
import { datesBetween, rangeSpans, weekdayOf } from '@/lib/time/wall-clock';

// A host's working time as instants: weekly hours laid on each date in their own zone (each date
// with its own offset, so DST is exact), then the date overrides of the host's default
// availability replacing their whole day in the host's zone (a day off is off on every link).

/** Minutes since midnight, end excluded; an end of 1440 is midnight. */
export interface Range {
  start: number;
  end: number;
}
export interface WeeklyRange extends Range {
  wday: Weekday;
}
/** A stretch of time in UTC milliseconds, end excluded. */
export interface Span {
  start: number;
  end: number;
}

/** Weekly hours and the zone they are kept in. */
export interface WeeklyHours {
  periods: readonly WeeklyRange[];
  zone: string;
}

export function mergeSpans(spans: readonly Span[]): Span[] {
  const out: Span[] = [];
  for (const s of [...spans].sort((a, b) => a.start - b.start)) {
    const last = out[out.length - 1];
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else if (s.end > s.start) out.push({ ...s });
  }
  return out;
}

export const withoutSpan = (spans: readonly Span[], cut: Span): Span[] =>
  spans.flatMap((s) =>
    s.end <= cut.start || s.start >= cut.end
      ? [s]
      : [
          ...(s.start < cut.start ? [{ start: s.start, end: cut.start }] : []),
          ...(s.end > cut.end ? [{ start: cut.end, end: s.end }] : []),
        ],
  );

/** The time two lists of merged spans have in common. */
export function intersectSpans(a: readonly Span[], b: readonly Span[]): Span[] {
  return a.flatMap((x) =>
    b.flatMap((y) => {
      const span = { start: Math.max(x.start, y.start), end: Math.min(x.end, y.end) };
      return span.end > span.start ? [span] : [];
    }),
  );
}

/** Weekly hours on each date in their own zone. */
export const weeklySpans = (hours: WeeklyHours, dates: readonly string[]): Span[] =>
  dates.flatMap((date) =>
    hours.periods.filter((p) => p.wday === weekdayOf(date)).flatMap((p) => rangeSpans(date, p, hours.zone)),
  );

/**
 * A host's working time from `from` to `to` (dates, both included): weekly hours on those dates,
 * then each override dated in that stretch replacing its day in the host's zone ([] = off all day).
 */
export function workingSpans(
  hours: WeeklyHours | null,
  overrides: ReadonlyMap<string, readonly Range[]>,
  hostZone: string,
  from: string,
  to: string,
): Span[] {
  let spans = mergeSpans(hours ? weeklySpans(hours, datesBetween(from, to)) : []);
  for (const [date, ranges] of [...overrides].sort(([a], [b]) => a.localeCompare(b))) {
    if (date < from || date > to) continue;
    for (const day of rangeSpans(date, { start: 0, end: 1440 }, hostZone)) spans = withoutSpan(spans, day);
    spans = mergeSpans([...spans, ...ranges.flatMap((r) => rangeSpans(date, r, hostZone))]);
  }
  return spans;
}
