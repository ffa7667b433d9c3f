import type { Range } from '@/lib/time/periods';
import { diffSnapshots, type Snapshot } from './diff';

interface Merge {
  merged: Snapshot;
  /** Weekdays and dates both sides changed, to different hours: theirs is kept there. */
  clashes: { days: string[]; dates: string[] };
}

const sameRanges = (a: readonly Range[] | undefined, b: readonly Range[] | undefined) =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.length === b.length &&
    a.every((r, i) => r.start === b[i]!.start && r.end === b[i]!.end));

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
  const merged = {
    week,
    dates: [...dates].sort(([a], [b]) => a.localeCompare(b)).map(([date, ranges]) => ({ date, ranges })),
    unreadable: theirs.unreadable,
  };
  return { merged, clashes };
}
