import type { Availability } from '@/api/availabilities/schemas';
import { readTypedTime } from '@/lib/time/clock';
import { dayjs } from '@/lib/time/dayjs';
import { datesBetween, overridesToBody } from '@/lib/time/overrides';
import type { Range } from '@/lib/time/periods';
import { dayAndMonth } from '@/lib/time/display';
import { periodsToWeek } from '@/lib/time/periods';
import { dateExample, isCalendarDate } from '@/lib/time/typed-date';
import { weekdayOf } from '@/lib/time/wall-clock';
import { rangesText, readRanges } from '@/domain/calendar/zone-shift';

// Holidays and time off for many availabilities: the admin's lines of dates checked (each line off
// all day or with custom hours, so a closure is one run), and for each
// picked availability what its PATCH sends and what it changes. The vendor's PATCH changes only the
// override dates it names (openapi/availabilities.yaml: "remove existing overrides by omitting the
// periods"; the sandbox merges by date), so a row sends only the dates that change.

export const MAX_DATES = 62;
/** Lines of dates in one run (a closure: a half day, then days off). */
export const MAX_LINES = 10;

/** One line of the form: a date or a range, and what those dates become. */
export interface HolidayLine {
  from: string;
  /** '' for one date. */
  to: string;
  kind: 'unavailable' | 'hours';
  /** Custom hours as typed ("10:00 AM"), in each member's own zone. */
  start: string;
  end: string;
}

export interface HolidayDay {
  date: string;
  /** null: unavailable all day. */
  ranges: Range[] | null;
}

/** Every date of a run with what it becomes, in date order; each date once. */
export interface HolidayChange {
  days: HolidayDay[];
}

type Checked =
  { ok: true; change: HolidayChange } | { ok: false; line: number; field: keyof HolidayLine; message: string };

/** "Dec 25", or "Jan 1, 2028" for a date outside today's year: a run may reach into the next. */
export const runDate = (date: string, today: string) =>
  dayAndMonth(date, { year: date.slice(0, 4) !== today.slice(0, 4) });

/** "Dec 25–Dec 26", "Dec 25–Dec 26, 2029" (a range within one year says it once), "Dec 31–Jan 1, 2027". */
export function runSpan(first: string, last: string, today: string): string {
  if (first === last) return runDate(first, today);
  const start = first.slice(0, 4) === last.slice(0, 4) ? dayAndMonth(first) : runDate(first, today);
  return `${start}–${runDate(last, today)}`;
}

type LineChecked =
  { ok: true; dates: string[]; ranges: Range[] | null } | { ok: false; field: keyof HolidayLine; message: string };

function checkLine(input: HolidayLine, today: string): LineChecked {
  if (!input.from) return { ok: false, field: 'from', message: 'Pick the first date.' };
  if (!isCalendarDate(input.from)) return { ok: false, field: 'from', message: `Write a date like ${dateExample()}.` };
  if (input.from < today)
    return { ok: false, field: 'from', message: 'This date has passed; pick today or a later date.' };
  const to = input.to || input.from;
  if (!isCalendarDate(to)) return { ok: false, field: 'to', message: `Write a date like ${dateExample()}.` };
  if (to < input.from) return { ok: false, field: 'to', message: 'The last date is before the first one.' };
  const dates = datesBetween(input.from, to);
  if (dates.length > MAX_DATES)
    return { ok: false, field: 'to', message: `At most ${MAX_DATES} dates at once; this range has ${dates.length}.` };
  if (input.kind === 'unavailable') return { ok: true, dates, ranges: null };
  const from = readTypedTime(input.start, { example: 600, what: 'a start time' });
  if (!from.ok) return { ok: false, field: 'start', message: from.message };
  const until = readTypedTime(input.end, { example: 840, what: 'an end time', end: true });
  if (!until.ok) return { ok: false, field: 'end', message: until.message };
  const [start, end] = [from.minutes, until.minutes];
  if (end <= start) return { ok: false, field: 'end', message: 'The hours end before they start.' };
  return { ok: true, dates, ranges: [{ start, end }] };
}

/** The lines read together: each on its own, then no date in two lines, and not too many dates. */
export function checkLines(lines: readonly HolidayLine[], today: string): Checked {
  if (lines.length === 0) return { ok: false, line: 0, field: 'from', message: 'Pick the first date.' };
  const byDate = new Map<string, { line: number; ranges: Range[] | null }>();
  for (const [line, input] of lines.entries()) {
    const checked = checkLine(input, today);
    if (!checked.ok) return { ...checked, line };
    for (const date of checked.dates) {
      const earlier = byDate.get(date);
      if (earlier)
        return {
          ok: false,
          line,
          field: 'from',
          message: `${runDate(date, today)} is already in dates ${earlier.line + 1}; each date once.`,
        };
      byDate.set(date, { line, ranges: checked.ranges });
    }
  }
  if (byDate.size > MAX_DATES)
    return {
      ok: false,
      line: lines.length - 1,
      field: 'to',
      message: `At most ${MAX_DATES} dates in one run; these lines have ${byDate.size}.`,
    };
  const days = [...byDate].map(([date, { ranges }]) => ({ date, ranges })).sort((x, y) => x.date.localeCompare(y.date));
  return { ok: true, change: { days } };
}

