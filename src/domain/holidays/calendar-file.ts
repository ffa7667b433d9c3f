import ICAL from 'ical.js';
import { normalize, periodsToWeek, type Range } from '@/lib/time/periods';
import { addDays, datesBetween, wallClock, wallTime, weekdayOf } from '@/lib/time/wall-clock';
import { isKnownZone } from '@/lib/time/zones';
import type { Availability } from '@/api/availabilities/schemas';

// A company calendar file (.ics) as a holiday run's dates, read by `ical.js` (never by hand): all-day
// events are days off; a timed event takes its time out of the day's hours; recurring events are
// expanded between the dates asked, their exceptions and cancelled dates as the file says. What
// cannot be used is listed with why, never dropped in silence. Loaded only with the panel.

/** One occurrence between the dates asked. */
export type Occurrence =
  | { summary: string; kind: 'day'; dates: string[] }
  /** A block of time: instants when the file says its zone; `floating` when it names none (each member's own clock). */
  | { summary: string; kind: 'timed'; start: number; end: number; floating: false }
  | { summary: string; kind: 'timed'; date: string; startMinutes: number; endMinutes: number; floating: true };

export interface LeftOut {
  summary: string;
  why: string;
}

export type CalendarReading =
  { ok: true; occurrences: Occurrence[]; leftOut: LeftOut[] } | { ok: false; message: string };

/** At most this many occurrences of one recurring event are looked at. */
const MAX_OCCURRENCES = 1000;

const summaryOf = (v: ICAL.Component) => {
  const s = v.getFirstPropertyValue('summary');
  return typeof s === 'string' && s.trim() ? s.trim() : 'An event without a title';
};

const dateOf = (t: ICAL.Time) =>
  `${String(t.year).padStart(4, '0')}-${String(t.month).padStart(2, '0')}-${String(t.day).padStart(2, '0')}`;

/** A timed start or end as an instant, or null when its zone is neither in the file nor known here. */
/** The TZID a time was written with: ical.js keeps it beside the zone, which is unset when the file does not define it. */
const tzidOf = (t: ICAL.Time): string | null =>
  (t as ICAL.Time & { timezone?: string }).timezone ??
  (t.zone?.tzid && t.zone.tzid !== 'floating' ? t.zone.tzid : null);

function instantOf(t: ICAL.Time): number | null | 'floating' {
  const tzid = tzidOf(t);
  if (t.zone === ICAL.Timezone.utcTimezone || tzid === 'Z' || tzid === 'UTC') return t.toUnixTime() * 1000;
  if (t.zone && t.zone !== ICAL.Timezone.localTimezone && tzid && ICAL.TimezoneService.has(tzid))
    return t.toUnixTime() * 1000;
  if (tzid && isKnownZone(tzid)) return wallTime(dateOf(t), t.hour * 60 + t.minute, tzid).ms;
  return tzid ? null : 'floating';
}

