import { describe, expect, it } from 'vitest';
import { monthIn, parseSlotView, serializeSlotView, shiftMonth } from './slot-state';

describe('the slots screen’s address', () => {
  it('reads a month and a zone, and ignores what is not one', () => {
    expect(parseSlotView(new URLSearchParams('month=2027-03&zone=Europe/London'))).toEqual({
      month: { year: 2027, month: 3 },
      zone: 'Europe/London',
      slug: null,
    });
    for (const bad of [
      'month=2027-13',
      'month=1999-12',
      'month=2101-01',
      'month=2027-3',
      'month=march',
      'zone=Mars/Olympus',
      'slug=',
      'slug=%20%20',
    ])
      expect(parseSlotView(new URLSearchParams(bad))).toEqual({ month: null, zone: null, slug: null });
    expect(serializeSlotView({ month: { year: 2027, month: 3 }, zone: 'Asia/Tokyo', slug: null })).toBe(
      '?month=2027-03&zone=Asia%2FTokyo',
    );
    expect(serializeSlotView({ month: null, zone: null, slug: null })).toBe('');
  });

  it('keeps the link’s slug the page came with, trimmed, so a change of month or zone does not lose it', () => {
    const view = parseSlotView(new URLSearchParams('slug=%20demo-call%20&month=2027-03'));
    expect(view).toEqual({ month: { year: 2027, month: 3 }, zone: null, slug: 'demo-call' });
    expect(serializeSlotView({ ...view, zone: 'Asia/Tokyo' })).toBe('?month=2027-03&zone=Asia%2FTokyo&slug=demo-call');
  });

  it('months either side, across a year, never outside 2000-2100', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2027, month: 1 }, -1)).toEqual({ year: 2026, month: 12 });
    expect(shiftMonth({ year: 2100, month: 12 }, 1)).toBeNull();
    expect(shiftMonth({ year: 2000, month: 1 }, -1)).toBeNull();
  });

  it('the current month is the zone’s: New Year in Tokyo is still December in New York', () => {
    const at = Date.parse('2026-12-31T16:00:00Z');
    expect(monthIn('Asia/Tokyo', at)).toEqual({ year: 2027, month: 1 });
    expect(monthIn('America/New_York', at)).toEqual({ year: 2026, month: 12 });
  });
});

// The slots screen's month at the edges of the years Slotboard believes (2000-2100) and of the
// year itself, and the month's title in the admin's language.

const monthOf = (query: string) => parseSlotView(new URLSearchParams(query)).month;

describe('the month in the address', () => {
  it('takes the first and last believable years, and January and December', () => {
    expect(monthOf('month=2000-01')).toEqual({ year: 2000, month: 1 });
    expect(monthOf('month=2100-12')).toEqual({ year: 2100, month: 12 });
  });

  it('refuses a month 00, and a month with anything before or after it', () => {
    for (const bad of ['month=2027-00', 'month=x2027-03', 'month=2027-03x', 'month=12027-03', 'month=2027-033'])
      expect(monthOf(bad)).toBeNull();
  });
});

describe('moving a month', () => {
  it('reaches the first and last months of the believable years', () => {
    expect(shiftMonth({ year: 2000, month: 2 }, -1)).toEqual({ year: 2000, month: 1 });
    expect(shiftMonth({ year: 2100, month: 11 }, 1)).toEqual({ year: 2100, month: 12 });
  });
});
