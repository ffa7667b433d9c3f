import { browserLocale, uses12h } from '../display-prefs';

// One style for every date and time a person reads: the browser's locale for dates, the admin's
// clock for times. What goes to the API stays in clock.ts (`HH:MM AM/PM`).

export interface DisplayOptions {
  locale?: string;
  /** true for "9:00 AM", false for "09:00"; the admin's preference when left out. */
  h12?: boolean;
  timeZone?: string;
}

const DAY = 1440;

/** Intl writes narrow no-break spaces before AM/PM in some runtimes; copying and searching want plain ones. */
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');
const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    cache.set(key, f);
  }
  return f;
}

/** Minutes since midnight: "9:00 AM" / "09:00"; the end of the day is "midnight" / "24:00". */
export function timeOfDay(minutes: number, options: DisplayOptions = {}): string {
  const h12 = options.h12 ?? uses12h(undefined, options.locale);
  if (minutes === DAY) return h12 ? 'midnight' : '24:00';
  const m = ((minutes % DAY) + DAY) % DAY;
  const h24 = Math.floor(m / 60);
  const mm = String(m % 60).padStart(2, '0');
  if (!h12) return `${String(h24).padStart(2, '0')}:${mm}`;
  return `${h24 % 12 === 0 ? 12 : h24 % 12}:${mm} ${h24 < 12 ? 'AM' : 'PM'}`;
}

const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const WITH_WEEKDAY: Intl.DateTimeFormatOptions = { weekday: 'short', ...DATE };

/** A moment's date ("Dec 25, 2026" in en-US, "25 déc. 2026" in fr-FR). */
export function dateOf(ms: number, options: DisplayOptions & { weekday?: boolean } = {}): string {
  const base = options.weekday ? WITH_WEEKDAY : DATE;
  return plain(
    formatter(
      options.locale ?? browserLocale(),
      options.timeZone ? { ...base, timeZone: options.timeZone } : base,
    ).format(ms),
  );
}

/** A calendar date as the API writes it ('2026-12-25'), in the same style; anything else comes back as given. */
export function calendarDate(date: string, options: DisplayOptions & { weekday?: boolean } = {}): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return date;
  return dateOf(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])), { ...options, timeZone: 'UTC' });
}

/** A moment's time of day on the admin's clock, in a zone when given. */
export function timeOf(ms: number, options: DisplayOptions = {}): string {
  const h12 = options.h12 ?? uses12h(undefined, options.locale);
  const f = formatter('en-US', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  });
  const [h, m] = f.format(ms).split(':').map(Number);
  return timeOfDay((h! % 24) * 60 + m!, { h12 });
}

/** "Dec 25, 2026, 9:00 AM": the date in the locale's style, the time on the admin's clock. */
export const dateTimeOf = (ms: number, options: DisplayOptions = {}) =>
  `${dateOf(ms, options)}, ${timeOf(ms, options)}`;

/** A calendar date without its year ("Dec 25"), for lists that stay within the coming months; with the year when asked. */
export function dayAndMonth(date: string, options: DisplayOptions & { year?: boolean } = {}): string {
  if (options.year) return calendarDate(date, options);
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return date;
  return plain(
    formatter(options.locale ?? browserLocale(), { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
      Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])),
    ),
  );
}
