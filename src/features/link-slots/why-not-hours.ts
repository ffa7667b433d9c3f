import { calendarDate, timeOfDay } from '@/lib/time/display';
import { weeklyHours } from '@/domain/slot-effect/facts';
import { WEEKDAY_LABELS, type Range, type Week } from '@/lib/time/periods';
import { addDays, weekdayOf } from '@/lib/time/wall-clock';
import { workingSpans as sharedWorkingSpans, type Span } from '@/domain/slots/hours';

// The hours half of "why not": where a host's working time lies around one instant, by the
// dashboard's slot rules (src/domain/slots/), and the words that say so.

export const MINUTE = 60_000;

/** The weekly hours a host is read against: the link's own, or the host's default availability. */
export interface HoursFacts {
  source: 'availability' | 'link';
  /** The availability's name ("Working hours"); for the link's own hours, how Slotboard knows them. */
  name: string;
  week: Week;
  zone: string;
}

/** The host's working time on the dates around `at`, by the shared rules: weekly hours, then overrides replacing their days. */
export function workingSpans(
  at: number,
  hours: HoursFacts,
  overrides: ReadonlyMap<string, Range[]>,
  hostZone: string,
): Span[] {
  // Three days either side of the instant's UTC date hold its date in every zone, and its neighbours.
  const centre = new Date(at).toISOString().slice(0, 10);
  return sharedWorkingSpans(
    weeklyHours(hours.week, hours.zone),
    overrides,
    hostZone,
    addDays(centre, -3),
    addDays(centre, 3),
  );
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
  const day = weekdayOf(date);
  const ranges = hours.week[day];
  const label = WEEKDAY_LABELS[day];
  return ranges.length === 0
    ? `${hours.name}, no hours on ${label}`
    : `${hours.name}, ${label} ${rangesText(ranges, words)}${inZone(hours.zone, words)}`;
}
