import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { unreadable } from './believable';
import { byName, countOf, formatMinutes, kindLabel, plainNumber, shownDate, spotLabel, formatDate } from './format';
import {
  formatMoney,
  formatSeconds,
  localTimeIn,
  shownDateTime,
  shownDateTimeIn,
  shownFee,
  shownMinutes,
  shownSeconds,
  feeMajor,
  formatDateTime,
  formatWait,
  providerLabel,
} from './format-details';

describe('money', () => {
  it('formats the smallest unit in the currency, with and without minor units', () => {
    expect(formatMoney(4999, 'usd')).toBe('$49.99');
    expect(formatMoney(10200, 'inr')).toBe('₹102.00');
    expect(formatMoney(1500, 'jpy')).toBe('¥1,500');
    expect(formatMoney(12500, 'kwd')).toMatch(/KWD\s?12\.500/);
    expect(formatMoney(5, 'xyz')).toMatch(/^XYZ\s0\.05$/);
    expect(formatMoney(5, 'dollars')).toBe('5 DOLLARS');
    expect(formatMoney(150050, 'inr', 'de-DE')).toMatch(/^1\.500,50\s₹$/);
    expect(formatMoney(4999, 'eur', 'de-DE')).toMatch(/^49,99\s€$/);
  });
  it('reads a fee from the smallest unit, or from the decimal string', () => {
    expect(shownFee({ amount_in_smallest_currency_unit: 12000, currency: 'inr', amount: '999' })).toBe('₹120.00');
    expect(shownFee({ amount: '120.0', currency: 'eur' })).toBe('€120.00');
    expect(shownFee({ amount: '1500.0', currency: 'jpy' })).toBe('¥1,500');
    expect(shownFee({ amount: 0, currency: 'usd' })).toBe('$0.00');
    expect(shownFee({ amount: null, currency: 'usd' })).toBe('—');
  });
  it('does not print a fee it cannot believe, and keeps what was sent for the tooltip', () => {
    expect(shownFee({ amount: '1' })).toEqual(unreadable('1 no currency'));
    expect(shownFee({ amount_in_smallest_currency_unit: -150000, currency: 'usd' })).toEqual(
      unreadable('-150000 USD (in its smallest unit)'),
    );
    expect(shownFee({ amount: '-0.01', currency: 'usd' })).toEqual(unreadable('-0.01 USD'));
    expect(shownFee({ amount: 'Infinity', currency: 'eur' })).toEqual(unreadable('Infinity EUR'));
    expect(shownFee({ amount: 'NaN', currency: 'eur' })).toEqual(unreadable('NaN EUR'));
    expect(shownFee({ amount: '1e308', currency: 'eur' })).toEqual(unreadable('1e308 EUR'));
    expect(shownFee({ amount: '1000000000', currency: 'idr' })).toMatch(/^(IDR|Rp)\s?1,000,000,000(\.00)?$/);
    expect(shownFee({ amount_in_smallest_currency_unit: 100_000_000_001, currency: 'usd' })).toEqual(
      unreadable('100000000001 USD (in its smallest unit)'),
    );
  });
});

describe('durations', () => {
  it('reads seconds and minutes as hours and minutes', () => {
    expect(formatSeconds(5400)).toBe('1 h 30 min');
    expect(formatSeconds(3600)).toBe('1 h');
    expect(formatSeconds(900)).toBe('15 min');
    expect(formatSeconds(36000)).toBe('10 h');
    expect(formatMinutes(1500)).toBe('1 d 1 h');
    expect(formatMinutes(0)).toBe('0 min');
  });
  it('prints the minutes and seconds the workspace sent only within a year', () => {
    expect(shownMinutes(525_600)).toBe('365 d');
    expect(shownMinutes(525_601)).toEqual(unreadable('525601 min'));
    expect(shownMinutes(-83_670_598)).toEqual(unreadable('-83670598 min'));
    expect(shownMinutes(0)).toBe('0 min');
    expect(shownSeconds(31_536_000)).toBe('365 d');
    expect(shownSeconds(31_536_001)).toEqual(unreadable('31536001 s'));
    expect(shownSeconds(-1)).toEqual(unreadable('-1 s'));
  });
});

