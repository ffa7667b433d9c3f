import type { Booking } from '@/api/bookings/schemas';
import type { BookingsSearch } from './bookings-search';

// The workspace may ignore a filter it does not know and answer with everything (docs/product.md decision 11): every
// row is checked against each asked filter, and a filter any row breaks is reported as not applied.

export type FilterName = 'type' | 'host' | 'client';

/** Bookings that never happen are neither upcoming nor past (the vendor's reading of `type`). */
const CALLED_OFF = new Set(['cancelled', 'rejected']);
/** Clocks of the browser and the workspace differ a little; a booking ending within it is not judged. */
const SKEW_MS = 2 * 60_000;

const same = (a: string | null | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();

function endOf(b: Booking): number {
  const end = Date.parse(b.ends_at ?? b.starts_at ?? '');
  return Number.isNaN(end) ? NaN : end;
}

/** Whether one row satisfies one filter; a row missing what the filter needs does not. */
export function rowMatches(b: Booking, filter: FilterName, s: BookingsSearch, readAt: number): boolean {
  if (filter === 'host') return same(b.host_email, s.host) || b.multihosts.some((h) => same(h.email, s.host));
  if (filter === 'client') return same(b.email, s.client);
  if (s.type === 'cancelled') return b.status === 'cancelled';
  if (!b.status || CALLED_OFF.has(b.status)) return false;
  const end = endOf(b);
  if (Number.isNaN(end)) return false;
  return s.type === 'upcoming' ? end > readAt - SKEW_MS : end <= readAt + SKEW_MS;
}

export const askedFilters = (s: BookingsSearch): FilterName[] =>
  [s.type !== 'all' && 'type', s.host && 'host', s.client && 'client'].filter((f): f is FilterName => Boolean(f));

/** The asked filters that at least one returned row breaks. */
export function ignoredFilters(rows: readonly Booking[], s: BookingsSearch, readAt: number): FilterName[] {
  return askedFilters(s).filter((f) => rows.some((b) => !rowMatches(b, f, s, readAt)));
}

export function filterWords(f: FilterName, s: BookingsSearch): string {
  if (f === 'type') return `“${s.type === 'upcoming' ? 'Upcoming' : s.type === 'past' ? 'Past' : 'Cancelled'}”`;
  return f === 'host' ? `host email (${s.host})` : `client email (${s.client})`;
}

/** "a", "a and b", "a, b and c". */
export function joinWords(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
