import { browserLocale } from '../display-prefs';
import { calendarDate } from './display';

// Dates as a person types them: the API's year-month-day, the browser language's numeric order
// (1/30/2027 in en-US, 30/01/2027 in en-GB, 30.01.2027 in de-DE) or with the month in words, as the
// date fields show them ("Jan 30, 2027", "30 Jan 2027"). Read here, and nowhere else.

export type TypedDate = { ok: true; date: string } | { ok: false; message: string };

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/** '2027-01-30' when it names a day that exists. */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m !== null && isoOf(Number(m[1]), Number(m[2]), Number(m[3])) === value;
}

/** The ISO date, or null when there is no such day (Feb 30). */
function isoOf(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1000 || year > 9999) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCMonth() !== month - 1) return null;
  return d.toISOString().slice(0, 10);
}

const orders = new Map<string, ('day' | 'month' | 'year')[]>();
/** The order the locale writes a numeric date in. */
function orderOf(locale: string) {
  let order = orders.get(locale);
  if (!order) {
    try {
      order = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: 'UTC' })
        .formatToParts(Date.UTC(2027, 0, 30))
        .map((p) => p.type)
        .filter((t): t is 'day' | 'month' | 'year' => t === 'day' || t === 'month' || t === 'year');
    } catch {
      order = ['month', 'day', 'year'];
    }
    if (order.length !== 3) order = ['month', 'day', 'year'];
    orders.set(locale, order);
  }
  return order;
}

const names = new Map<string, Map<string, number>>();
/** Month names and their short forms, in English and in the locale, lower case, without dots. */
function monthsOf(locale: string) {
  let known = names.get(locale);
  if (!known) {
    known = new Map();
    for (const loc of ['en-US', locale]) {
      for (const month of ['long', 'short'] as const) {
        let f: Intl.DateTimeFormat;
        try {
          f = new Intl.DateTimeFormat(loc, { month, timeZone: 'UTC' });
        } catch {
          continue;
        }
        for (let i = 0; i < 12; i++) {
          const name = f
            .format(Date.UTC(2027, i, 15))
            .toLowerCase()
            .replace(/\./g, '');
          if (!known.has(name)) known.set(name, i + 1);
          // "Sept" and "sep" alike: the first three letters name a month in English and most languages.
          if (name.length > 3 && !known.has(name.slice(0, 3))) known.set(name.slice(0, 3), i + 1);
        }
      }
    }
    names.set(locale, known);
  }
  return known;
}

const fullYear = (text: string) => (text.length <= 2 ? 2000 + Number(text) : Number(text));

function read(typed: string, locale: string): string | null {
  const iso = ISO.exec(typed);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const parts = typed
    .toLowerCase()
    .split(/[\s,./-]+/)
    .filter(Boolean);
  if (parts.length !== 3) return null;
  const words = parts.filter((p) => !/^\d+$/.test(p));
  if (words.length === 0) {
    if (parts.some((p) => p.length > 4 || p.length === 3)) return null;
    const order = orderOf(locale);
    const at = (type: 'day' | 'month' | 'year') => parts[order.indexOf(type)]!;
    return isoOf(fullYear(at('year')), Number(at('month')), Number(at('day')));
  }
  if (words.length !== 1) return null;
  const month = monthsOf(locale).get(words[0]!);
  const [first, second] = parts.filter((p) => /^\d+$/.test(p));
  if (month === undefined || first === undefined || second === undefined) return null;
  // With the month in words, the day is the short number and the year the long one, in either order.
  const [day, year] = first.length <= 2 ? [first, second] : [second, first];
  if (day.length > 2 || year.length !== 4) return null;
  return isoOf(Number(year), month, Number(day));
}

/** How a date field shows a date: the month in words, so no one reads 01/02 the wrong way round. */
export const shownDate = (date: string, locale = browserLocale()) => calendarDate(date, { locale });

/** "Jan 30, 2027 or 2027-01-30": the forms a date field reads, as its examples say them. */
export const dateExample = (locale = browserLocale()) => `${shownDate('2027-01-30', locale)} or 2027-01-30`;

/** A date a person typed, or what is wrong with it in words, with an example in the browser's order. */
export function readTypedDate(text: string, options: { locale?: string; what?: string } = {}): TypedDate {
  const locale = options.locale ?? browserLocale();
  const example = dateExample(locale);
  const typed = text.trim();
  if (!typed) return { ok: false, message: `Enter ${options.what ?? 'a date'}, like ${example}.` };
  const date = read(typed, locale);
  if (date === null) return { ok: false, message: `“${typed}” is not a date: write one like ${example}.` };
  return { ok: true, date };
}
