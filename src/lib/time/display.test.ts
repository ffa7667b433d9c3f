import { describe, expect, it } from 'vitest';
import { localeUses12h, localeWeekStart } from '../display-prefs';
import { calendarDate, dateOf, dateTimeOf, dayAndMonth, timeOf, timeOfDay } from './display';

const CHRISTMAS_9_30_UTC = Date.UTC(2026, 11, 25, 9, 30);

describe('display formatters', () => {
  it('writes times of day on either clock', () => {
    expect(timeOfDay(9 * 60, { h12: true })).toBe('9:00 AM');
    expect(timeOfDay(13 * 60 + 5, { h12: true })).toBe('1:05 PM');
    expect(timeOfDay(0, { h12: true })).toBe('12:00 AM');
    expect(timeOfDay(1440, { h12: true })).toBe('midnight');
    expect(timeOfDay(9 * 60, { h12: false })).toBe('09:00');
    expect(timeOfDay(13 * 60 + 5, { h12: false })).toBe('13:05');
    expect(timeOfDay(1440, { h12: false })).toBe('24:00');
  });

  it('writes dates in the locale’s style, the same for a moment and for a calendar date', () => {
    expect(dateOf(CHRISTMAS_9_30_UTC, { locale: 'en-US', timeZone: 'UTC' })).toBe('Dec 25, 2026');
    expect(calendarDate('2026-12-25', { locale: 'en-US' })).toBe('Dec 25, 2026');
    expect(calendarDate('2026-12-25', { locale: 'en-US', weekday: true })).toBe('Fri, Dec 25, 2026');
    expect(calendarDate('2026-12-25', { locale: 'de-DE' })).toBe('25. Dez. 2026');
    expect(calendarDate('2026-12-25', { locale: 'en-GB' })).toBe('25 Dec 2026');
    expect(calendarDate('not a date')).toBe('not a date');
    expect(dayAndMonth('2026-12-25', { locale: 'en-US' })).toBe('Dec 25');
    expect(dayAndMonth('2026-12-25', { locale: 'en-GB' })).toBe('25 Dec');
    expect(dayAndMonth('2027-01-02', { locale: 'en-US', year: true })).toBe('Jan 2, 2027');
  });

  it('writes a moment with its time on the chosen clock, in a zone', () => {
    expect(dateTimeOf(CHRISTMAS_9_30_UTC, { locale: 'en-US', timeZone: 'UTC', h12: true })).toBe(
      'Dec 25, 2026, 9:30 AM',
    );
    expect(dateTimeOf(CHRISTMAS_9_30_UTC, { locale: 'en-US', timeZone: 'Asia/Kolkata', h12: false })).toBe(
      'Dec 25, 2026, 15:00',
    );
    expect(timeOf(CHRISTMAS_9_30_UTC, { timeZone: 'America/New_York', h12: true })).toBe('4:30 AM');
  });

  it('reads the clock and the first day of the week from a locale', () => {
    expect(localeUses12h('en-US')).toBe(true);
    expect(localeUses12h('de-DE')).toBe(false);
    expect(localeWeekStart('en-US')).toBe(0);
    expect(localeWeekStart('de-DE')).toBe(1);
  });
});
