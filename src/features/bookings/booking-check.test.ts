import { describe, expect, it } from 'vitest';
import type { Booking } from '@/api/bookings/schemas';
import { askedFilters, filterWords, ignoredFilters, joinWords, rowMatches } from './booking-check';
import { isCalendarDate } from '@/lib/time/typed-date';
import { bookingFilters, parseBookingsSearch, serializeBookingsSearch, type BookingsSearch } from './bookings-search';

// A workspace that ignores a filter answers with everything: each row is checked against each asked
// filter, with two minutes of clock skew allowed either way, and a filter any row breaks is named.

const NOW = Date.parse('2026-12-01T12:00:00Z');
const MIN = 60_000;
const at = (ms: number) => new Date(ms).toISOString();
const booking = (patch: Partial<Booking> = {}): Booking =>
  ({ id: 'b1', multihosts: [], form_responses: [], status: 'approved', ...patch }) as Booking;
const search = (patch: Partial<BookingsSearch> = {}): BookingsSearch => ({
  page: 1,
  size: 30,
  type: 'all',
  host: '',
  client: '',
  range: 'any',
  from: '',
  to: '',
  ...patch,
});

describe('whether a row satisfies the type asked for', () => {
  it('upcoming: ends after now, less two minutes of skew; past: ends before now, plus two minutes', () => {
    const upcoming = search({ type: 'upcoming' });
    const past = search({ type: 'past' });
    const endingAt = (ms: number) => booking({ ends_at: at(ms) });
    expect(rowMatches(endingAt(NOW - 2 * MIN + 1), 'type', upcoming, NOW)).toBe(true);
    expect(rowMatches(endingAt(NOW - 2 * MIN), 'type', upcoming, NOW)).toBe(false);
    expect(rowMatches(endingAt(NOW + 2 * MIN), 'type', past, NOW)).toBe(true);
    expect(rowMatches(endingAt(NOW + 2 * MIN + 1), 'type', past, NOW)).toBe(false);
  });

  it('reads the start when there is no end, and judges no row without either', () => {
    expect(rowMatches(booking({ starts_at: at(NOW + 60 * MIN) }), 'type', search({ type: 'upcoming' }), NOW)).toBe(
      true,
    );
    expect(rowMatches(booking({ starts_at: at(NOW + 60 * MIN) }), 'type', search({ type: 'past' }), NOW)).toBe(false);
    expect(rowMatches(booking({}), 'type', search({ type: 'upcoming' }), NOW)).toBe(false);
    expect(rowMatches(booking({}), 'type', search({ type: 'past' }), NOW)).toBe(false);
    expect(rowMatches(booking({ ends_at: 'soon' }), 'type', search({ type: 'past' }), NOW)).toBe(false);
  });

  it('a cancelled or rejected booking is neither upcoming nor past; a cancelled one is cancelled', () => {
    for (const status of ['cancelled', 'rejected', null]) {
      expect(
        rowMatches(booking({ status, ends_at: at(NOW + 60 * MIN) }), 'type', search({ type: 'upcoming' }), NOW),
      ).toBe(false);
      expect(rowMatches(booking({ status, ends_at: at(NOW - 60 * MIN) }), 'type', search({ type: 'past' }), NOW)).toBe(
        false,
      );
    }
    expect(rowMatches(booking({ status: 'cancelled' }), 'type', search({ type: 'cancelled' }), NOW)).toBe(true);
    expect(rowMatches(booking({ status: 'rejected' }), 'type', search({ type: 'cancelled' }), NOW)).toBe(false);
  });
});

describe('whether a row satisfies the host or client asked for', () => {
  it('matches the host or any co-host, ignoring case and spaces', () => {
    const s = search({ host: 'ana@example.com' });
    expect(rowMatches(booking({ host_email: ' Ana@Example.com ' }), 'host', s, NOW)).toBe(true);
    expect(
      rowMatches(
        booking({
          host_email: 'bo@example.com',
          multihosts: [{ email: 'bo@example.com' }, { email: 'ANA@example.com' }],
        }),
        'host',
        s,
        NOW,
      ),
    ).toBe(true);
    expect(
      rowMatches(booking({ host_email: 'bo@example.com', multihosts: [{ email: 'cy@example.com' }] }), 'host', s, NOW),
    ).toBe(false);
    expect(rowMatches(booking({}), 'host', s, NOW)).toBe(false);
  });

  it('matches the client by the booking’s email only', () => {
    const s = search({ client: 'kim@example.com' });
    expect(rowMatches(booking({ email: 'KIM@example.com' }), 'client', s, NOW)).toBe(true);
    expect(rowMatches(booking({ host_email: 'kim@example.com' }), 'client', s, NOW)).toBe(false);
  });
});

