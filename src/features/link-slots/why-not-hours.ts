import { calendarDate, timeOfDay } from '@/lib/time/display';
import { weekdayOfDate } from '@/lib/time/overrides';
import { WEEKDAY_LABELS, type Range, type Week } from '@/lib/time/periods';
import { offsetMinutes, wallTime } from '@/lib/time/zones';

// The hours half of "why not": where a host's working time lies around one instant, date by date
// in the hours' own zone (each date with its own offset, so DST is exact), with the default
// availability's date overrides replacing their day in the host's zone, as the workspace does.

export const MINUTE = 60_000;

/** A stretch of time in UTC milliseconds, end excluded. */
export interface Span {
  start: number;
  end: number;
}

/** The weekly hours a host is read against: the link's own, or the host's default availability. */
export interface HoursFacts {
  source: 'availability' | 'link';
  /** The availability's name ("Working hours"); for the link's own hours, how Slotboard knows them. */
  name: string;
  week: Week;
  zone: string;
}

export const addDays = (date: string, by: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + by);
  return d.toISOString().slice(0, 10);
};

/** A moment's date and minutes on a zone's wall clock. */
export function wallOf(ms: number, zone: string): { date: string; minutes: number } {
  const local = new Date(ms + offsetMinutes(zone, ms) * MINUTE);
  return { date: local.toISOString().slice(0, 10), minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

const spanOn = (date: string, r: Range, zone: string): Span => ({ start: wallTime(date, r.start, zone).ms, end: wallTime(date, r.end, zone).ms });

function merge(spans: Span[]): Span[] {
  const out: Span[] = [];
  for (const s of [...spans].sort((a, b) => a.start - b.start)) {
    const last = out[out.length - 1];
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else if (s.end > s.start) out.push({ ...s });
  }
  return out;
}

const without = (spans: Span[], cut: Span): Span[] =>
  spans.flatMap((s) =>
    s.end <= cut.start || s.start >= cut.end
      ? [s]
      : [...(s.start < cut.start ? [{ start: s.start, end: cut.start }] : []), ...(s.end > cut.end ? [{ start: cut.end, end: s.end }] : [])],
  );

/** The host's working time on the dates around `at`: weekly hours, then overrides replacing their days. */
export function workingSpans(at: number, hours: HoursFacts, overrides: ReadonlyMap<string, Range[]>, hostZone: string): Span[] {
  const centre = wallOf(at, hours.zone).date;
  const dates = [-2, -1, 0, 1, 2].map((d) => addDays(centre, d));
  let spans = merge(dates.flatMap((date) => hours.week[weekdayOfDate(date)].map((r) => spanOn(date, r, hours.zone))));
  const hostCentre = wallOf(at, hostZone).date;
  for (const date of [-2, -1, 0, 1, 2].map((d) => addDays(hostCentre, d))) {
    const ranges = overrides.get(date);
    if (!ranges) continue;
    spans = without(spans, spanOn(date, { start: 0, end: 1440 }, hostZone));
    spans = merge([...spans, ...ranges.map((r) => spanOn(date, r, hostZone))]);
  }
  return spans;
}

export interface Words {
  h12: boolean;
  /** The zone the admin is looking in: hours kept in another zone say which. */
  zone: string;
}

export const rangesText = (ranges: readonly Range[], words: Words) =>
  ranges.map((r) => `${timeOfDay(r.start, { h12: words.h12 })}–${timeOfDay(r.end, { h12: words.h12 })}`).join(', ');

const inZone = (zone: string, words: Words) => (zone === words.zone ? '' : ` in ${zone}`);

/** "(unavailable all day)" or "(available only 10:00 AM–2:00 PM)". */
export const overrideText = (date: string, ranges: readonly Range[], zone: string, words: Words) =>
  `a date override on ${calendarDate(date)} (${ranges.length === 0 ? 'unavailable all day' : `available only ${rangesText(ranges, words)}${inZone(zone, words)}`})`;

/** "Working hours, Monday 9:00 AM–5:00 PM in America/New_York" or "…, no hours on Sunday". */
export function weeklyText(hours: HoursFacts, date: string, words: Words): string {
  const day = weekdayOfDate(date);
  const ranges = hours.week[day];
  const label = WEEKDAY_LABELS[day];
  return ranges.length === 0 ? `${hours.name}, no hours on ${label}` : `${hours.name}, ${label} ${rangesText(ranges, words)}${inZone(hours.zone, words)}`;
}