describe('labels', () => {
  it('names enums in words and falls back for unknown ones', () => {
    expect(spotLabel('google_meet')).toBe('Google Meet');
    expect(spotLabel('hologram_room')).toBe('Hologram room');
    expect(spotLabel('unknown')).toBe('—');
    expect(kindLabel('round_robin')).toBe('Round robin');
  });
  it('gives the local time in a zone', () => {
    expect(localTimeIn('Asia/Kolkata', Date.parse('2026-11-21T12:00:00Z'))).toBe('5:30 PM');
    expect(localTimeIn('Not/AZone', 0)).toBeNull();
  });
});

describe('times in the client zone', () => {
  it('reads an offset time as the client sees it, whatever zone runs the test', () => {
    expect(shownDateTimeIn('2025-07-23T10:30:00.000+05:30', 'Asia/Kolkata')).toBe('Jul 23, 2025, 10:30 AM');
    expect(shownDateTimeIn('2025-07-23T10:30:00.000+05:30', 'America/New_York')).toBe('Jul 23, 2025, 1:00 AM');
  });
  it('does not print what is not a believable date, and survives an unknown zone', () => {
    expect(shownDateTimeIn('soon', 'Asia/Kolkata')).toEqual(unreadable('soon'));
    expect(shownDateTimeIn('1894-05-17T15:30:00+05:30', 'Asia/Kolkata')).toEqual(
      unreadable('1894-05-17T15:30:00+05:30'),
    );
    expect(shownDateTimeIn(null, 'Asia/Kolkata')).toBe('—');
    expect(shownDateTimeIn('2025-07-23T10:30:00.000+05:30', 'Mars/Base')).toMatch(/2025/);
  });
  it('prints dates and moments from 2000 to 2100 only', () => {
    expect(shownDate('2000-01-01')).toBe('Jan 1, 2000');
    expect(shownDate('1999-12-31')).toEqual(unreadable('1999-12-31'));
    expect(shownDate('2100-12-31')).toBe('Dec 31, 2100');
    expect(shownDate('2101-01-01')).toEqual(unreadable('2101-01-01'));
    expect(shownDate(null)).toBe('—');
    expect(shownDateTime('2187-01-01T00:00:00Z')).toEqual(unreadable('2187-01-01T00:00:00Z'));
    expect(shownDateTime('2026-03-02T10:00:00Z')).toMatch(/2026/);
  });
});

describe('plainNumber and byName', () => {
  it('writes counts with thousands separators, as every count on screen', () => {
    expect([0, 999, 1000, 2400, 100000, 1234567].map(plainNumber)).toEqual([
      '0',
      '999',
      '1,000',
      '2,400',
      '100,000',
      '1,234,567',
    ]);
    expect(countOf(1, 'link', 'links')).toBe('1 link');
    expect(countOf(10000, 'link', 'links')).toBe('10,000 links');
  });

  it('sorts names as a person does: an accented name beside its plain form, not after z', () => {
    expect(['Zoe', 'Émile', 'anna', 'Emil'].sort(byName)).toEqual(['anna', 'Emil', 'Émile', 'Zoe']);
  });
});

describe('fees in currencies without two minor digits', () => {
  it('reads the smallest unit with the currency’s own digits (3 for KWD, 0 for JPY)', () => {
    expect(feeMajor({ amount_in_smallest_currency_unit: 12500, currency: 'kwd' })).toBe(12.5);
    expect(feeMajor({ amount_in_smallest_currency_unit: 1500, currency: 'jpy' })).toBe(1500);
    expect(feeMajor({ amount_in_smallest_currency_unit: 1599 })).toBe(15.99);
    expect(shownFee({ amount_in_smallest_currency_unit: 12500, currency: 'kwd' })).toMatch(/^KWD\s?12\.500$/);
    expect(shownFee({ amount: '12.5', currency: 'kwd' })).toMatch(/^KWD\s?12\.500$/);
  });

  it('an empty amount is no fee, not a free one', () => {
    expect(feeMajor({ amount: '', currency: 'usd' })).toBeNull();
    expect(shownFee({ amount: '', currency: 'usd' })).toBe('—');
    expect(shownFee({ currency: 'usd' })).toBe('—');
  });
});

