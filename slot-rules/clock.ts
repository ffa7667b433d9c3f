// Wall clocks of IANA zones on Intl alone, for the slot rules that the sandbox and the dashboard
// share: dates are 'YYYY-MM-DD', times of day minutes since midnight, instants UTC milliseconds.

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const MINUTE = 60_000;
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

/** Offset of the zone from UTC at the instant, in minutes (New York in winter: -300). */
export function offsetMinutes(timeZone: string, ms: number): number {
  const local = utcToZoned(ms, timeZone);
  const asUtc = Date.parse(`${local.date}T00:00:00Z`) + local.minutes * MINUTE;
  return Math.round((asUtc - Math.floor(ms / MINUTE) * MINUTE) / MINUTE);
}

/**
 * The instant at which the wall clock in the zone shows the date and minutes. A time skipped by a
 * DST change moves forward by the gap (02:30 becomes 03:30); a repeated one takes its first occurrence.
 */
export function zonedToUtc(date: string, minutes: number, timeZone: string): number {
  const guess = Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE;
  const first = offsetMinutes(timeZone, guess);
  const t1 = guess - first * MINUTE;
  const second = offsetMinutes(timeZone, t1);
  if (second === first) {
    // Repeated hour: an earlier instant may show the same wall time.
    const earlier = t1 - 60 * MINUTE;
    const back = utcToZoned(earlier, timeZone);
    const want = utcToZoned(t1, timeZone);
    return back.date === want.date && back.minutes === want.minutes ? earlier : t1;
  }
  const t2 = guess - second * MINUTE;
  const local = utcToZoned(t2, timeZone);
  if (local.date === date && local.minutes === minutes) return t2;
  // In the gap neither reading shows the time; the later one is it moved forward, east or west of UTC.
  return Math.max(t1, t2);
}

/** The instant a range ending at `end` minutes on `date` ends: 1440 is the next midnight. */
export const endOnDate = (date: string, end: number, zone: string) =>
  end >= 1440 ? zonedToUtc(addDays(date, 1), 0, zone) : zonedToUtc(date, end, zone);

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function weekdayOf(date: string): Weekday {
  return WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
}

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

const QUARTER = 15 * MINUTE;
const offsets = new Map<string, number>();

/**
 * A moment's date and minutes on a zone's wall clock. Every zone changes its offset on a quarter
 * hour, so one offset per zone and quarter hour is exact; asking Intl for each slot cost a month's
 * answer some 200 ms.
 */
export function wallClock(ms: number, zone: string): { date: string; minutes: number } {
  const quarter = Math.floor(ms / QUARTER);
  const key = `${zone}|${quarter}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    if (offsets.size > 50_000) offsets.clear();
    offsets.set(key, (offset = offsetMinutes(zone, quarter * QUARTER)));
  }
  const local = new Date(ms + offset * MINUTE);
  return { date: local.toISOString().slice(0, 10), minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}