/** "Dec 24 9:00 AM–12:00 PM; Dec 25–Dec 26 unavailable": neighbouring dates alike said once. */
export function changeWords(change: HolidayChange, today: string): string {
  const parts: { first: string; last: string; what: string }[] = [];
  for (const day of change.days) {
    const what = stateText(day.ranges);
    const prev = parts.at(-1);
    if (prev && prev.what === what && dayjs(prev.last).add(1, 'day').format('YYYY-MM-DD') === day.date)
      prev.last = day.date;
    else parts.push({ first: day.date, last: day.date, what });
  }
  return parts.map((p) => `${runSpan(p.first, p.last, today)} ${p.what}`).join('; ');
}

const sameRanges = (a: Range[] | null, b: Range[] | null) =>
  // Stryker disable next-line MethodExpression: a line of the form has one range, so every and some agree.
  a === null || b === null
    ? a === b
    : a.length === b.length && a.every((r, i) => r.start === b[i]!.start && r.end === b[i]!.end);

const stateText = (ranges: Range[] | null) => (ranges === null ? 'unavailable' : rangesText(ranges));

/** One date of an availability as read: absent (weekly hours apply), unavailable, hours, or unreadable. */
type DateState = { kind: 'none' } | { kind: 'set'; ranges: Range[] | null } | { kind: 'unreadable' };

function stateOf(a: Availability, date: string): DateState {
  const o = a.overrides.find((x) => x.date === date);
  if (!o) return { kind: 'none' };
  if (o.periods.length === 0) return { kind: 'set', ranges: null };
  const ranges = readRanges(o.periods);
  return ranges ? { kind: 'set', ranges } : { kind: 'unreadable' };
}

export interface PlanLine {
  date: string;
  /** "Dec 25 unavailable, new", "Dec 31 9:00 AM–5:00 PM → unavailable". */
  text: string;
}

export interface RowPlan {
  availabilityId: string;
  /** Dates that change, in words. */
  changes: PlanLine[];
  /** Dates already as asked: not sent. */
  already: string[];
  /** Days off asked for dates the availability does not work anyway (no hours that weekday, no override): said, and sent. */
  off: string[];
  /** Overrides from today on that the run leaves as they are, in words. */
  kept: string[];
  /** The dates sent, with what each becomes: what reading back checks. */
  days: HolidayDay[];
  /** The overrides the PATCH sends: only the dates that change. */
  body: { date: string; periods?: { start_time: string; end_time: string }[] }[];
}

export function planRow(a: Availability, change: HolidayChange, today: string): RowPlan {
  const shortDate = (date: string) => runDate(date, today);
  const changes: PlanLine[] = [];
  const already: string[] = [];
  const off: string[] = [];
  const sent: HolidayDay[] = [];
  const { week, unreadable } = periodsToWeek(a.periods);
  for (const day of change.days) {
    const { date } = day;
    const before = stateOf(a, date);
    const after = stateText(day.ranges);
    if (before.kind === 'set' && sameRanges(before.ranges, day.ranges)) {
      already.push(date);
      continue;
    }
    // Said, and still sent: weekly hours changed later must not bring a holiday back. Weekly hours
    // that could not all be read may hold this weekday: then it is not known to be off.
    if (day.ranges === null && before.kind === 'none' && unreadable === 0 && week[weekdayOf(date)].length === 0)
      off.push(date);
    sent.push(day);
    const was =
      before.kind === 'none'
        ? null
        : before.kind === 'unreadable'
          ? 'hours that could not be read'
          : stateText(before.ranges);
    changes.push({
      date,
      text: was === null ? `${shortDate(date)} ${after}, new` : `${shortDate(date)} ${was} → ${after}`,
    });
  }
  const touched = new Set(change.days.map((d) => d.date));
  const kept = a.overrides
    .filter((o) => o.date >= today && !touched.has(o.date))
    .sort((x, y) => x.date.localeCompare(y.date))
    .map((o) => {
      const s = stateOf(a, o.date);
      return `${shortDate(o.date)} ${s.kind === 'set' ? stateText(s.ranges) : 'hours that could not be read'}`;
    });
  const body = overridesToBody(
    sent.map(({ date, ranges }) =>
      ranges === null ? { date, kind: 'unavailable' as const } : { date, kind: 'hours' as const, ranges },
    ),
  );
  return { availabilityId: a.id, changes, already, off, kept, days: sent, body };
}

/** True when the availability as read now holds every date of the change as asked (those sent). */
export function holdsChange(a: Availability, change: HolidayChange): boolean {
  return change.days.every(({ date, ranges }) => {
    const s = stateOf(a, date);
    return s.kind === 'set' && sameRanges(s.ranges, ranges);
  });
}