describe('the filters named as not applied', () => {
  it('names only the asked filters that some row breaks, in type, host, client order', () => {
    const s = search({ type: 'cancelled', host: 'ana@example.com', client: 'kim@example.com' });
    expect(askedFilters(s)).toEqual(['type', 'host', 'client']);
    expect(askedFilters(search())).toEqual([]);
    const rows = [
      booking({ status: 'cancelled', host_email: 'ana@example.com', email: 'kim@example.com' }),
      booking({ status: 'cancelled', host_email: 'bo@example.com', email: 'kim@example.com' }),
    ];
    expect(ignoredFilters(rows, s, NOW)).toEqual(['host']);
    expect(ignoredFilters([], s, NOW)).toEqual([]);
  });

  it('says each filter in words, and joins them as a sentence', () => {
    const s = search({ host: 'ana@example.com', client: 'kim@example.com' });
    expect(filterWords('type', search({ type: 'upcoming' }))).toBe('“Upcoming”');
    expect(filterWords('type', search({ type: 'past' }))).toBe('“Past”');
    expect(filterWords('type', search({ type: 'cancelled' }))).toBe('“Cancelled”');
    expect(filterWords('host', s)).toBe('host email (ana@example.com)');
    expect(filterWords('client', s)).toBe('client email (kim@example.com)');
    expect(joinWords([])).toBe('');
    expect(joinWords(['a'])).toBe('a');
    expect(joinWords(['a', 'b'])).toBe('a and b');
    expect(joinWords(['a', 'b', 'c'])).toBe('a, b and c');
  });
});

describe('the bookings address', () => {
  const parse = (query: string) => parseBookingsSearch(new URLSearchParams(query));

  it('keeps a custom range only with two real dates in order; anything else is any time', () => {
    expect(parse('range=custom&from=2026-12-01&to=2026-12-01')).toMatchObject({
      range: 'custom',
      from: '2026-12-01',
      to: '2026-12-01',
    });
    expect(parse('range=custom&from=2026-12-02&to=2026-12-01')).toMatchObject({ range: 'any', from: '', to: '' });
    expect(parse('range=custom&from=2026-02-30&to=2026-03-01')).toMatchObject({ range: 'any', from: '', to: '' });
    expect(parse('range=custom&from=2026-12-01')).toMatchObject({ range: 'any', from: '', to: '' });
    expect(parse('range=today&from=2026-12-01&to=2026-12-02')).toMatchObject({ range: 'today', from: '', to: '' });
  });

  it('reads a host in lower case, a client as written, and drops what is not an email', () => {
    expect(parse('host=Ana@Example.com&client=Kim@Example.com')).toMatchObject({
      host: 'ana@example.com',
      client: 'Kim@Example.com',
    });
    expect(parse('host=ana&client=kim@')).toMatchObject({ host: '', client: '' });
  });

  it('reads defaults for what is missing or unknown, and writes only what differs from them', () => {
    expect(parse('')).toEqual(search());
    expect(parse('type=soon&size=7&page=0')).toEqual(search());
    const s = search({
      type: 'past',
      page: 2,
      size: 50,
      host: 'ana@example.com',
      range: 'custom',
      from: '2026-12-01',
      to: '2026-12-02',
    });
    expect(parse(serializeBookingsSearch(s).slice(1))).toEqual(s);
    expect(serializeBookingsSearch(search())).toBe('');
  });

  it('asks the workspace only for the filters set', () => {
    expect(bookingFilters(search())).toEqual({});
    expect(bookingFilters(search({ type: 'upcoming', host: 'a@b.co', client: 'c@d.co' }))).toEqual({
      type: 'upcoming',
      host_email: 'a@b.co',
      client_email: 'c@d.co',
    });
  });

  it('takes only real calendar dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-2-28')).toBe(false);
    expect(isCalendarDate(' 2027-02-28')).toBe(false);
    expect(isCalendarDate('2027-02-28 ')).toBe(false);
  });
});
