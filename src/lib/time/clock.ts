// Times of day as minutes since midnight, written the way the API wants them (docs/product.md decision 3):
// 'HH:MM AM/PM' with a two-digit hour, an end at midnight as '12:00 AM', read leniently.

import { timeOfDay } from './display';

export const DAY = 1440;

// The minutes may follow a colon, a dot or nothing: people type '1:30 PM', '1.30pm', '130pm', '13.30', '1330'.
const TWELVE = /^(\d{1,2})(?:[:.]?(\d{2}))?\s*([ap])\.?\s*m?\.?$/i;
const TWENTY_FOUR = /^(\d{1,2})(?:[:.]?(\d{2}))?$/;

/**
 * '09:00 AM', '9:00 AM', '09:00AM', '9:00 am', '9am', and 24-hour '17:30', '1730', '9' (a bare hour is
 * on the 24-hour clock, whichever clock the admin reads); null when unreadable. Midnight reads as 0;
 * as an end of a range, use readEnd.
 */
export function parseClock(text: string): number | null {
  const value = text.trim();
  let m = TWELVE.exec(value);
  if (m) {
    const hour = Number(m[1]);
    const minute = m[2] === undefined ? 0 : Number(m[2]);
    if (hour < 1 || hour > 12 || minute > 59) return null;
    return ((hour % 12) + (m[3]!.toLowerCase() === 'p' ? 12 : 0)) * 60 + minute;
  }
  m = TWENTY_FOUR.exec(value);
  if (m) {
    const hour = Number(m[1]);
    const minute = m[2] === undefined ? 0 : Number(m[2]);
    if (hour > 24 || minute > 59 || (hour === 24 && minute > 0)) return null;
    return hour * 60 + minute;
  }
  return null;
}

/** An end time: midnight ('12:00 AM', '00:00', '24:00') is the end of the day. */
export function readEnd(text: string): number | null {
  const minutes = parseClock(text);
  return minutes === 0 ? DAY : minutes;
}

export type TypedTime = { ok: true; minutes: number } | { ok: false; message: string };

interface TypedOptions {
  /** The example a message gives, in minutes: 2:30 PM unless the field suggests another. */
  example?: number;
  /** "a start time": what the message asks for when the field is empty. */
  what?: string;
  /** Read midnight as the end of the day. */
  end?: boolean;
  /** The admin's clock when left out. */
  h12?: boolean;
}

/** A time a person typed, or what is wrong with it in words, its example on the admin's clock. */
export function readTypedTime(text: string, options: TypedOptions = {}): TypedTime {
  const example = timeOfDay(options.example ?? 870, { h12: options.h12 });
  const typed = text.trim();
  if (!typed) return { ok: false, message: `Enter ${options.what ?? 'a time'}, like ${example}.` };
  const minutes = options.end ? readEnd(typed) : parseClock(typed);
  // 24:00 ends a day; as a start, or a moment on a date, it is no time on that day.
  if (minutes === null || (!options.end && minutes === DAY))
    return { ok: false, message: `“${typed}” is not a time of day: write one like ${example}.` };
  return { ok: true, minutes };
}

/** The API's form: '09:00 AM'; the end of the day is '12:00 AM'. */
export function formatClock(minutes: number): string {
  const m = ((minutes % DAY) + DAY) % DAY;
  const h24 = Math.floor(m / 60);
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${String(h12).padStart(2, '0')}:${String(m % 60).padStart(2, '0')} ${h24 < 12 ? 'AM' : 'PM'}`;
}

/** For people: '9:00 AM' or '09:00' as the admin's clock says, and 'midnight' / '24:00' at the end of the day. */
export const displayClock = (minutes: number): string => timeOfDay(minutes);
