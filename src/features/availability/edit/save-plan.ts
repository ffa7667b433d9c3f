import { diffSnapshots, updateBodyFor, type AvailabilityDiff, type Snapshot, type UpdateBody } from '@/components/availability-diff/diff';
import { parseClock, readEnd } from '@/lib/time/clock';
import { normalize, periodsToWeek, type Range, type Week } from '@/lib/time/periods';
import { convertWeekAt } from '@/lib/time/zones';

// What a save sends and what the page says it changes come from one place: the body is built first,
// then read back the way the workspace reads it (hours in the member's zone, no `time_zone`), and the
// summary is the difference between the record and that reading. A summary computed any other way
// can drift from the request, which is how a warning once named other hours than the ones sent.

export interface SavePlan {
  body: UpdateBody;
  /** The record as the body would leave it. */
  after: Snapshot;
  /** record → after: exactly what the body changes. */
  diff: AvailabilityDiff;
}

/** The record as a PATCH with `body` leaves it: the weekly hours replaced, each named date set or removed. */
export function applyBody(record: Snapshot, body: UpdateBody): Snapshot {
  const { week } = periodsToWeek(body.periods);
  const dates = new Map(record.dates.map((d) => [d.date, d.ranges]));
  for (const o of body.overrides ?? []) {
    if (o.periods === undefined) {
      dates.delete(o.date);
      continue;
    }
    const ranges: Range[] = [];
    for (const p of o.periods) {
      const start = parseClock(p.start_time);
      const end = readEnd(p.end_time);
      if (start !== null && end !== null && end > start) ranges.push({ start, end });
    }
    dates.set(o.date, normalize(ranges));
  }
  return {
    week,
    dates: [...dates].sort(([a], [b]) => a.localeCompare(b)).map(([date, ranges]) => ({ date, ranges })),
    unreadable: record.unreadable,
  };
}

/** The request that turns `record` into `yours`, and what it changes, read from the request itself. */
export function planSave(record: Snapshot, yours: Snapshot, version: 'v1' | 'v2'): SavePlan {
  const body = updateBodyFor(diffSnapshots(record, yours), yours, version);
  const after = applyBody(record, body);
  return { body, after, diff: diffSnapshots(record, after) };
}

/**
 * The same moments, on another zone's clock: each weekday's hours with the offsets of its date in the
 * week of `today` (a weekly schedule has one clock time per weekday, so some week must be chosen; the
 * current one is what the admin is looking at). Hours that cross midnight move onto the next weekday.
 */
export function convertWeek(week: Week, from: string, to: string, today: string): Week {
  return convertWeekAt(week, from, to, today);
}

export interface Merge {
  merged: Snapshot;
  /** Weekdays and dates both sides changed, to different hours: theirs is kept there. */
  clashes: { days: string[]; dates: string[] };
}

const sameRanges = (a: readonly Range[] | undefined, b: readonly Range[] | undefined) =>
  a === b || (a !== undefined && b !== undefined && a.length === b.length && a.every((r, i) => r.start === b[i]!.start && r.end === b[i]!.end));

/**
 * Your changes (base → yours) applied onto theirs (base → theirs) wherever they do not touch the same
 * weekday or date; where both changed the same one differently, theirs stays and the clash is named.
 */
export function mergeOnto(base: Snapshot, yours: Snapshot, theirs: Snapshot): Merge {
  const mine = diffSnapshots(base, yours);
  const their = diffSnapshots(base, theirs);
  const theirDays = new Map(their.days.map((c) => [c.day, c.after]));
  const theirDates = new Map(their.dates.map((c) => [c.date, c.after]));
  const week = { ...theirs.week };
  const dates = new Map(theirs.dates.map((d) => [d.date, d.ranges]));
  const clashes: Merge['clashes'] = { days: [], dates: [] };
  for (const c of mine.days) {
    if (theirDays.has(c.day) && !sameRanges(theirDays.get(c.day), c.after)) clashes.days.push(c.day);
    else week[c.day] = c.after;
  }
  for (const c of mine.dates) {
    if (theirDates.has(c.date) && !sameRanges(theirDates.get(c.date), c.after)) clashes.dates.push(c.date);
    else if (c.after === undefined) dates.delete(c.date);
    else dates.set(c.date, c.after);
  }
  const merged = { week, dates: [...dates].sort(([a], [b]) => a.localeCompare(b)).map(([date, ranges]) => ({ date, ranges })), unreadable: theirs.unreadable };
  return { merged, clashes };
}
