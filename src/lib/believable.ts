// What Slotboard believes of the numbers and dates a workspace sends (docs/product.md decision 21). A
// value outside these ranges is printed nowhere: screens show "Not readable" with the value as
// sent on hover and focus, and a CSV file leaves its cell empty. Every bound lives here, so a
// screen cannot believe what another refuses.

/** Durations, buffers, notices and start-time intervals, in minutes: at most a year. */
export const MAX_MINUTES = 525_600;
/** The same year, for the values the workspace sends in seconds (a package's duration). */
export const MAX_SECONDS = MAX_MINUTES * 60;
/** How far ahead a link may be booked, in days (business days too): the same year. */
export const MAX_DAYS_AHEAD = 365;
/**
 * The largest fee believed, in the currency's major unit. One billion: above any price a scheduling
 * link asks, in dollars or in rupiah (a billion rupiah is tens of thousands of dollars), and below the
 * sizes a broken or hostile workspace sends (2^31, 2^53, "1e308").
 */
export const MAX_FEE = 1_000_000_000;
/** Dates from 2000-01-01 to 2100-12-31, inclusive, in UTC. */
export const EARLIEST_YEAR = 2000;
export const LATEST_YEAR = 2100;
export const EARLIEST_DATE = `${EARLIEST_YEAR}-01-01`;
export const LATEST_DATE = `${LATEST_YEAR}-12-31`;
const EARLIEST_MS = Date.UTC(EARLIEST_YEAR, 0, 1);
const AFTER_LATEST_MS = Date.UTC(LATEST_YEAR + 1, 0, 1);

const isWhole = (n: unknown): n is number => Number.isInteger(n);

/** A year from 2000 to 2100, inclusive (a month or calendar asked for by the admin or an address). */
export const believableYear = (year: unknown): year is number =>
  isWhole(year) && year >= EARLIEST_YEAR && year <= LATEST_YEAR;

/** An instant in milliseconds since the epoch, from the first of 2000 to the last of 2100, in UTC. */
// NaN fails both bounds and Infinity the upper one: the bounds are the finiteness check.
export const believableInstant = (ms: unknown): ms is number =>
  typeof ms === 'number' && ms >= EARLIEST_MS && ms < AFTER_LATEST_MS;

/** A whole number of minutes from 0 to a year. NaN, Infinity, fractions and negatives are not. */
export const believableMinutes = (n: unknown): n is number => isWhole(n) && n >= 0 && n <= MAX_MINUTES;

/** A whole number of seconds from 0 to a year. */
export const believableSeconds = (n: unknown): n is number => isWhole(n) && n >= 0 && n <= MAX_SECONDS;

/** A count: whole, not negative, no larger than `max` (the largest exact integer unless told). */
export const believableCount = (n: unknown, max = Number.MAX_SAFE_INTEGER): n is number =>
  isWhole(n) && n >= 0 && n <= max;

/** A fee in the currency's major unit, from 0 to MAX_FEE. */
// NaN fails both bounds and Infinity the upper one: the bounds are the finiteness check.
export const believableFee = (major: unknown): major is number =>
  typeof major === 'number' && major >= 0 && major <= MAX_FEE;

// The day a date or date-time is written on ("2026-03-01", "2026-03-01T10:00:00Z").
const WRITTEN_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * The moment a date or date-time stands for, in milliseconds, when it is a real date within the
 * believed years; null otherwise (unparseable, Feb 30, 1894, 2187). A calendar date ("2026-03-01")
 * is judged as the day it names, whatever the zone (Date.parse reads a date alone as UTC midnight).
 */
export function believableDate(value: string | null | undefined): number | null {
  if (!value) return null;
  const day = WRITTEN_DAY.exec(value);
  // A day that does not exist comes back as another (Feb 30 as Mar 2), and Date.parse would take it.
  if (
    day &&
    new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))).toISOString().slice(0, 10) !== day[0]
  )
    return null;
  const ms = Date.parse(value);
  return believableInstant(ms) ? ms : null;
}

/** A value not believed: `raw` is what the workspace sent, in words with its unit ("-83670598 min"). */
export interface Unreadable {
  readonly unreadable: string;
}

/** What a screen prints for a value: its text, or that it is not readable. */
export type Reading = string | Unreadable;

export const unreadable = (raw: string): Unreadable => ({ unreadable: raw });

export const isUnreadable = (value: unknown): value is Unreadable =>
  typeof value === 'object' && value !== null && typeof (value as { unreadable?: unknown }).unreadable === 'string';

/** A CSV cell: the text, or empty when not readable (a spreadsheet must not sum what was not believed). */
export const csvText = (value: Reading): string => (isUnreadable(value) ? '' : value);
