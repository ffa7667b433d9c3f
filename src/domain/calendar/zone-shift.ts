import { browserLocale, getDisplayPrefs, uses12h, type DisplayPrefs } from '@/lib/display-prefs';
import { parseClock, readEnd } from '@/lib/time/clock';
import { timeOfDay } from '@/lib/time/display';
import { normalize, type Range } from '@/lib/time/periods';

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
