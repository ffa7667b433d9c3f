import { describe, expect, it } from 'vitest';
import type { Booking } from '@/api/bookings/schemas';
import {
  ORDER_WORDS,
  orderFor,
  RANGE_LABELS,
  rangeInterval,
  rangeWords,
  sortByStart,
  startsWithin,
} from './booking-range';

const NOW = Date.parse('2026-11-27T15:30:00Z');
const Z = 'America/New_York';
const iso = (ms: number) => new Date(ms).toISOString();
const range = (r: string, from = '', to = '') => ({ range: r as never, from, to });

describe('rangeInterval, in the admin zone', () => {
  it('today is midnight to midnight there', () => {
    const i = rangeInterval(range('today'), NOW, Z)!;
    expect([iso(i.from), iso(i.to)]).toEqual(['2026-11-27T05:00:00.000Z', '2026-11-28T04:59:59.999Z']);
  });
  it('the next 7 days run from now to the end of the seventh day after today', () => {
    const i = rangeInterval(range('next7'), NOW, Z)!;
    expect([iso(i.from), iso(i.to)]).toEqual([iso(NOW), '2026-12-05T04:59:59.999Z']);
  });
  it('this month, the last 30 days and custom dates, both days included', () => {
    const month = rangeInterval(range('month'), NOW, Z)!;
    expect([iso(month.from), iso(month.to)]).toEqual(['2026-11-01T04:00:00.000Z', '2026-12-01T04:59:59.999Z']);
    const last = rangeInterval(range('last30'), NOW, Z)!;
    expect([iso(last.from), iso(last.to)]).toEqual(['2026-10-28T04:00:00.000Z', iso(NOW)]);
    const custom = rangeInterval(range('custom', '2026-12-01', '2026-12-01'), NOW, Z)!;
    expect([iso(custom.from), iso(custom.to)]).toEqual(['2026-12-01T05:00:00.000Z', '2026-12-02T04:59:59.999Z']);
    expect(rangeInterval(range('any'), NOW, Z)).toBeNull();
  });
});

describe('order and sorting', () => {
  it('upcoming soonest first, past most recent first, a past range backwards, else forwards', () => {
    expect(orderFor({ type: 'upcoming' }, null, NOW)).toBe('soonest');
    expect(orderFor({ type: 'past' }, rangeInterval(range('next7'), NOW, Z), NOW)).toBe('latest');
    expect(orderFor({ type: 'all' }, rangeInterval(range('last30'), NOW, Z), NOW)).toBe('latest');
    expect(orderFor({ type: 'all' }, rangeInterval(range('today'), NOW, Z), NOW)).toBe('soonest');
    expect(orderFor({ type: 'cancelled' }, null, NOW)).toBe('workspace');
  });
  it('sorts by start, unreadable starts last; startsWithin includes both ends', () => {
    const b = (id: string, starts_at: string | null) =>
      ({ id, starts_at, multihosts: [], form_responses: [] }) as unknown as Booking;
    const rows = [
      b('a', '2026-11-28T10:00:00Z'),
      b('x', null),
      b('b', '2026-11-27T10:00:00Z'),
      b('c', '2026-11-29T10:00:00Z'),
    ];
    expect(sortByStart(rows, 'soonest').map((r) => r.id)).toEqual(['b', 'a', 'c', 'x']);
    expect(sortByStart(rows, 'latest').map((r) => r.id)).toEqual(['c', 'a', 'b', 'x']);
    const i = { from: Date.parse('2026-11-27T10:00:00Z'), to: Date.parse('2026-11-28T10:00:00Z') };
    expect(rows.filter((r) => startsWithin(r, i)).map((r) => r.id)).toEqual(['a', 'b']);
  });
  it('says each named range and each order in the words the screen shows', () => {
    expect((['any', 'today', 'next7', 'month', 'last30'] as const).map((r) => rangeWords(range(r)))).toEqual([
      'Any date',
      'Today',
      'Next 7 days',
      'This month',
      'Last 30 days',
    ]);
    expect(RANGE_LABELS.custom).toBe('Custom dates');
    expect(ORDER_WORDS).toEqual({ soonest: 'Soonest first', latest: 'Most recent first', workspace: 'Newest first' });
  });
  it('says a range in words', () => {
    expect(rangeWords(range('next7'))).toBe('Next 7 days');
    expect(rangeWords(range('custom', '2026-11-01', '2026-11-30'))).toBe('Nov 1 to Nov 30, 2026');
    expect(rangeWords(range('custom', '2026-12-20', '2027-01-05'))).toBe('Dec 20, 2026 to Jan 5, 2027');
  });
});

describe('range rules at the edges', () => {
  const b = (id: string, starts_at: string | null) =>
    ({ id, starts_at, multihosts: [], form_responses: [] }) as unknown as Booking;

  it('has no custom range until both dates are given', () => {
    expect(rangeInterval(range('custom', '2026-12-01', ''), NOW, Z)).toBeNull();
    expect(rangeInterval(range('custom', '', '2026-12-01'), NOW, Z)).toBeNull();
  });

  it('puts a booking without a readable start in no range, even one reaching back before 1970', () => {
    const wide = { from: Date.parse('1960-01-01T00:00:00Z'), to: Date.parse('2100-01-01T00:00:00Z') };
    expect(startsWithin(b('x', null), wide)).toBe(false);
    expect(startsWithin(b('y', 'soon'), wide)).toBe(false);
    expect(startsWithin(b('z', '1965-06-01T00:00:00Z'), wide)).toBe(true);
    expect(startsWithin(b('before', '1959-12-31T23:59:59Z'), wide)).toBe(false);
  });

  it('keeps the workspace order between bookings starting at the same moment, either way round', () => {
    const same = '2026-11-28T10:00:00Z';
    const rows = [
      b('s1', same),
      b('early', '2026-11-27T10:00:00Z'),
      b('s2', same),
      b('s3', same),
      b('late', '2026-11-29T10:00:00Z'),
      b('s4', same),
    ];
    expect(sortByStart(rows, 'soonest').map((r) => r.id)).toEqual(['early', 's1', 's2', 's3', 's4', 'late']);
    expect(sortByStart(rows, 'latest').map((r) => r.id)).toEqual(['late', 's1', 's2', 's3', 's4', 'early']);
  });

  it('puts every booking without a start last, in the workspace order, wherever it stood', () => {
    const rows = [
      b('n1', null),
      b('a', '2026-11-28T10:00:00Z'),
      b('n2', 'never'),
      b('b', '2026-11-27T10:00:00Z'),
      b('n3', null),
      b('c', '2026-11-29T10:00:00Z'),
    ];
    expect(sortByStart(rows, 'soonest').map((r) => r.id)).toEqual(['b', 'a', 'c', 'n1', 'n2', 'n3']);
    expect(sortByStart(rows, 'latest').map((r) => r.id)).toEqual(['c', 'a', 'b', 'n1', 'n2', 'n3']);
  });
});
