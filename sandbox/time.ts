// Time arithmetic for the sandbox, its own on purpose: the dashboard converts zones elsewhere, and
// the sandbox is the second opinion that would catch a mistake there. Offsets come from the name
// Intl gives a zone's offset at an instant ("GMT-04:00"), and every conversion is arithmetic on
// that offset. Dates are 'YYYY-MM-DD', times of day minutes since midnight, instants UTC milliseconds.

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Minutes since midnight, end excluded; an end of 1440 is midnight. */
export interface Range {
  start: number;
  end: number;
}
export interface WeeklyRange extends Range {
  wday: Weekday;
}

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;
const offsetNames = new Map<string, Intl.DateTimeFormat>();
const OFFSET_NAME = /^GMT(?:([+-])(\d{1,2})(?::(\d{2}))?)?$/;

/** Offset of the zone from UTC at the instant, in minutes (New York in winter: -300). */
export function offsetMinutes(timeZone: string, ms: number): number {
  let f = offsetNames.get(timeZone);
  if (!f) offsetNames.set(timeZone, (f = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })));
  const name = f.formatToParts(new Date(ms)).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const m = OFFSET_NAME.exec(name);
  if (!m) throw new Error(`Unreadable offset ${name} for ${timeZone}`);
  if (!m[1]) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
}

/** The date and minutes a zone's clock shows at an instant. */
export function utcToZoned(ms: number, timeZone: string): { date: string; minutes: number } {
  const local = Math.floor(ms / MINUTE) * MINUTE + offsetMinutes(timeZone, ms) * MINUTE;
  const day = Math.floor(local / DAY);
  return { date: new Date(day * DAY).toISOString().slice(0, 10), minutes: (local - day * DAY) / MINUTE };
}

/**
 * The instant at which the wall clock in the zone shows the date and minutes. A time skipped by a
 * DST change moves forward by the gap (02:30 becomes 03:30); a repeated one takes its first occurrence.
 */
export function zonedToUtc(date: string, minutes: number, timeZone: string): number {
  const local = Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE;
  // A zone changes its offset at most once within a day either side: the offsets a day before and
  // a day after are every reading the wall time can have.
  const before = offsetMinutes(timeZone, local - DAY);
  const after = offsetMinutes(timeZone, local + DAY);
  const readings = [...new Set([before, after])]
    .map((o) => local - o * MINUTE)
    .filter((t) => t + offsetMinutes(timeZone, t) * MINUTE === local);
  return readings.length > 0 ? Math.min(...readings) : local - before * MINUTE;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

export function weekdayOf(date: string): Weekday {
  return WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
}

export const isWeekday = (value: unknown): value is Weekday =>
  typeof value === 'string' && (WEEKDAYS as readonly string[]).includes(value);

const TIME_RE = /^(\d{1,2}):(\d{2})\s?([AaPp][Mm])$/;

/** Minutes since midnight for 'HH:MM AM/PM' (also '9:00 AM', '09:00AM', lower case); null if malformed. */
export function parseTime(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = TIME_RE.exec(value.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour < 1 || hour > 12 || minute > 59) return null;
  const pm = match[3]!.toUpperCase() === 'PM';
  return ((hour % 12) + (pm ? 12 : 0)) * 60 + minute;
}

/** 'HH:MM AM/PM'; 1440 (end of day) is written '12:00 AM', as the service does for midnight. */
export function formatTime(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  const h24 = Math.floor(m / 60);
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${String(h12).padStart(2, '0')}:${String(m % 60).padStart(2, '0')} ${h24 < 12 ? 'AM' : 'PM'}`;
}

export function isValidTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0) return false;
  if (value !== 'UTC' && !value.includes('/')) return false;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
    // Intl accepts any letter case; the service's zone names are case sensitive. An alias that
    // Intl resolves to another name ('Asia/Calcutta') is still a valid name.
    return resolved === value || resolved.toLowerCase() !== value.toLowerCase();
  } catch {
    return false;
  }
}

export function isValidDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === value;
}
export interface DatedRange extends Range {
  date: string;
}

/**
 * Where a range's edge lies: the first instant whose clock shows that time or a later one. A time
 * the clocks skip is the instant they jump (02:30 on a spring-forward day edges at 03:00), not the
 * time moved forward by the gap, which would start the range late.
 */
function edgeToUtc(date: string, minutes: number, zone: string): number {
  const local = Date.parse(`${date}T00:00:00Z`) / MINUTE + minutes;
  const moved = zonedToUtc(date, minutes, zone) / MINUTE;
  if (moved + offsetMinutes(zone, moved * MINUTE) === local) return moved * MINUTE;
  const before = offsetMinutes(zone, (local - 1440) * MINUTE);
  let [lo, hi] = [local - offsetMinutes(zone, (local + 1440) * MINUTE), moved];
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (offsetMinutes(zone, mid * MINUTE) === before) lo = mid;
    else hi = mid;
  }
  return hi * MINUTE;
}

/** Moves a range given on a date in one zone into another zone, split at the other zone's midnight. */
export function convertDatedRange(range: DatedRange, from: string, to: string): DatedRange[] {
  // Wall times kept in the zone they were given in are kept as given, a time the clocks skip included.
  if (from === to) return range.end > range.start ? [{ ...range, end: Math.min(range.end, 1440) }] : [];
  const startUtc = edgeToUtc(range.date, range.start, from);
  const endUtc =
    range.end >= 1440 ? edgeToUtc(addDays(range.date, 1), 0, from) : edgeToUtc(range.date, range.end, from);
  const s = utcToZoned(startUtc, to);
  const e = utcToZoned(endUtc, to);
  if (s.date === e.date) return [{ date: s.date, start: s.minutes, end: e.minutes }];
  const out: DatedRange[] = [{ date: s.date, start: s.minutes, end: 1440 }];
  for (let d = addDays(s.date, 1); d < e.date; d = addDays(d, 1)) out.push({ date: d, start: 0, end: 1440 });
  if (e.minutes > 0) out.push({ date: e.date, start: 0, end: e.minutes });
  return out.filter((r) => r.end > r.start);
}

/** The first date on or after `from` that falls on the weekday. */
export function nextDateOn(wday: Weekday, from: string): string {
  const diff = (WEEKDAYS.indexOf(wday) - WEEKDAYS.indexOf(weekdayOf(from)) + 7) % 7;
  return addDays(from, diff);
}

/**
 * Weekly periods read in one zone and saved in another use the offsets of the coming occurrence of
 * each weekday (the date in question for a weekly period); a period crossing midnight is split onto
 * the neighbouring weekday.
 */
export function convertWeekly(ranges: WeeklyRange[], from: string, to: string, today: string): WeeklyRange[] {
  if (from === to) return mergeWeekly(ranges);
  const out: WeeklyRange[] = [];
  for (const r of ranges) {
    const date = nextDateOn(r.wday, today);
    for (const piece of convertDatedRange({ date, start: r.start, end: r.end }, from, to)) {
      out.push({ wday: weekdayOf(piece.date), start: piece.start, end: piece.end });
    }
  }
  return mergeWeekly(out);
}

export function mergeRanges<T extends Range>(ranges: T[]): T[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  const out: T[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else out.push({ ...r });
  }
  return out;
}

export function mergeWeekly(ranges: WeeklyRange[]): WeeklyRange[] {
  return WEEKDAYS.flatMap((wday) => mergeRanges(ranges.filter((r) => r.wday === wday)));
}
