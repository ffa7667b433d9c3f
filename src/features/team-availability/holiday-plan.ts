import type { Availability } from '@/api/availabilities/schemas';
import { parseClock, readEnd } from '@/lib/time/clock';
import { dayjs } from '@/lib/time/dayjs';
import { datesBetween, overridesToBody } from '@/lib/time/overrides';
import type { Range } from '@/lib/time/periods';
import { shortDate } from './board-model';
import { rangesText, readRanges } from './zone-shift';

// Holidays and time off for many availabilities: the admin's dates and hours checked, and for each
// picked availability what its PATCH sends and what it changes. The vendor's PATCH changes only the
// override dates it names (openapi/availabilities.yaml: "remove existing overrides by omitting the
// periods"; the sandbox merges by date), so a row sends only the dates that change.

export const MAX_DATES = 62;

export interface HolidayInput {
  from: string;
  /** '' for one date. */
  to: string;
  kind: 'unavailable' | 'hours';
  /** Custom hours as typed ("10:00 AM"), in each member's own zone. */
  start: string;
  end: string;
}

export interface HolidayChange {
  dates: string[];
  /** null: unavailable all day. */
  ranges: Range[] | null;
}

export type Checked = { ok: true; change: HolidayChange } | { ok: false; field: keyof HolidayInput; message: string };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (s: string) => DATE.test(s) && dayjs(s).format('YYYY-MM-DD') === s;

export function checkInput(input: HolidayInput, today: string): Checked {
  if (!input.from) return { ok: false, field: 'from', message: 'Pick the first date.' };
  if (!isDate(input.from)) return { ok: false, field: 'from', message: 'Write the date as year-month-day, like 2026-12-25.' };
  if (input.from < today) return { ok: false, field: 'from', message: 'This date has passed; pick today or a later date.' };
  const to = input.to || input.from;
  if (!isDate(to)) return { ok: false, field: 'to', message: 'Write the date as year-month-day, like 2026-12-26.' };
  if (to < input.from) return { ok: false, field: 'to', message: 'The last date is before the first one.' };
  const dates = datesBetween(input.from, to);
  if (dates.length > MAX_DATES) return { ok: false, field: 'to', message: `At most ${MAX_DATES} dates at once; this range has ${dates.length}.` };
  if (input.kind === 'unavailable') return { ok: true, change: { dates, ranges: null } };
  const start = parseClock(input.start);
  if (start === null) return { ok: false, field: 'start', message: 'Write a time like 10:00 AM.' };
  const end = readEnd(input.end);
  if (end === null) return { ok: false, field: 'end', message: 'Write a time like 2:00 PM.' };
  if (end <= start) return { ok: false, field: 'end', message: 'The hours end before they start.' };
  return { ok: true, change: { dates, ranges: [{ start, end }] } };
}

const sameRanges = (a: Range[] | null, b: Range[] | null) =>
  a === null || b === null ? a === b : a.length === b.length && a.every((r, i) => r.start === b[i]!.start && r.end === b[i]!.end);

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
  /** Overrides from today on that the run leaves as they are, in words. */
  kept: string[];
  /** The overrides the PATCH sends: only the dates that change. */
  body: { date: string; periods?: { start_time: string; end_time: string }[] }[];
}

export function planRow(a: Availability, change: HolidayChange, today: string): RowPlan {
  const changes: PlanLine[] = [];
  const already: string[] = [];
  const sent: string[] = [];
  for (const date of change.dates) {
    const before = stateOf(a, date);
    const after = stateText(change.ranges);
    if (before.kind === 'set' && sameRanges(before.ranges, change.ranges)) {
      already.push(date);
      continue;
    }
    sent.push(date);
    const was = before.kind === 'none' ? null : before.kind === 'unreadable' ? 'hours that could not be read' : stateText(before.ranges);
    changes.push({ date, text: was === null ? `${shortDate(date)} ${after}, new` : `${shortDate(date)} ${was} → ${after}` });
  }
  const touched = new Set(change.dates);
  const kept = a.overrides
    .filter((o) => o.date >= today && !touched.has(o.date))
    .sort((x, y) => x.date.localeCompare(y.date))
    .map((o) => {
      const s = stateOf(a, o.date);
      return `${shortDate(o.date)} ${s.kind === 'set' ? stateText(s.ranges) : 'hours that could not be read'}`;
    });
  const body = overridesToBody(
    sent.map((date) => (change.ranges === null ? { date, kind: 'unavailable' as const } : { date, kind: 'hours' as const, ranges: change.ranges })),
  );
  return { availabilityId: a.id, changes, already, kept, body };
}

/** True when the availability as read now holds every date of the change as asked. */
export function holdsChange(a: Availability, change: HolidayChange): boolean {
  return change.dates.every((date) => {
    const s = stateOf(a, date);
    return s.kind === 'set' && sameRanges(s.ranges, change.ranges);
  });
}
