import { describe, expect, it } from 'vitest';
import { byName, countOf, formatDateTimeIn, formatFee, formatMinutes, formatMoney, formatSeconds, kindLabel, localTimeIn, plainNumber, spotLabel } from './format';

describe('money', () => {
  it('formats the smallest unit in the currency, with and without minor units', () => {
    expect(formatMoney(4999, 'usd')).toBe('$49.99');
    expect(formatMoney(10200, 'inr')).toBe('₹102.00');
    expect(formatMoney(1500, 'jpy')).toBe('¥1,500');
    expect(formatMoney(12500, 'kwd')).toMatch(/KWD\s?12\.500/);
    expect(formatMoney(5, 'xyz')).toMatch(/^XYZ\s0\.05$/);
    expect(formatMoney(5, 'dollars')).toBe('5 DOLLARS');
  });
  it('reads a fee from the smallest unit, or from the decimal string', () => {
    expect(formatFee({ amount_in_smallest_currency_unit: 12000, currency: 'inr', amount: '999' })).toBe('₹120.00');
    expect(formatFee({ amount: '120.0', currency: 'eur' })).toBe('€120.00');
    expect(formatFee({ amount: '1500.0', currency: 'jpy' })).toBe('¥1,500');
    expect(formatFee({ amount: '1' })).toBeNull();
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
    expect(formatDateTimeIn('2025-07-23T10:30:00.000+05:30', 'Asia/Kolkata')).toBe('Jul 23, 2025, 10:30 AM');
    expect(formatDateTimeIn('2025-07-23T10:30:00.000+05:30', 'America/New_York')).toBe('Jul 23, 2025, 1:00 AM');
  });
  it('keeps unreadable text as it came and survives an unknown zone', () => {
    expect(formatDateTimeIn('soon', 'Asia/Kolkata')).toBe('soon');
    expect(formatDateTimeIn(null, 'Asia/Kolkata')).toBe('—');
    expect(formatDateTimeIn('2025-07-23T10:30:00.000+05:30', 'Mars/Base')).toMatch(/2025/);
  });
});

describe('plainNumber and byName', () => {
  it('writes counts with thousands separators, as every count on screen', () => {
    expect([0, 999, 1000, 2400, 100000, 1234567].map(plainNumber)).toEqual(['0', '999', '1,000', '2,400', '100,000', '1,234,567']);
    expect(countOf(1, 'link', 'links')).toBe('1 link');
    expect(countOf(10000, 'link', 'links')).toBe('10,000 links');
  });

  it('sorts names as a person does: an accented name beside its plain form, not after z', () => {
    expect(['Zoe', 'Émile', 'anna', 'Emil'].sort(byName)).toEqual(['anna', 'Emil', 'Émile', 'Zoe']);
  });
});
