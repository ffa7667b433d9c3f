import type { Availability } from '@/api/availabilities/schemas';
import type { Booking } from '@/api/bookings/schemas';
import type { CalendarView } from '@/domain/calendar/calendar-url';
import type { Snapshot } from '@/domain/availability-diff/diff';
import { holdsTime } from '@/domain/slots/slots';
import { dayTimeline } from '@/domain/calendar/day-timeline';
import { weekHours, weekStartOf, type DatedHours } from '@/domain/calendar/week-hours';
import { DAY, formatClock } from '@/lib/time/clock';
import type { Override } from '@/lib/time/overrides';
import { paint, weekToPeriods, type Range, type Week } from '@/lib/time/periods';
import { addDays, shiftRanges, weekdayOf, zonedPieces } from '@/lib/time/wall-clock';

// What the member calendar draws, free of React: its columns (real dates) and rows (steps of the
// day), each cell open or not, an override's, booked, or a time the clocks skip or repeat; and what
// an edit on a date does to the hours being edited.

export const STEP = 30;

export interface CalendarBooking {
  id: string;
  sid: string | null;
  client: string;
  link: string;
  startMs: number;
  endMs: number;
}

export interface CalendarCell {
  /** Minutes since midnight the clock shows at the cell's start. */
  minutes: number;
  /** 1 for the second time the clock shows it (after falling back). */
  repeat: 0 | 1;
  /** The clocks skip this time on this date. */
  skipped: boolean;
  /** The clocks show this time twice on this date (week view: one cell for both). */
  twice: boolean;
  open: boolean;
  /** The first cell of a stretch of hours: its words are written there. */
  blockStart: Range | null;
  bookings: CalendarBooking[];
  /** Bookings that start in this cell: their block's words are written there. */
  starts: CalendarBooking[];
}

export interface CalendarColumn {
  date: string;
  hours: DatedHours;
  cells: CalendarCell[];
}

/** The hours being edited, as the record `weekHours` reads. */
export function asAvailability(record: Availability, yours: Pick<Snapshot, 'week' | 'dates'>): Availability {
  return {
    ...record,
    periods: weekToPeriods(yours.week),
    overrides: yours.dates.map((d) => ({
      date: d.date,
      periods: d.ranges.map((r) => ({ start_time: formatClock(r.start), end_time: formatClock(r.end) })),
    })),
  };
}

/** The dates a view shows around `date`. */
export const shownDates = (view: CalendarView, date: string, firstDay: number): string[] =>
  view === 'day' ? [date] : Array.from({ length: 7 }, (_, i) => addDays(weekStartOf(date, firstDay), i));

const covers = (ranges: readonly Range[], start: number, end: number) =>
  ranges.some((r) => r.start <= start && r.end >= end);

/**
 * The columns for `dates` in `zone`. The week view's rows are the clock's times, the same in every
 * column (a skipped time marked, a repeated one said); the day view's rows are the day as lived,
 * 23 or 25 hours on a clock-change day.
 */
export function calendarColumns(
  a: Availability,
  memberZone: string | null,
  zone: string,
  dates: readonly string[],
  view: CalendarView,
  bookings: readonly CalendarBooking[],
  firstDay: number,
): CalendarColumn[] {
  const weeks = new Map<string, DatedHours[]>();
  const hoursOf = (date: string): DatedHours => {
    const start = weekStartOf(date, firstDay);
    let week = weeks.get(start);
    if (!week) weeks.set(start, (week = weekHours(a, memberZone, zone, start)));
    return week.find((d) => d.date === date)!;
  };
  return dates.map((date) => {
    const hours = hoursOf(date);
    const lived = dayTimeline(date, zone, STEP);
    const shownTimes = new Map<number, number>();
    for (const s of lived) shownTimes.set(s.minutes, (shownTimes.get(s.minutes) ?? 0) + 1);
    const rows =
      view === 'day'
        ? lived.map((s) => ({ minutes: s.minutes, repeat: s.repeat, ms: [s.ms] }))
        : Array.from({ length: DAY / STEP }, (_, i) => ({
            minutes: i * STEP,
            repeat: 0 as const,
            ms: lived.filter((s) => s.minutes === i * STEP).map((s) => s.ms),
          }));
    let previousOpen = false;
    const cells = rows.map((row): CalendarCell => {
      const skipped = row.ms.length === 0;
      const open = !skipped && !hours.unreadable && covers(hours.ranges, row.minutes, row.minutes + STEP);
      const block =
        open && !previousOpen
          ? (hours.ranges.find((r) => r.start <= row.minutes && r.end > row.minutes) ?? null)
          : null;
      previousOpen = open;
      const within = (b: CalendarBooking) => row.ms.some((ms) => b.startMs < ms + STEP * 60_000 && b.endMs > ms);
      const starts = (b: CalendarBooking) => row.ms.some((ms) => b.startMs >= ms && b.startMs < ms + STEP * 60_000);
      return {
        minutes: row.minutes,
        repeat: row.repeat,
        skipped,
        twice: (shownTimes.get(row.minutes) ?? 0) > 1,
        open,
        blockStart: block,
        bookings: bookings.filter(within),
        starts: bookings.filter(starts),
      };
    });
    return { date, hours, cells };
  });
}