/** The file's events between `from` and `to` (calendar dates, both included). */
export function readCalendarFile(text: string, from: string, to: string): CalendarReading {
  let root: ICAL.Component;
  try {
    const parsed: unknown = ICAL.parse(text);
    root = new ICAL.Component(parsed as never);
  } catch {
    return { ok: false, message: 'This file could not be read as a calendar (.ics).' };
  }
  if (root.name !== 'vcalendar') return { ok: false, message: 'This file holds no calendar (.ics).' };
  for (const tz of root.getAllSubcomponents('vtimezone')) {
    try {
      ICAL.TimezoneService.register(tz);
    } catch {
      // A zone the file defines badly: its events are read through the zone's name, or left out.
    }
  }
  const vevents = root.getAllSubcomponents('vevent');
  const occurrences: Occurrence[] = [];
  const leftOut: LeftOut[] = [];
  const last = addDays(to, 1);
  for (const v of vevents.filter((x) => !x.hasProperty('recurrence-id'))) {
    const summary = summaryOf(v);
    let event: ICAL.Event;
    try {
      event = new ICAL.Event(v);
      const uid = v.getFirstPropertyValue('uid');
      for (const ex of vevents.filter((x) => x.hasProperty('recurrence-id') && x.getFirstPropertyValue('uid') === uid))
        event.relateException(ex);
    } catch {
      leftOut.push({ summary, why: 'it could not be read' });
      continue;
    }
    if (String(v.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED') {
      leftOut.push({ summary, why: 'it is cancelled' });
      continue;
    }
    const starts: { start: ICAL.Time; end: ICAL.Time; summary: string; cancelled: boolean }[] = [];
    try {
      if (!event.startDate) throw new Error('no start');
      if (event.isRecurring()) {
        const it = event.iterator();
        for (let n = 0, t = it.next(); t && n < MAX_OCCURRENCES; n++, t = it.next()) {
          if (dateOf(t) > to) break;
          const d = event.getOccurrenceDetails(t);
          const status = String(d.item.component.getFirstPropertyValue('status') ?? '').toUpperCase();
          starts.push({
            start: d.startDate,
            end: d.endDate,
            summary: d.item.summary || summary,
            cancelled: status === 'CANCELLED',
          });
        }
      } else starts.push({ start: event.startDate, end: event.endDate ?? event.startDate, summary, cancelled: false });
    } catch {
      leftOut.push({ summary, why: 'its dates could not be read' });
      continue;
    }
    let inRange = 0;
    let said = false;
    for (const o of starts) {
      if (o.cancelled) {
        leftOut.push({ summary: `${o.summary} on ${dateOf(o.start)}`, why: 'that date is cancelled' });
        continue;
      }
      if (o.start.isDate) {
        // An all-day event ends the day before its end date; one without an end is one day.
        const lastDate = o.end.isDate && dateOf(o.end) > dateOf(o.start) ? addDays(dateOf(o.end), -1) : dateOf(o.start);
        const dates = datesBetween(dateOf(o.start) < from ? from : dateOf(o.start), lastDate > to ? to : lastDate);
        if (dates.length === 0) continue;
        inRange++;
        occurrences.push({ summary: o.summary, kind: 'day', dates });
        continue;
      }
      const start = instantOf(o.start);
      const end = instantOf(o.end);
      if (start === null || end === null) {
        // Said once for the event, not once for each of its dates.
        if (!said)
          leftOut.push({
            summary: o.summary,
            why: `its time zone (${tzidOf(o.start) ?? 'none'}) is not one Slotboard knows`,
          });
        said = true;
        continue;
      }
      if (start === 'floating' || end === 'floating') {
        const date = dateOf(o.start);
        if (date < from || date > to) continue;
        const startMinutes = o.start.hour * 60 + o.start.minute;
        const endMinutes = dateOf(o.end) > date ? 1440 : o.end.hour * 60 + o.end.minute;
        if (endMinutes <= startMinutes) continue;
        inRange++;
        occurrences.push({ summary: o.summary, kind: 'timed', date, startMinutes, endMinutes, floating: true });
        continue;
      }
      if (end <= start) continue;
      // Its dates depend on each member's zone; a day either side of the range is checked per member.
      if (dateOf(o.start) > addDays(last, 1) || dateOf(o.end) < addDays(from, -1)) continue;
      inRange++;
      occurrences.push({ summary: o.summary, kind: 'timed', start, end, floating: false });
    }
    if (inRange === 0 && !said && starts.length > 0 && !starts.every((o) => o.cancelled))
      leftOut.push({ summary, why: 'it falls outside the dates asked' });
  }
  return { ok: true, occurrences, leftOut };
}

function minus(hours: readonly Range[], blocks: readonly Range[]): Range[] {
  let out = [...hours];
  for (const b of normalize(blocks))
    out = out.flatMap((r) =>
      b.end <= r.start || b.start >= r.end
        ? [r]
        : [
            ...(b.start > r.start ? [{ start: r.start, end: b.start }] : []),
            ...(b.end < r.end ? [{ start: b.end, end: r.end }] : []),
          ],
    );
  return out;
}

/**
 * What the file makes of one member's dates, in their zone: all-day events off; a timed event's
 * block taken out of the hours that date has (its override, else the weekly hours), a date left
 * with none being off. A block outside the date's hours changes nothing, and is not sent.
 */
export function daysFromFile(
  occurrences: readonly Occurrence[],
  availability: Pick<Availability, 'periods' | 'overrides'>,
  zone: string,
  from: string,
  to: string,
): { date: string; ranges: Range[] | null }[] {
  const off = new Set<string>();
  const blocks = new Map<string, Range[]>();
  const block = (date: string, start: number, end: number) => {
    if (date < from || date > to || end <= start) return;
    blocks.set(date, [...(blocks.get(date) ?? []), { start, end }]);
  };
  for (const o of occurrences) {
    if (o.kind === 'day') for (const d of o.dates) off.add(d);
    else if (o.floating) block(o.date, o.startMinutes, o.endMinutes);
    else {
      const a = wallClock(o.start, zone);
      const b = wallClock(o.end, zone);
      if (a.date === b.date) block(a.date, a.minutes, b.minutes);
      else {
        block(a.date, a.minutes, 1440);
        for (const d of datesBetween(addDays(a.date, 1), addDays(b.date, -1))) block(d, 0, 1440);
        block(b.date, 0, b.minutes);
      }
    }
  }
  const { week } = periodsToWeek(availability.periods);
  const out: { date: string; ranges: Range[] | null }[] = [];
  for (const date of [...new Set([...off, ...blocks.keys()])].sort()) {
    if (off.has(date)) {
      out.push({ date, ranges: null });
      continue;
    }
    const override = availability.overrides.find((o) => o.date === date);
    const hours = override
      ? periodsToWeek(override.periods.map((p) => ({ ...p, wday: weekdayOf(date) }))).week[weekdayOf(date)]
      : week[weekdayOf(date)];
    const left = minus(hours, blocks.get(date)!);
    const same =
      left.length === hours.length && left.every((r, i) => r.start === hours[i]!.start && r.end === hours[i]!.end);
    if (same) continue;
    out.push({ date, ranges: left.length ? left : null });
  }
  return out;
}
