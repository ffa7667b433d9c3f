import { browserLocale, getDisplayPrefs, uses12h, type DisplayPrefs } from '@/lib/display-prefs';
import { DAY, parseClock, readEnd } from '@/lib/time/clock';
import { dayjs } from '@/lib/time/dayjs';
import { timeOfDay } from '@/lib/time/display';
import { normalize, type Range } from '@/lib/time/periods';
import { offsetMinutes } from '@/lib/time/zones';

// The board shows hours in the member's zone or in one viewing zone. Only the rows on screen are
// converted, each date with its own offsets (the same reading the sandbox and the zone preview of
// the editors use), so a row costs a few offset look-ups, not the year-long scan of the preview.

const offsets = new Map<string, number>();
/** Offset of `zone` at noon UTC of `date`; cached, the board asks for the same few pairs again and again. */
function offsetOn(zone: string, date: string): number {
  const key = `${zone}\u0000${date}`;
  let value = offsets.get(key);
  if (value === undefined) {
    value = offsetMinutes(zone, Date.parse(`${date}T12:00:00Z`));
    if (offsets.size > 5000) offsets.clear();
    offsets.set(key, value);
  }
  return value;
}

export const addDays = (date: string, days: number) => dayjs(date).add(days, 'day').format('YYYY-MM-DD');

/** Ranges of one date in `from`, as dated ranges in `to` (split at midnight). */
export function shiftDated(
  date: string,
  ranges: readonly Range[],
  from: string,
  to: string,
): { date: string; range: Range }[] {
  if (from === to) return ranges.map((range) => ({ date, range }));
  const delta = offsetOn(to, date) - offsetOn(from, date);
  const out: { date: string; range: Range }[] = [];
  for (const r of ranges) {
    const day = Math.floor((r.start + delta) / DAY);
    const start = r.start + delta - day * DAY;
    const end = r.end + delta - day * DAY;
    // Now 0 <= start < DAY; the end may spill onto the next date.
    out.push({ date: addDays(date, day), range: { start, end: Math.min(end, DAY) } });
    if (end > DAY) out.push({ date: addDays(date, day + 1), range: { start: 0, end: end - DAY } });
  }
  return out.filter((p) => p.range.end > p.range.start);
}

// Whether the locale uses a 12-hour clock costs a new Intl formatter per question; the board asks
// for every time it writes (measured: 170 ms of a first paint), so the answer is kept until the
// preferences object or the locale changes.
let clock: { prefs: DisplayPrefs; locale: string; h12: boolean } | null = null;
function h12Now(): boolean {
  const prefs = getDisplayPrefs();
  const locale = browserLocale();
  if (clock?.prefs !== prefs || clock.locale !== locale) clock = { prefs, locale, h12: uses12h(prefs, locale) };
  return clock.h12;
}

export function rangesText(ranges: readonly Range[]): string {
  const h12 = h12Now();
  return ranges.map((r) => `${timeOfDay(r.start, { h12 })}–${timeOfDay(r.end, { h12 })}`).join(', ');
}

/** Override periods as sent; null when one does not read (shown as such, not guessed). */
export function readRanges(periods: readonly { start_time: string; end_time: string }[]): Range[] | null {
  const out: Range[] = [];
  for (const p of periods) {
    const start = parseClock(p.start_time);
    const end = readEnd(p.end_time);
    if (start === null || end === null || end <= start) return null;
    out.push({ start, end });
  }
  return normalize(out);
}
