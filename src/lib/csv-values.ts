import { utcToZoned } from './time/wall-clock';
import { browserZone } from './time/zones';

// How every CSV export writes its values, so a spreadsheet reads each column as one type: numbers as
// numbers (minutes, amounts), dates and times as the wall time in the admin's zone with no offset
// ("2027-01-30 10:00": Calc keeps "…T10:00:00+00:00" as text), the zone named in the column's header
// (csvZoneHeader) or in a column of its own, and lists of numbers separated by "; " in text columns.

/**
 * A moment as the wall time in `zone`, "2027-01-30 10:00" ("2027-01-30 10:00:56" with `seconds`),
 * which spreadsheets read as a date and time; "" for anything not a date. In the hour a clock change
 * repeats, two moments read alike: the zone's own clock does the same.
 */
export function csvDateTime(
  value: string | number | null | undefined,
  zone: string,
  options: { seconds?: boolean } = {},
): string {
  // "", null and undefined parse as NaN ("null", "undefined"), so they fall out with any other non-date.
  const ms = typeof value === 'number' ? value : Date.parse(String(value));
  if (!Number.isFinite(ms)) return '';
  const { date, minutes } = utcToZoned(ms, zone);
  // Years 1000–9999 only: an absurd date from the workspace is left empty, not written in a form a
  // spreadsheet misreads.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return '';
  const seconds = Math.floor((((ms % 60_000) + 60_000) % 60_000) / 1000);
  return `${date} ${hhmm(minutes)}${options.seconds ? `:${two(seconds)}` : ''}`;
}

/** "Starts (Europe/London)": the header of a column of wall times in `zone`. */
export const csvZoneHeader = (header: string, zone: string) => `${header} (${zone})`;

const two = (n: number) => String(n).padStart(2, '0');
const hhmm = (minutes: number) => `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;

/** Whole minutes as a list a spreadsheet splits on "; " ("15; 30; 60"). */
export const csvNumberList = (values: readonly number[]): string => values.join('; ');

let zone: string | null = null;
/** The admin's zone (the browser's), read once: an export of 100,000 rows must not ask Intl per row. */
export const adminZone = () => (zone ??= browserZone());

/**
 * An export's file name, dated on the admin's calendar ("bookings-2026-12-08.csv"): just after
 * midnight in Kolkata, UTC's date is still the day before.
 */
export const datedFileName = (what: string, now: number, zone: string) => `${what}-${utcToZoned(now, zone).date}.csv`;
