import { describe, expect, it, afterEach, vi } from 'vitest';
import { localeUses12h, localeWeekStart } from '../display-prefs';
import { calendarDate, dateOf, dateTimeOf, dayAndMonth, timeOf, timeOfDay } from './display';

const CHRISTMAS_9_30_UTC = Date.UTC(2026, 11, 25, 9, 30);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

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

const NOON_UTC = Date.UTC(2026, 11, 25, 12);

describe('calendar dates', () => {
  it('gives back as typed anything that is not exactly a YYYY-MM-DD date', () => {
    for (const text of ['x2026-12-25', '2026-12-25x', '2026-12-25 ', 'soon']) {
      expect(calendarDate(text, { locale: 'en-US' })).toBe(text);
      expect(dayAndMonth(text, { locale: 'en-US' })).toBe(text);
    }
  });

  it('is the same day wherever the browser is, and whatever zone the caller passes', () => {
    // Pago Pago is UTC−11: midnight UTC on the 25th is still the 24th there.
    vi.stubEnv('TZ', 'Pacific/Pago_Pago');
    expect(calendarDate('2026-12-25', { locale: 'en-NZ', weekday: true })).toBe('Fri, 25 Dec 2026');
    expect(calendarDate('2026-12-25', { locale: 'en-IE', timeZone: 'Pacific/Pago_Pago' })).toBe('25 Dec 2026');
  });
});

describe('timeOf', () => {
  it('follows the clock the caller asks for, whatever the locale writes', () => {
    expect(timeOf(NOON_UTC, { locale: 'de-DE', timeZone: 'UTC', h12: true })).toBe('12:00 PM');
    expect(timeOf(NOON_UTC, { locale: 'en-US', timeZone: 'UTC', h12: false })).toBe('12:00');
  });
});

describe('formatters', () => {
  it('are made once for a locale and its options, not for every date written', () => {
    const Original = Intl.DateTimeFormat;
    const made = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Original>
    ) {
      return new Original(...args);
    } as never);
    for (let day = 1; day <= 5; day++) dateOf(Date.UTC(2026, 0, day), { locale: 'es-MX', timeZone: 'UTC' });
    expect(made).toHaveBeenCalledTimes(1);
  });
});
