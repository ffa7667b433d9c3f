import { offsetMinutes, WEEKDAYS } from './time.ts';

// Zones' wall clocks read one UTC minute at a time, for the sandbox's slots (slots.ts): a minute is
// "local" as minutes since 1970-01-01 00:00 on that zone's clock, and a day is 1440 of them.

export const MINUTE = 60_000;

/** A zone's offsets over one UTC day: `before` until the minute `change`, `after` from it. */
interface DayOfOffsets {
  before: number;
  after: number;
  change: number;
}
/** Kept across requests, by zone and UTC day: Intl is slow enough to matter a month at a time. */
const zoneDays = new Map<string, DayOfOffsets>();

/**
 * A zone's offsets over a UTC day, asked at its two ends; where they differ, the minute of the
 * change is found by halving (no zone changes its clock twice in a day).
 */
function offsetsOn(zone: string, day: number): DayOfOffsets {
  const key = `${zone}|${day}`;
  let found = zoneDays.get(key);
  if (found) return found;
  const at = (minute: number) => offsetMinutes(zone, minute * MINUTE);
  const [before, after] = [at(day * 1440), at((day + 1) * 1440)];
  let [lo, hi] = [day * 1440, (day + 1) * 1440];
  while (before !== after && hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (at(mid) === before) lo = mid;
    else hi = mid;
  }
  if (zoneDays.size > 100_000) zoneDays.clear();
  zoneDays.set(key, (found = { before, after, change: hi }));
  return found;
}

/** A zone's wall clock: the local minute (minutes since 1970-01-01 00:00 on its clock) of a UTC minute. */
export function wallReader(zone: string) {
  let [dayNumber, day] = [NaN, { before: 0, after: 0, change: 0 }];
  return (utcMinute: number) => {
    const n = Math.floor(utcMinute / 1440);
    if (n !== dayNumber) [dayNumber, day] = [n, offsetsOn(zone, n)];
    return utcMinute + (utcMinute < day.change ? day.before : day.after);
  };
}

export const dayOf = (localMinute: number) => Math.floor(localMinute / 1440);
export const dateOfDay = (day: number) => new Date(day * 1440 * MINUTE).toISOString().slice(0, 10);
export const dayOfDate = (date: string) => Date.parse(`${date}T00:00:00Z`) / (1440 * MINUTE);
/** 1 January 1970 was a Thursday. */
export const weekdayOfDay = (day: number) => WEEKDAYS[(((day + 4) % 7) + 7) % 7]!;
