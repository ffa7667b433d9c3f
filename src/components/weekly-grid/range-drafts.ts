import { z } from 'zod/mini';
import { displayClock, readTypedTime } from '@/lib/time/clock';
import { normalize, WEEKDAYS, type Range, type Week, type Weekday } from '@/lib/time/periods';
import { rangeSchema } from '@/lib/time/schemas';

// Typed ranges that are not (yet) in the week. The week only ever holds readable, valid ranges, so
// what is sent can never be a value the screen no longer shows: while a day's typed text cannot be
// read, the day lives here, its fields say what is wrong, and the editor reports itself invalid.

export interface RowText {
  start: string;
  end: string;
  /** Left or confirmed (blur, Enter) at least once: from then on its message is shown. */
  checked: boolean;
}

export interface DayDraft {
  /** The day's ranges in the week when typing began: if the week's day changes elsewhere, the draft goes. */
  base: Range[];
  rows: RowText[];
}

export type Drafts = Partial<Record<Weekday, DayDraft>>;

/** Drafts as kept across a reload. */
export const draftsSchema = z.partialRecord(
  z.enum(WEEKDAYS),
  z.object({
    base: z.array(rangeSchema),
    rows: z.array(z.object({ start: z.string(), end: z.string(), checked: z.boolean() })),
  }),
);

export interface RowErrors {
  start?: string;
  end?: string;
}

export const textOf = (r: Range): RowText => ({
  start: displayClock(r.start),
  end: displayClock(r.end === 1440 ? 0 : r.end),
  checked: false,
});

export const sameRanges = (a: readonly Range[], b: readonly Range[]) =>
  a.length === b.length && a.every((r, i) => r.start === b[i]!.start && r.end === b[i]!.end);

/** The range a row's text means, or what is wrong with it, field by field. */
export function readRow(row: Pick<RowText, 'start' | 'end'>): { range: Range | null; errors: RowErrors } {
  const errors: RowErrors = {};
  const from = readTypedTime(row.start, { example: 540, what: 'a start time' });
  const until = readTypedTime(row.end, { example: 1020, what: 'an end time', end: true });
  const start = from.ok ? from.minutes : null;
  const end = until.ok ? until.minutes : null;
  if (!from.ok) errors.start = from.message;
  if (!until.ok) errors.end = until.message;
  if (start !== null && end !== null && end <= start) errors.end = 'The end must be after the start.';
  return { range: start !== null && end !== null && end > start ? { start, end } : null, errors };
}

/** The messages a row shows: none until it has been left or confirmed once. */
export const shownErrors = (row: RowText): RowErrors => (row.checked ? readRow(row).errors : {});
const showsError = (row: RowText) => Boolean(shownErrors(row).start ?? shownErrors(row).end);

/** What the list shows for a day: its draft, or else the week's ranges. */
export const rowsOf = (week: Week, drafts: Drafts, day: Weekday): RowText[] =>
  drafts[day]?.rows ?? week[day].map(textOf);

/** True while some field shows a message: the page must not send. */
export const hasInvalid = (drafts: Drafts) => WEEKDAYS.some((d) => drafts[d]?.rows.some(showsError));

/** Drafts typed over a day that has since changed elsewhere (grid, undo, preset, copy) are dropped. */
export function prune(drafts: Drafts, week: Week): Drafts {
  const stale = WEEKDAYS.filter((d) => drafts[d] && !sameRanges(drafts[d].base, week[d]));
  if (!stale.length) return drafts;
  const out = { ...drafts };
  for (const d of stale) delete out[d];
  return out;
}

export const without = (drafts: Drafts, day: Weekday): Drafts => {
  const out = { ...drafts };
  delete out[day];
  return out;
};

const withRows = (week: Week, drafts: Drafts, day: Weekday, rows: RowText[]): Drafts => ({
  ...drafts,
  [day]: { base: drafts[day]?.base ?? week[day], rows },
});

export function typeText(
  week: Week,
  drafts: Drafts,
  day: Weekday,
  index: number,
  field: 'start' | 'end',
  text: string,
): Drafts {
  return withRows(
    week,
    drafts,
    day,
    rowsOf(week, drafts, day).map((r, i) => (i === index ? { ...r, [field]: text } : r)),
  );
}

export interface Settled {
  drafts: Drafts;
  /** The day's new ranges for the week, when the week must change. */
  ranges: Range[] | null;
}

/**
 * A day whose rows all read is written to the week (sorted and merged, as the list then shows it) and
 * its draft goes; otherwise the rows wait in the draft.
 */
function settle(week: Week, drafts: Drafts, day: Weekday, rows: RowText[]): Settled {
  const read = rows.map(readRow);
  if (read.every((r) => r.range)) {
    const ranges = normalize(read.map((r) => r.range!));
    return { drafts: without(drafts, day), ranges: sameRanges(ranges, week[day]) ? null : ranges };
  }
  return { drafts: withRows(week, drafts, day, rows), ranges: null };
}

export const checkRow = (week: Week, drafts: Drafts, day: Weekday, index: number): Settled =>
  settle(
    week,
    drafts,
    day,
    rowsOf(week, drafts, day).map((r, i) => (i === index ? { ...r, checked: true } : r)),
  );

export const removeRow = (week: Week, drafts: Drafts, day: Weekday, index: number): Settled =>
  settle(
    week,
    drafts,
    day,
    rowsOf(week, drafts, day).filter((_, i) => i !== index),
  );

/** A new hour after the last range (or 9 AM on an empty day). */
export function addRow(week: Week, drafts: Drafts, day: Weekday): Settled {
  const rows = rowsOf(week, drafts, day);
  const last = rows[rows.length - 1];
  const lastEnd = last ? (readRow(last).range?.end ?? week[day].at(-1)?.end) : undefined;
  const start = lastEnd === undefined ? 540 : Math.min(lastEnd + 60, 1380);
  return settle(week, drafts, day, [...rows, textOf({ start, end: Math.min(start + 60, 1440) })]);
}
