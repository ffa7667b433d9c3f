import { displayClock, formatClock, parseClock, readEnd } from '@/lib/time/clock';
import { dayAndMonth } from '@/lib/time/display';
import {
  normalize,
  periodsToWeek,
  WEEKDAYS,
  weekToPeriods,
  type Range,
  type Week,
  type Weekday,
} from '@/lib/time/periods';
import { weekdayOf } from '@/lib/time/wall-clock';

// One availability's hours as values that compare (weekly ranges, and per date the ranges that
// replace them, [] for unavailable), the difference between two of them in words, and the PATCH
// that turns one into the other.

export interface Snapshot {
  week: Week;
  /** Sorted by date; `ranges: []` is a date marked unavailable. */
  dates: { date: string; ranges: Range[] }[];
  /** Periods or override hours that could not be read (shown, never sent back as something else). */
  unreadable: number;
}

interface PeriodLike {
  wday?: string | null;
  start_time: string;
  end_time: string;
}
interface AvailabilityLike {
  periods: readonly PeriodLike[];
  overrides: readonly { date: string; periods: readonly PeriodLike[] }[];
}

export function snapshotOf(a: AvailabilityLike): Snapshot {
  const { week, unreadable } = periodsToWeek(a.periods);
  let bad = unreadable;
  const byDate = new Map<string, Range[]>();
  for (const o of a.overrides) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(o.date)) {
      bad++;
      continue;
    }
    const ranges: Range[] = [];
    for (const p of o.periods) {
      const start = parseClock(p.start_time);
      const end = readEnd(p.end_time);
      if (start === null || end === null || end <= start) bad++;
      else ranges.push({ start, end });
    }
    byDate.set(o.date, normalize([...(byDate.get(o.date) ?? []), ...ranges]));
  }
  const dates = [...byDate].sort(([a], [b]) => a.localeCompare(b)).map(([date, ranges]) => ({ date, ranges }));
  return { week, dates, unreadable: bad };
}

const sameRanges = (a: readonly Range[], b: readonly Range[]) =>
  a.length === b.length && a.every((r, i) => r.start === b[i]!.start && r.end === b[i]!.end);

export interface DayChange {
  day: Weekday;
  before: Range[];
  after: Range[];
}
export interface DateChange {
  date: string;
  kind: 'new' | 'changed' | 'removed';
  /** Absent for a new date. */
  before?: Range[];
  /** Absent for a removed date (it follows the weekly hours again). */
  after?: Range[];
}
export interface AvailabilityDiff {
  days: DayChange[];
  dates: DateChange[];
  /** v2 only: the zone the hours are sent in, when it is not the member's. */
  zone?: { from: string; to: string };
}

export function diffSnapshots(before: Snapshot, after: Snapshot): AvailabilityDiff {
  const days = WEEKDAYS.filter((d) => !sameRanges(normalize(before.week[d]), normalize(after.week[d]))).map((day) => ({
    day,
    before: normalize(before.week[day]),
    after: normalize(after.week[day]),
  }));
  const was = new Map(before.dates.map((d) => [d.date, d.ranges]));
  const now = new Map(after.dates.map((d) => [d.date, d.ranges]));
  const dates: DateChange[] = [];
  for (const date of [...new Set([...was.keys(), ...now.keys()])].sort()) {
    const b = was.get(date);
    const a = now.get(date);
    if (b === undefined && a !== undefined) dates.push({ date, kind: 'new', after: a });
    else if (b !== undefined && a === undefined) dates.push({ date, kind: 'removed', before: b });
    else if (b !== undefined && a !== undefined && !sameRanges(b, a))
      dates.push({ date, kind: 'changed', before: b, after: a });
  }
  return { days, dates };
}

export const isEmptyDiff = (d: AvailabilityDiff) => d.days.length === 0 && d.dates.length === 0 && !d.zone;
export const sameSnapshot = (a: Snapshot, b: Snapshot) => isEmptyDiff(diffSnapshots(a, b));

const SHORT_DAY: Record<Weekday, string> = {
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
  sunday: 'Sun',
};

