import { browserLocale } from '../display-prefs';
import { dayAndMonth, type DisplayOptions } from './display';

// Weekday and month names, in the browser's language like the dates beside them (display.ts). Apart
// from display.ts because the first screen's files carry that one and none of these.

// Their own formatters, kept per locale and kind: a week of a few hundred members names its dates thousands of times.
const formatters = new Map<string, Intl.DateTimeFormat>();
function named(locale: string, kind: 'weekday' | 'month', ms: number): string {
  const key = `${locale}|${kind}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(
      locale,
      kind === 'weekday' ? { weekday: 'short', timeZone: 'UTC' } : { month: 'long', year: 'numeric', timeZone: 'UTC' },
    );
    formatters.set(key, f);
  }
  return f.format(ms);
}

const utcDay = (m: RegExpExecArray) => Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));

/** A calendar date's weekday, short, in the browser's language ("Mon", "Mo."): never an English name beside a German date. */
export function weekdayShort(date: string, options: DisplayOptions = {}): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return date;
  return named(options.locale ?? browserLocale(), 'weekday', utcDay(m));
}

/** A calendar date with its weekday and without its year, both in the browser's language: "Mon Mar 8", "Mo. 8. März". */
export const weekdayAndDay = (date: string, options: DisplayOptions = {}) =>
  `${weekdayShort(date, options)} ${dayAndMonth(date, options)}`;

/** A month of a year as a title: "March 2027", "März 2027". */
export const monthTitle = (year: number, month: number, options: DisplayOptions = {}) =>
  named(options.locale ?? browserLocale(), 'month', Date.UTC(year, month - 1, 1));

/**
 * What a month calendar (@mantine/dates) writes, in the browser's language like the dates around it:
 * its weekday heads and its month's name. Its own are dayjs's, in English.
 */
export const calendarNames = {
  weekdayFormat: (date: string) => weekdayShort(date.slice(0, 10)),
  monthLabelFormat: (date: string) => monthTitle(Number(date.slice(0, 4)), Number(date.slice(5, 7))),
};
