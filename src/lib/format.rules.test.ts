import { describe, expect, it } from 'vitest';
import {
  feeMajor,
  formatDate,
  formatDateTime,
  formatWait,
  kindLabel,
  providerLabel,
  shownDateTime,
  shownFee,
  spotLabel,
} from './format';

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
