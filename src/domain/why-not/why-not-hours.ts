import { calendarDate, timeOf, timeOfDay } from '@/lib/time/display';
import { weeklyHours } from '@/domain/slot-effect/facts';
import { WEEKDAY_LABELS, type Range, type Week } from '@/lib/time/periods';
import { addDays, rangeSpans, wallClock, weekdayOf } from '@/lib/time/wall-clock';
import { mergeSpans, workingSpans as sharedWorkingSpans, type Span } from '@/domain/slots/hours';

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

/**
 * Hours of `date` kept in `zone`, said in the zone the page is shown in: "4:30 AM–12:30 PM"; a range
 * that starts on another date there names its weekday ("Tue 8:00 AM–2:00 PM"), and so does an end on
 * another day than its start ("11:00 PM–Tue 5:00 AM"). Each date's own offsets: a clock change is exact.
 */
export function shownRangesText(date: string, ranges: readonly Range[], zone: string, words: Words): string {
  const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: words.zone });
  const dateOf = (ms: number) => wallClock(ms, words.zone).date;
  const time = (ms: number) => timeOf(ms, { h12: words.h12, timeZone: words.zone });
  return mergeSpans(ranges.flatMap((r) => rangeSpans(date, r, zone)))
    .map((s) => {
      const starts = dateOf(s.start);
      // An end is the instant after the last minute: one at midnight ends the day it closes.
      const ends = dateOf(s.end - 1);
      return `${starts === date ? '' : `${weekday.format(s.start)} `}${time(s.start)}–${ends === starts ? '' : `${weekday.format(s.end - 1)} `}${time(s.end)}`;
    })
    .join(', ');
}

/** "9:00 AM–1:00 PM" in the page's zone, or "10:00 AM–2:00 PM in Asia/Kolkata, which is 4:30 AM–8:30 AM in Europe/London". */
const hoursText = (date: string, ranges: readonly Range[], zone: string, words: Words) =>
  zone === words.zone
    ? rangesText(ranges, words)
    : `${rangesText(ranges, words)} in ${zone}, which is ${shownRangesText(date, ranges, zone, words)} in ${words.zone}`;

/** "(unavailable all day)" or "(available only 10:00 AM–2:00 PM)". */
export const overrideText = (date: string, ranges: readonly Range[], zone: string, words: Words) =>
  `a date override on ${calendarDate(date)} (${ranges.length === 0 ? 'unavailable all day' : `available only ${hoursText(date, ranges, zone, words)}`})`;

/** "Working hours, Monday 9:00 AM–5:00 PM", converted when kept in another zone than the page's, or "…, no hours on Sunday". */
export function weeklyText(hours: HoursFacts, date: string, words: Words): string {
  const day = weekdayOf(date);
  const ranges = hours.week[day];
  const label = WEEKDAY_LABELS[day];
  return ranges.length === 0
    ? `${hours.name}, no hours on ${label}`
    : `${hours.name}, ${label} ${hoursText(date, ranges, hours.zone, words)}`;
}
