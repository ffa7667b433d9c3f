import { believableDate, unreadable, type Reading } from './believable';
import { calendarDate, dateOf } from './time/display';

// Readable values for the tables and detail screens. What the workspace sends is printed through the
// shown* functions, which print only what believable.ts believes (docs/product.md decision 21); the
// format* ones write values already believed, and Slotboard's own (the activity log's times).
// Money, fees, durations in seconds, moments with their time of day and waits are in
// format-details.ts: the first screen shows none of them, and a module it uses ships whole with it.

export function formatMinutes(total: number): string {
  if (total < 60) return `${total} min`;
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const minutes = total % 60;
  return [days && `${days} d`, hours && `${hours} h`, minutes && `${minutes} min`].filter(Boolean).join(' ');
}

const SPOT_LABELS: Record<string, string> = {
  custom: 'Custom',
  jitsi: 'Jitsi',
  google_meet: 'Google Meet',
  daily: 'Daily',
  zoom: 'Zoom',
  whereby: 'Whereby',
  teams: 'Microsoft Teams',
  phone_call: 'Phone call',
  in_person: 'In person',
};
const KIND_LABELS: Record<string, string> = {
  one_on_one: 'One-on-one',
  round_robin: 'Round robin',
  multihost: 'Multi-host',
  grouped: 'Group',
};

/** A workspace's snake_case value as words ("in_person" → "In person"). */
export const humanize = (value: string) => value.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
export const spotLabel = (spot: string | null | undefined) =>
  spot && spot !== 'unknown' ? (SPOT_LABELS[spot] ?? humanize(spot)) : '—';
export const kindLabel = (kind: string | null | undefined) =>
  kind && kind !== 'unknown' ? (KIND_LABELS[kind] ?? humanize(kind)) : '—';

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) return calendarDate(iso);
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : dateOf(ms);
}

/** A date the workspace sent ("Jul 23, 2025"); "—" when it sent none. */
export function shownDate(value: string | null | undefined): Reading {
  if (!value) return '—';
  return believableDate(value) === null ? unreadable(value) : formatDate(value);
}

let numbers: Intl.NumberFormat | undefined;
/**
 * "2,400" ("2.400" in German): a whole number as every count on screen writes it, in Intl's own
 * locale, which in a browser is its language (as for money; the first screen has no room to read
 * navigator.language here). One formatter for all of them: `toLocaleString` with a locale builds a
 * new one on every call.
 */
export const plainNumber = (n: number) => (numbers ??= new Intl.NumberFormat()).format(n);

/** "1 link", "2,400 links": a count with the noun that fits it. */
export const countOf = (n: number, one: string, many: string) => `${plainNumber(n)} ${n === 1 ? one : many}`;

let collator: Intl.Collator | undefined;
/** Compares names in the order a person sorts them ("Émile" beside "Emil", not after "Zoe"), with one collator for every list. */
export const byName = (a: string, b: string) => (collator ??= new Intl.Collator()).compare(a, b);

/**
 * Builds the formatters a list's first render uses (its dates, its counts, the sorted host names)
 * while the list's request is out: the first of each loads the locale's data, tens of milliseconds
 * on a slow machine that would otherwise come after the answer, before the first row.
 */
// Stryker disable BlockStatement,StringLiteral: warming leaves no trace but time; what it warms is pinned where it is used
export function warmFormatters() {
  formatDate('2026-01-01T00:00:00Z');
  plainNumber(0);
  byName('a', 'b');
}
// Stryker restore BlockStatement,StringLiteral
