import { afterEach, describe, expect, it, vi } from 'vitest';
import { calendarNames, monthTitle, weekdayAndDay, weekdayShort } from './day-names';

afterEach(() => vi.unstubAllGlobals());

describe('day and month names', () => {
  it('writes a date’s weekday in the same language as the date: never "Mon 30. Nov."', () => {
    expect(weekdayShort('2026-11-30', { locale: 'en-US' })).toBe('Mon');
    expect(weekdayAndDay('2026-11-30', { locale: 'en-US' })).toBe('Mon Nov 30');
    expect(weekdayShort('2026-11-30', { locale: 'de-DE' })).toMatch(/^Mo\.?$/);
    expect(weekdayAndDay('2026-11-30', { locale: 'de-DE' })).toMatch(/^Mo\.? 30\. Nov\.$/);
    expect(weekdayAndDay('2026-12-06', { locale: 'de-DE' })).toMatch(/^So\.? 6\. Dez\.$/);
    expect(weekdayShort('not a date')).toBe('not a date');
  });

  it('writes a month’s title in the browser’s language', () => {
    expect(monthTitle(2027, 3, { locale: 'en-US' })).toBe('March 2027');
    expect(monthTitle(2027, 3, { locale: 'de-DE' })).toBe('März 2027');
    expect(monthTitle(2027, 12, { locale: 'de-DE' })).toBe('Dezember 2027');
  });

  it('follows the browser’s language when none is given', () => {
    vi.stubGlobal('navigator', { language: 'de-DE' });
    expect(weekdayAndDay('2026-11-30')).toMatch(/^Mo\.? 30\. Nov\.$/);
    expect(monthTitle(2026, 12)).toBe('Dezember 2026');
  });

  it('gives a month calendar its weekday heads and month name in the browser’s language', () => {
    vi.stubGlobal('navigator', { language: 'de-DE' });
    expect(calendarNames.weekdayFormat('2026-12-01')).toMatch(/^Di\.?$/);
    expect(calendarNames.weekdayFormat('2026-12-01 00:00:00')).toMatch(/^Di\.?$/);
    expect(calendarNames.monthLabelFormat('2026-12-01')).toBe('Dezember 2026');
  });
});
