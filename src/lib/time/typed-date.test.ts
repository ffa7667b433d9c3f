import { describe, expect, it } from 'vitest';
import { isCalendarDate, readTypedDate, shownDate } from './typed-date';

describe('a date as a person types it', () => {
  it.each([
    ['2027-01-30', 'en-US'],
    ['2027-1-30', 'en-US'],
    ['1/30/2027', 'en-US'],
    ['01/30/27', 'en-US'],
    ['30/01/2027', 'en-GB'],
    ['30.01.2027', 'de-DE'],
    ['30.1.27', 'de-DE'],
    ['2027-01-30', 'de-DE'],
    ['Jan 30, 2027', 'en-US'],
    ['30 Jan 2027', 'en-GB'],
    ['30 January 2027', 'en-US'],
    ['30. Jan. 2027', 'de-DE'],
    ['30 janv. 2027', 'fr-FR'],
    ['  jan 30 2027 ', 'fr-FR'],
  ])('reads %j in %s', (text, locale) =>
    expect(readTypedDate(text, { locale })).toEqual({ ok: true, date: '2027-01-30' }),
  );

  it('reads numbers in the order of the browser language', () => {
    expect(readTypedDate('02/03/2027', { locale: 'en-US' })).toEqual({ ok: true, date: '2027-02-03' });
    expect(readTypedDate('02/03/2027', { locale: 'en-GB' })).toEqual({ ok: true, date: '2027-03-02' });
  });

  it.each([
    '2027-02-29',
    '2/29/2027',
    '13/01/2027',
    '1/30',
    'soon',
    'Jan 2027',
    'Foo 30 2027',
    '30 Jan 27 2027',
    '123/1/2027',
  ])('refuses %j with its example', (text) =>
    expect(readTypedDate(text, { locale: 'en-US' })).toEqual({
      ok: false,
      message: `“${text}” is not a date: write one like Jan 30, 2027 or 2027-01-30.`,
    }),
  );

  it('asks for a date when empty, in the browser language', () => {
    expect(readTypedDate(' ', { locale: 'en-GB', what: 'the first date' })).toEqual({
      ok: false,
      message: 'Enter the first date, like 30 Jan 2027 or 2027-01-30.',
    });
  });

  it('shows a date with its month in words', () => {
    expect(shownDate('2027-01-30', 'en-US')).toBe('Jan 30, 2027');
    expect(shownDate('2027-01-30', 'en-GB')).toBe('30 Jan 2027');
  });

  it('knows an API date that exists', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-2-28')).toBe(false);
    expect(isCalendarDate(' 2027-02-28')).toBe(false);
  });
});
