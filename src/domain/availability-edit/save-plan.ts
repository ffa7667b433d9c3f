import {
  diffSnapshots,
  updateBodyFor,
  type AvailabilityDiff,
  type Snapshot,
  type UpdateBody,
} from '@/domain/availability-diff/diff';
import { parseClock, readEnd } from '@/lib/time/clock';
import { normalize, periodsToWeek, type Range, type Week } from '@/lib/time/periods';
import { convertWeekAt } from '@/lib/time/zones';

// What a save sends and what the page says it changes come from one place: the body is built first,
// then read back the way the workspace reads it (hours in the member's zone, no `time_zone`), and the
// summary is the difference between the record and that reading. A summary computed any other way
// can drift from the request, which is how a warning once named other hours than the ones sent.

interface SavePlan {
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
  // Stryker disable next-line ArrayDeclaration: an entry without periods or date only deletes a date that is not there
  for (const o of body.overrides ?? []) {
    if (o.periods === undefined) {
      dates.delete(o.date);
      continue;
    }
    // Stryker disable next-line ArrayDeclaration: normalize drops anything that is not a range with a start and an end
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
