import { byName } from '../format';
import { canonicalZone } from './zone-names';
import { displayClock } from './clock';
import { emptyWeek, normalize, sameWeek, WEEKDAYS, type Week } from './periods';
import { addDays, offsetMinutes, shiftRanges, utcToZoned, wallTime, weekdayOf, zonedToUtc } from './wall-clock';

/** This browser's zone by its current IANA name (Chrome says "Asia/Calcutta" for Asia/Kolkata). */
export const browserZone = () => canonicalZone(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');

export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '−' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

export function isKnownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export interface ZoneOption {
  value: string;
  label: string;
  group: string;
  offset: number;
}

/** One zone as the list offers it: its region, and its place labelled with its offset now. */
export function zoneOption(value: string, now: number): ZoneOption {
  const offset = offsetMinutes(value, now);
  const parts = value.split('/');
  const group = parts.length > 1 ? parts[0]! : 'Other';
  const place = parts.slice(1).join(' / ').replace(/_/g, ' ') || value;
  return { value, group, offset, label: `${place} (${formatOffset(offset)})` };
}

/** Every IANA zone the runtime knows, grouped by region, labelled with its offset now. */
export function zoneOptions(now: number): ZoneOption[] {
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = [...new Set(['UTC', ...supported.map(canonicalZone)])].filter(isKnownZone);
  return zones
    .map((value) => zoneOption(value, now))
    .sort((a, b) => byName(a.group, b.group) || a.offset - b.offset || byName(a.label, b.label));
}

/** The first day within `days` on which the zone's offset changes, with the offsets around it. */
export function nextOffsetChange(
  zone: string,
  fromMs: number,
  days = 400,
): { date: string; before: number; after: number } | null {
  const before = offsetMinutes(zone, fromMs);
  for (let d = 1; d <= days; d++) {
    const ms = fromMs + d * 86_400_000;
    if (offsetMinutes(zone, ms) === before) continue;
    // The change is within the last 24 hours: find its hour.
    let at = ms - 86_400_000;
    while (offsetMinutes(zone, at) === before) at += 3_600_000;
    return { date: utcToZoned(at, zone).date, before, after: offsetMinutes(zone, at) };
  }
  return null;
}

export interface PreviewSpan {
  /** First date (Monday, in the member's zone) this version of the week applies from. */
  from: string;
  week: Week;
}

export interface ZonePreview {
  spans: PreviewSpan[];
  /** Wall times in the chosen zone that do not exist on a date (spring-forward gaps). */
  missing: { date: string; time: string }[];
  changes: { zone: string; date: string; before: number; after: number }[];
}

/**
 * What the member will get when `week` is given in `from` and saved in `to` (spec §4.1): each weekday's
 * ranges are converted with the offsets of its actual date, for every week from `startDate` until a
 * week after the later of the next offset changes in either zone. Consecutive identical weeks collapse
 * into one span; more than one span means the member's hours move.
 */
export function previewConversion(week: Week, from: string, to: string, startDate: string, maxWeeks = 60): ZonePreview {
  const startMs = zonedToUtc(startDate, 0, to);
  const changes = [from, to]
    .map((zone) => ({ zone, change: nextOffsetChange(zone, startMs) }))
    .filter((c): c is { zone: string; change: NonNullable<ReturnType<typeof nextOffsetChange>> } => c.change !== null)
    .map(({ zone, change }) => ({ zone, ...change }));
  const lastChange = changes.reduce((max, c) => (c.date > max ? c.date : max), startDate);
  const days = (Date.parse(`${lastChange}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000;
  const weeks = Math.min(maxWeeks, Math.max(2, Math.ceil(days / 7) + 2));
  const first = mondayOf(startDate);
  const spans: PreviewSpan[] = [];
  const missing: { date: string; time: string }[] = [];
  for (let w = 0; w < weeks; w++) {
    const monday = addDays(first, w * 7);
    const converted = convertWeekFrom(week, from, to, monday, missing);
    const last = spans[spans.length - 1];
    if (!last || !sameWeek(last.week, converted)) spans.push({ from: monday, week: converted });
  }
  return { spans, missing, changes };
}

/**
 * The same moments on another zone's clock, for the week that starts on `monday`: each weekday's ranges
 * with the offsets of its own date; hours that cross midnight continue on the next weekday. Wall times
 * that do not exist in `from` on their date are added to `missing` when it is given.
 */
function convertWeekFrom(
  week: Week,
  from: string,
  to: string,
  monday: string,
  missing?: { date: string; time: string }[],
): Week {
  const converted = emptyWeek();
  WEEKDAYS.forEach((wday, i) => {
    const date = addDays(monday, i);
    for (const r of week[wday]) {
      const s = wallTime(date, r.start, from);
      const e = wallTime(date, r.end, from);
      if (!s.exists) missing?.push({ date, time: displayClock(r.start) });
      if (!e.exists) missing?.push({ date, time: displayClock(r.end) });
      for (const p of shiftRanges(date, [r], from, to))
        converted[weekdayOf(p.date)] = [...converted[weekdayOf(p.date)], p.range];
    }
  });
  for (const d of WEEKDAYS) converted[d] = normalize(converted[d]);
  return converted;
}

/** Weeks start on the Monday on or before the date. */
const mondayOf = (date: string) => addDays(date, -WEEKDAYS.indexOf(weekdayOf(date)));

/** `week` in `from`, as the same moments on `to`'s clock in the week (Monday to Sunday) that holds `date`. */
export function convertWeekAt(week: Week, from: string, to: string, date: string): Week {
  if (from === to) return week;
  return convertWeekFrom(week, from, to, mondayOf(date));
}