/** Bookings that hold time whose host, or one of whose hosts, is the member; those naming no host counted apart. */
export function memberBookings(
  list: readonly Booking[],
  email: string,
  fromMs: number,
  toMs: number,
): { shown: CalendarBooking[]; untied: number } {
  const me = email.trim().toLowerCase();
  const shown: CalendarBooking[] = [];
  let untied = 0;
  for (const b of list) {
    const startMs = Date.parse(b.starts_at ?? '');
    const endMs = Date.parse(b.ends_at ?? '');
    // A workspace that ignores the date filter answers other weeks too: only this one is drawn.
    if (!Number.isFinite(startMs) || !Number.isFinite(endMs) || endMs <= startMs) continue;
    if (startMs >= toMs || endMs <= fromMs) continue;
    if (!holdsTime(b.status)) continue;
    const hosts = [b.host_email, ...b.multihosts.map((h) => h.email)]
      .map((e) => e?.trim().toLowerCase())
      .filter(Boolean);
    if (!hosts.length) {
      untied++;
      continue;
    }
    if (!hosts.includes(me)) continue;
    shown.push({
      id: b.id,
      sid: b.sid ?? null,
      client: b.name?.trim() || b.email?.trim() || 'A client',
      link: b.meeting?.name?.trim() || 'a scheduling link',
      startMs,
      endMs,
    });
  }
  return { shown: shown.sort((x, y) => x.startMs - y.startMs), untied };
}

/** A booking's stretch on the zone's clock, for saying when it is. */
export const bookingPieces = (b: CalendarBooking, zone: string) => zonedPieces(b.startMs, b.endMs, zone);

export type Scope = 'date' | 'weekday';

export interface Hours {
  week: Week;
  overrides: Override[];
}

/** A date's hours in the member's zone as being edited: its override's, else its weekday's. */
export function dateRanges({ week, overrides }: Hours, date: string): Range[] {
  const o = overrides.find((x) => x.date === date);
  if (!o || o.kind === 'remove') return week[weekdayOf(date)];
  return o.kind === 'hours' ? o.ranges : [];
}

const withOverride = (overrides: readonly Override[], next: Override): Override[] =>
  [...overrides.filter((o) => o.date !== next.date), next].sort((a, b) => a.date.localeCompare(b.date));

/** The date's hours replaced: an override of that date, or that weekday's weekly hours. */
export function setDateRanges(h: Hours, date: string, ranges: Range[], scope: Scope): Hours {
  if (scope === 'weekday') return { ...h, week: { ...h.week, [weekdayOf(date)]: ranges } };
  const next: Override = ranges.length ? { date, kind: 'hours', ranges } : { date, kind: 'unavailable' };
  return { ...h, overrides: withOverride(h.overrides, next) };
}

/**
 * Part of a date made available or not: for this date only, from the hours the date has now (its
 * override, else its weekday's); for every such weekday, from the weekly hours, whatever the date's
 * own override says.
 */
export function paintDate(h: Hours, date: string, range: Range, available: boolean, scope: Scope): Hours {
  const day = weekdayOf(date);
  const from = scope === 'weekday' ? h.week[day] : dateRanges(h, date);
  return setDateRanges(h, date, paint({ ...h.week, [day]: from }, day, range, available)[day], scope);
}

/** A range of a date on the shown zone's clock as the member's own dates and ranges: what an edit there changes. */
export const memberPieces = (
  date: string,
  range: Range,
  shown: string,
  memberZone: string | null,
): { date: string; range: Range }[] =>
  memberZone && shown !== memberZone ? shiftRanges(date, [range], shown, memberZone) : [{ date, range }];

/** Each piece painted on the member's own date. */
export const paintPieces = (
  h: Hours,
  pieces: readonly { date: string; range: Range }[],
  available: boolean,
  scope: Scope,
): Hours => pieces.reduce((acc, p) => paintDate(acc, p.date, p.range, available, scope), h);

/** The date back on its weekday's hours: its override dropped. */
export const dropOverride = (h: Hours, date: string): Hours => ({
  ...h,
  overrides: h.overrides.filter((o) => o.date !== date),
});
