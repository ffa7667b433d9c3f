import { z } from 'zod/mini';
import { sideStore } from './side-store';
import { readStored, writeStored } from './storage';

// How dates and times are shown (docs/product.md decision 15): the browser's locale decides unless the
// admin chose a clock or a first day of the week in Settings. One value for the whole app, kept in
// local storage; screens read it when they render, so a change shows on the next screen drawn.

const CLOCKS = ['auto', '12', '24'] as const;
/** 0 is Sunday, 1 Monday, 6 Saturday (the numbering of Date#getDay and Mantine's calendars). */
const WEEK_STARTS = ['auto', '0', '1', '6'] as const;

const prefsSchema = z.object({ clock: z.enum(CLOCKS), weekStart: z.enum(WEEK_STARTS) });
export type DisplayPrefs = z.output<typeof prefsSchema>;

export const DEFAULT_PREFS: DisplayPrefs = { clock: 'auto', weekStart: 'auto' };
const KEY = 'slotboard.display.v1';

const local = (): Storage | null => (typeof window === 'undefined' ? null : window.localStorage);

export const displayPrefsStore = sideStore(
  () => {
    const storage = local();
    return (
      (storage && readStored(storage, KEY, prefsSchema, { what: 'your date and time preferences' })) ?? DEFAULT_PREFS
    );
  },
  {
    write: (next) => {
      const storage = local();
      if (storage) writeStored(storage, KEY, next);
    },
  },
);

export const getDisplayPrefs = (): DisplayPrefs => displayPrefsStore.get();
export const setDisplayPrefs = (next: DisplayPrefs) => displayPrefsStore.set(next);
/** Forgets the value read, so the next read comes from storage again (another tab, a test). */
export const reloadDisplayPrefs = () => displayPrefsStore.reload();

/** The browser's language; tests and servers without one read as American English. */
export const browserLocale = () => (typeof navigator !== 'undefined' && navigator.language) || 'en-US';

/** A locale's answer, worked out once: asking Intl builds a formatter or reads week data each time. */
function perLocale<T>(work: (locale: string) => T): (locale: string) => T {
  const known = new Map<string, T>();
  return (locale) => {
    if (!known.has(locale)) known.set(locale, work(locale));
    return known.get(locale)!;
  };
}

/** Whether the locale writes times on a 12-hour clock ("9:00 AM") rather than 24 ("09:00"). */
export const localeUses12h = perLocale((locale: string): boolean => {
  try {
    const cycle = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle;
    return cycle === 'h12' || cycle === 'h11';
  } catch {
    return true;
  }
});

interface WeekInfoLocale {
  getWeekInfo?: () => { firstDay: number };
  weekInfo?: { firstDay: number };
}

/** The locale's first day of the week, 0 (Sunday) to 6; Monday when the runtime cannot tell. */
export const localeWeekStart = perLocale((locale: string): number => {
  try {
    const l = new Intl.Locale(locale) as Intl.Locale & WeekInfoLocale;
    const info = l.getWeekInfo?.() ?? l.weekInfo;
    if (info) return info.firstDay % 7;
    return /-(US|CA|JP|BR|MX|IL|PH|KR|TW|HK|IN|ZA|AU)$/i.test(l.toString()) || l.toString() === 'en' ? 0 : 1;
  } catch {
    return 1;
  }
});

export const uses12h = (prefs = getDisplayPrefs(), locale = browserLocale()) =>
  prefs.clock === 'auto' ? localeUses12h(locale) : prefs.clock === '12';
export const weekStart = (prefs = getDisplayPrefs(), locale = browserLocale()) =>
  prefs.weekStart === 'auto' ? localeWeekStart(locale) : Number(prefs.weekStart);
