import { afterEach, describe, expect, it, vi } from 'vitest';
import { calendarDate, dateOf, dayAndMonth, timeOf } from './display';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
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