export const rangesText = (ranges: readonly Range[]) =>
  ranges.length === 0 ? 'unavailable' : ranges.map((r) => `${displayClock(r.start)}–${displayClock(r.end)}`).join(', ');

/** "Dec 25", with the year when it is not the year of `today`. */
export const dateText = (date: string, today?: string) =>
  dayAndMonth(date, { year: Boolean(today && today.slice(0, 4) !== date.slice(0, 4)) });

const dayLine = (c: DayChange) => `${SHORT_DAY[c.day]} ${rangesText(c.before)} → ${rangesText(c.after)}`;

function dateLine(c: DateChange, today?: string): string {
  const when = dateText(c.date, today);
  if (c.kind === 'new') return `${when} ${rangesText(c.after ?? [])}, new`;
  if (c.kind === 'removed') return `${when} ${rangesText(c.before ?? [])}, removed (follows the weekly hours)`;
  return `${when} ${rangesText(c.before ?? [])} → ${rangesText(c.after ?? [])}`;
}

export const zoneLine = (z: { from: string; to: string }) =>
  `Hours given in ${z.to} instead of ${z.from}; the workspace converts them into ${z.from}`;

/** Every change in words, weekdays first then dates: one line each. */
export function diffLines(d: AvailabilityDiff, today?: string): string[] {
  return [...(d.zone ? [zoneLine(d.zone)] : []), ...d.days.map(dayLine), ...d.dates.map((c) => dateLine(c, today))];
}

/** "Tue 9:00 AM–5:00 PM → 9:00 AM–12:00 PM, 1:00 PM–5:00 PM; Dec 25 unavailable, new". */
export const diffText = (d: AvailabilityDiff, today?: string) =>
  isEmptyDiff(d) ? 'No changes' : diffLines(d, today).join('; ');

/** What an availability holds, in words: "Mon 9:00 AM–5:00 PM; … ; Dec 25 unavailable". */
export function snapshotText(s: Snapshot, today?: string): string {
  const days = WEEKDAYS.filter((d) => s.week[d].length).map((d) => `${SHORT_DAY[d]} ${rangesText(s.week[d])}`);
  const dates = s.dates.map((d) => `${dateText(d.date, today)} ${rangesText(d.ranges)}`);
  return [days.length ? days.join('; ') : 'no weekly hours', ...dates].join('; ');
}

export interface UpdateBody {
  periods: { wday: Weekday; start_time: string; end_time: string }[];
  overrides?: { date: string; periods?: { start_time: string; end_time: string; wday?: Weekday }[] }[];
}

/**
 * The PATCH that makes the workspace hold `after` where it holds `before`. The weekly hours go in
 * every time (the vendor requires them); only dates that change are named, a removed one without
 * periods. v1 overrides carry their weekday, as the vendor's v1 samples do.
 */
export function updateBodyFor(d: AvailabilityDiff, after: Snapshot, version: 'v1' | 'v2'): UpdateBody {
  const overrides = d.dates.map((c) =>
    c.kind === 'removed'
      ? { date: c.date }
      : {
          date: c.date,
          periods: (c.after ?? []).map((r) => ({
            ...(version === 'v1' ? { wday: weekdayOf(c.date) } : {}),
            start_time: formatClock(r.start),
            end_time: formatClock(r.end),
          })),
        },
  );
  return { periods: weekToPeriods(after.week), ...(overrides.length ? { overrides } : {}) };
}

/**
 * Yours re-applied on theirs: the weekdays and dates you changed from what you loaded take your
 * value; everything else is what the workspace holds now.
 */
export function reapply(loaded: Snapshot, yours: Snapshot, theirs: Snapshot): Snapshot {
  const mine = diffSnapshots(loaded, yours);
  const week = { ...theirs.week };
  for (const c of mine.days) week[c.day] = c.after;
  const dates = new Map(theirs.dates.map((d) => [d.date, d.ranges]));
  for (const c of mine.dates) {
    if (c.after === undefined) dates.delete(c.date);
    else dates.set(c.date, c.after);
  }
  return {
    week,
    dates: [...dates].sort(([a], [b]) => a.localeCompare(b)).map(([date, ranges]) => ({ date, ranges })),
    unreadable: theirs.unreadable,
  };
}