describe('labels of what the workspace sends', () => {
  it('a meeting kind in words; an unknown kind humanized; none or "unknown" as a dash', () => {
    expect(kindLabel('grouped')).toBe('Group');
    expect(kindLabel('multihost')).toBe('Multi-host');
    expect(kindLabel('collective_pool')).toBe('Collective pool');
    expect(kindLabel('unknown')).toBe('—');
    expect(kindLabel(null)).toBe('—');
    expect(kindLabel('')).toBe('—');
  });

  it('a payment provider in words; an unknown one humanized; none as a dash', () => {
    expect(providerLabel('paypal')).toBe('PayPal');
    expect(providerLabel('dodopayments')).toBe('Dodo Payments');
    expect(providerLabel('bank_transfer')).toBe('Bank transfer');
    expect(providerLabel(undefined)).toBe('—');
    expect(providerLabel('')).toBe('—');
  });

  it('a meeting spot none was chosen for is a dash', () => {
    expect(spotLabel(null)).toBe('—');
    expect(spotLabel('teams')).toBe('Microsoft Teams');
  });
});

describe('dates and moments', () => {
  it('formatDate writes a calendar date and a moment alike, a dash for none, and leaves what it cannot read as sent', () => {
    expect(formatDate('2026-03-02')).toBe('Mar 2, 2026');
    expect(formatDate('2026-03-02T12:00:00Z')).toBe('Mar 2, 2026');
    expect(formatDate('next week')).toBe('next week');
    expect(formatDate(null)).toBe('—');
    expect(formatDate('')).toBe('—');
  });

  it('formatDateTime (the activity log’s times) writes date and time, a dash for none, and leaves what it cannot read as sent', () => {
    expect(formatDateTime('2026-03-02T12:00:00Z')).toMatch(/^Mar 2, 2026, /);
    expect(formatDateTime('garbled')).toBe('garbled');
    expect(formatDateTime(undefined)).toBe('—');
    expect(formatDateTime('')).toBe('—');
  });

  it('shownDateTime prints a dash when the workspace sent no moment, empty or missing', () => {
    expect(shownDateTime(null)).toBe('—');
    expect(shownDateTime('')).toBe('—');
  });
});

describe('formatWait', () => {
  it('writes a wait in hours, minutes and seconds, leaving out the parts that are zero', () => {
    expect(formatWait(3_599_000)).toBe('59 min 59 s');
    expect(formatWait(5000)).toBe('5 s');
    expect(formatWait(60_000)).toBe('1 min');
    expect(formatWait(3_600_000)).toBe('1 h');
    expect(formatWait(3_661_000)).toBe('1 h 1 min 1 s');
    expect(formatWait(7_320_000)).toBe('2 h 2 min');
  });

  it('rounds a part second up, and a wait that is over reads "0 s"', () => {
    expect(formatWait(1200)).toBe('2 s');
    expect(formatWait(0)).toBe('0 s');
    expect(formatWait(-4000)).toBe('0 s');
  });
});

// West of UTC, midnight UTC of a day is still the day before: a calendar date must be written as
// the day it names, never as that moment. The admin's zone is made Los Angeles here by giving every
// formatter built without a zone that one, on a fresh copy of the modules (formatters are built on
// first use and kept).
describe('a calendar date in a zone west of UTC', () => {
  const RealFormat = Intl.DateTimeFormat;
  class WestFormat extends RealFormat {
    constructor(locale?: string | string[], options: Intl.DateTimeFormatOptions = {}) {
      super(locale, { timeZone: 'America/Los_Angeles', ...options });
    }
  }
  let west: typeof import('./format');
  beforeAll(async () => {
    Intl.DateTimeFormat = WestFormat as typeof Intl.DateTimeFormat;
    vi.resetModules();
    west = await import('./format');
  });
  afterAll(() => {
    Intl.DateTimeFormat = RealFormat;
  });

  it('is written as the day it names, while a moment is written on the admin’s clock', () => {
    expect(west.formatDate('2026-03-02T00:00:00Z')).toBe('Mar 1, 2026');
    expect(west.formatDate('2026-03-02')).toBe('Mar 2, 2026');
    expect(west.shownDate('2026-03-02')).toBe('Mar 2, 2026');
    expect(west.formatDate('2026-12-31')).toBe('Dec 31, 2026');
  });
});
