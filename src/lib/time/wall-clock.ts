import { WEEKDAYS, type Range, type Weekday } from './periods';

// The one conversion between instants and the wall clocks of IANA zones, on Intl alone: the team
// board, the editors' zone conversions, the slot rules and the CSV exports all go through it. Dates
// are 'YYYY-MM-DD', times of day minutes since midnight, instants UTC milliseconds.
// Not dayjs's timezone plugin: it reads a repeated wall time as its second occurrence where this
// reads the first, and its parsing goes through the machine's own zone.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The date and minutes a zone's clock shows at an instant, read from Intl. */
export function utcToZoned(ms: number, timeZone: string): { date: string; minutes: number } {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

function readOffset(timeZone: string, ms: number): number {
  const local = utcToZoned(ms, timeZone);
  const asUtc = Date.parse(`${local.date}T00:00:00Z`) + local.minutes * MINUTE;
  return Math.round((asUtc - Math.floor(ms / MINUTE) * MINUTE) / MINUTE);
}

const QUARTER = 15 * MINUTE;
const offsets = new Map<string, number>();

/**
 * Offset of the zone from UTC at the instant, in minutes (New York in winter: -300). Every zone
 * changes its offset on a quarter hour, so one reading per zone and quarter hour is exact; asking
 * Intl for each slot of a month cost its answer some 200 ms.
 */
export function offsetMinutes(timeZone: string, ms: number): number {
  const quarter = Math.floor(ms / QUARTER);
  const key = `${timeZone}|${quarter}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    if (offsets.size > 50_000) offsets.clear();
    offset = readOffset(timeZone, quarter * QUARTER);
    offsets.set(key, offset);
  }
  return offset;
}

/** A moment's date and minutes on a zone's wall clock, from the cached offsets. */
export function wallClock(ms: number, zone: string): { date: string; minutes: number } {
  const local = new Date(ms + offsetMinutes(zone, ms) * MINUTE);
  return { date: local.toISOString().slice(0, 10), minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

/**
 * The instant at which the zone's wall clock shows the date and minutes (minutes past 1440 run into
 * the next dates), and whether it ever does. A time the clocks skip is moved forward by the gap
 * (New York's 02:30 on a spring-forward day is 03:30); one they repeat is its first occurrence.
 */
export function wallTime(date: string, minutes: number, zone: string): { ms: number; exists: boolean } {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  // A date that does not read back as written ('2027-02-30', '2027-3-15') is no date.
  if (Number.isNaN(midnight) || new Date(midnight).toISOString().slice(0, 10) !== date)
    return { ms: NaN, exists: false };
  const asUtc = midnight + minutes * MINUTE;
  // No zone changes its offset twice within two days: the offsets a day either side are the only candidates.
  const before = offsetMinutes(zone, asUtc - DAY_MS);
  const after = offsetMinutes(zone, asUtc + DAY_MS);
  for (const offset of before > after ? [before, after] : [after, before]) {
    // The larger offset is the earlier instant: a repeated time is its first occurrence.
    const ms = asUtc - offset * MINUTE;
    if (offsetMinutes(zone, ms) === offset) return { ms, exists: true };
  }
  // In the gap: read with the offset before the change, which lands as far past the gap's start.
  return { ms: asUtc - before * MINUTE, exists: false };
}

/** The instant of a wall time, as `wallTime` reads it (a skipped time moved forward by the gap). */
export const zonedToUtc = (date: string, minutes: number, timeZone: string): number =>
  wallTime(date, minutes, timeZone).ms;

/** The instant a range ending at `end` minutes on `date` ends: 1440 is the next midnight. */
export const endOnDate = (date: string, end: number, zone: string) => zonedToUtc(date, end, zone);

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function weekdayOf(date: string): Weekday {
  return WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;
}

/** Every date from `from` to `to`, both included; none when `to` is before `from`. */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** The first instant after `from` and before `to` at which the zone leaves `offset`, else `to`. */
function offsetChange(zone: string, from: number, to: number, offset: number): number {
  if (offsetMinutes(zone, to - 1) === offset) return to;
  // Changes fall on quarter hours: the first quarter in (from, to) that reads another offset.
  let lo = Math.floor(from / QUARTER) + 1;
  let hi = Math.ceil(to / QUARTER) - 1;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (offsetMinutes(zone, mid * QUARTER) === offset) lo = mid + 1;
    else hi = mid;
  }
  return Math.min(to, lo * QUARTER);
}

/**
 * The instants from `startMs` to `endMs` as dated ranges of minutes on the zone's wall clock, cut
 * at its midnights and at its clock changes: a skipped hour is in no range, a repeated one in two
 * (merged by whoever normalizes the day). A piece that reaches the next midnight ends at 1440.
 */
export function zonedPieces(
  startMs: number,
  endMs: number,
  zone: string,
): { date: string; start: number; end: number }[] {
  const out: { date: string; start: number; end: number }[] = [];
  for (let cursor = startMs; cursor < endMs;) {
    const offset = offsetMinutes(zone, cursor);
    const local = new Date(cursor + offset * MINUTE);
    const date = local.toISOString().slice(0, 10);
    const start = local.getUTCHours() * 60 + local.getUTCMinutes();
    const midnight = Date.parse(`${addDays(date, 1)}T00:00:00Z`) - offset * MINUTE;
    const pieceEnd = offsetChange(zone, cursor, Math.min(endMs, midnight), offset);
    out.push({ date, start, end: start + Math.round((pieceEnd - cursor) / MINUTE) });
    cursor = pieceEnd;
  }
  return out;
}

/**
 * The instants at which the zone's wall clock shows `date` at a minute of the range, as spans (end
 * excluded). A clock change needs no special case: where the clocks skip the range's start it begins
 * at the change (02:30–05:00 on a spring-forward day is 03:00–05:00), and where they go back inside
 * it the repeated minutes belong to it twice, and no minute the clock shows outside it does.
 */
export function rangeSpans(date: string, r: Range, zone: string): { start: number; end: number }[] {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(midnight)) return [];
  const [lo, hi] = [midnight + r.start * MINUTE, midnight + r.end * MINUTE];
  // Offsets lie between -12 and +14 hours: every instant showing the range is between these two.
  const [first, last] = [lo - 15 * HOUR, hi + 13 * HOUR];
  const before = offsetMinutes(zone, first);
  // No zone changes its clock twice within two days: one change at most.
  const change = offsetChange(zone, first, last, before);
  const out: { start: number; end: number }[] = [];
  for (const { offset, from, to } of [
    { offset: before, from: first, to: change },
    { offset: offsetMinutes(zone, change), from: change, to: last },
  ]) {
    const start = Math.max(lo - offset * MINUTE, from);
    const end = Math.min(hi - offset * MINUTE, to);
    const prev = out[out.length - 1];
    if (end <= start) continue;
    // A range across a repeated hour runs on through the change: one span, not two that touch.
    if (prev && prev.end === start) prev.end = end;
    else out.push({ start, end });
  }
  return out;
}

/**
 * Ranges of one date on `from`'s clock as dated ranges on `to`'s clock, the same instants: split at
 * `to`'s midnights and clock changes, empty pieces dropped. The team board shows hours with it.
 */
export function shiftRanges(
  date: string,
  ranges: readonly Range[],
  from: string,
  to: string,
): { date: string; range: Range }[] {
  if (from === to) return ranges.map((r) => ({ date, range: { start: r.start, end: r.end } }));
  return ranges.flatMap((r) =>
    rangeSpans(date, r, from).flatMap((span) =>
      zonedPieces(span.start, span.end, to)
        .filter((p) => p.end > p.start)
        .map((p) => ({ date: p.date, range: { start: p.start, end: p.end } })),
    ),
  );
}
