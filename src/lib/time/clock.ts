// Times of day as minutes since midnight, written the way the API wants them (docs/product.md decision 3):
// 'HH:MM AM/PM' with a two-digit hour, an end at midnight as '12:00 AM', read leniently.

import { timeOfDay } from './display';

export const DAY = 1440;

const TWELVE = /^(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s*m?\.?$/i;
const TWENTY_FOUR = /^(\d{1,2}):(\d{2})$/;

/**
 * '09:00 AM', '9:00 AM', '09:00AM', '9:00 am', '9am', and 24-hour '17:30'; null when unreadable.
 * Midnight reads as 0; as an end of a range, use readEnd.
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
    const minute = Number(m[2]);
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

/** The API's form: '09:00 AM'; the end of the day is '12:00 AM'. */
export function formatClock(minutes: number): string {
  const m = ((minutes % DAY) + DAY) % DAY;
  const h24 = Math.floor(m / 60);
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${String(h12).padStart(2, '0')}:${String(m % 60).padStart(2, '0')} ${h24 < 12 ? 'AM' : 'PM'}`;
}

/** For people: '9:00 AM' or '09:00' as the admin's clock says, and 'midnight' / '24:00' at the end of the day. */
export const displayClock = (minutes: number): string => timeOfDay(minutes);
