import { offsetMinutes, utcToZoned } from './time/wall-clock';
import { browserZone } from './time/zones';

// How every CSV export writes its values, so a spreadsheet reads each column as one type: numbers as
// numbers (minutes, amounts), dates and times as ISO 8601 to the second with their offset, in the
// admin's zone (named in a column of its own), and lists of numbers separated by "; ".

/**
 * A moment as "2026-11-27T07:30:56+00:00" in `zone`: no fraction of a second, which spreadsheets do
 * not read as a date, and the offset of that moment in that zone; "" for anything not a date.
 */
export function csvDateTime(value: string | number | null | undefined, zone: string): string {
  // "", null and undefined parse as NaN ("null", "undefined"), so they fall out with any other non-date.
  const ms = typeof value === 'number' ? value : Date.parse(String(value));
  if (!Number.isFinite(ms)) return '';
  const { date, minutes } = utcToZoned(ms, zone);
  // Years 1000–9999 only: an absurd date from the workspace is left empty, not written in a form a
  // spreadsheet misreads.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return '';
  const offset = offsetMinutes(zone, ms);
  const seconds = Math.floor((((ms % 60_000) + 60_000) % 60_000) / 1000);
  const sign = offset < 0 ? '-' : '+';
  return `${date}T${hhmm(minutes)}:${two(seconds)}${sign}${hhmm(Math.abs(offset))}`;
}

const two = (n: number) => String(n).padStart(2, '0');
const hhmm = (minutes: number) => `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;

/** Whole minutes as a list a spreadsheet splits on "; " ("15; 30; 60"). */
export const csvNumberList = (values: readonly number[]): string => values.join('; ');

let zone: string | null = null;
/** The admin's zone (the browser's), read once: an export of 100,000 rows must not ask Intl per row. */
export const adminZone = () => (zone ??= browserZone());
