import { describe, expect, it } from 'vitest';
import { countries, guessCountry, holidaysIn, placeWords, regions } from './public-holidays';

describe('the country guessed from a member’s zone', () => {
  it('is the country that keeps the zone, under its old name too', () => {
    expect(guessCountry('Europe/London')).toBe('GB');
    expect(guessCountry('Europe/Berlin')).toBe('DE');
    expect(guessCountry('America/Sao_Paulo')).toBe('BR');
    expect(guessCountry('Asia/Kolkata')).toBe('IN');
    expect(guessCountry('Asia/Calcutta')).toBe('IN');
    expect(guessCountry('America/Detroit')).toBe('US');
    // Zones several countries keep go to the country zone.tab names for them.
    expect(guessCountry('Africa/Lagos')).toBe('NG');
    expect(guessCountry('Africa/Nairobi')).toBe('KE');
    expect(guessCountry('Europe/Zurich')).toBe('CH');
    expect(guessCountry('Europe/Rome')).toBe('IT');
    expect(guessCountry('Asia/Dubai')).toBe('AE');
  });

  it('is no guess for no zone, UTC or a zone no country keeps', () => {
    expect(guessCountry(null)).toBeNull();
    expect(guessCountry('')).toBeNull();
    expect(guessCountry('UTC')).toBeNull();
    expect(guessCountry('Mars/Olympus_Mons')).toBeNull();
  });
});

describe('a place’s holidays', () => {
  it('lists a region’s own days and kinds in date order, within the range asked', () => {
    const berlin = holidaysIn({ country: 'DE', region: 'BE' }, '2027-01-01', '2027-12-31');
    const publicDays = berlin.filter((h) => h.kind === 'public').map((h) => h.date);
    // Berlin keeps Women's Day as a public holiday; Bavaria does not.
    expect(publicDays).toContain('2027-03-08');
    expect(holidaysIn({ country: 'DE', region: 'BY' }, '2027-01-01', '2027-12-31').map((h) => h.date)).not.toContain(
      '2027-03-08',
    );
    expect(publicDays).toEqual([...publicDays].sort());
    expect(berlin.some((h) => h.kind === 'observance')).toBe(true);
    expect(berlin.find((h) => h.date === '2027-01-01')).toMatchObject({ name: "New Year's Day", kind: 'public' });
    expect(
      holidaysIn({ country: 'DE', region: 'BE' }, '2027-03-01', '2027-03-31').every(
        (h) => h.date >= '2027-03-01' && h.date <= '2027-03-31',
      ),
    ).toBe(true);
  });

  it('shows a substitute day on the day the place observes it', () => {
    const scotland = holidaysIn({ country: 'GB', region: 'SCT' }, '2027-12-20', '2028-01-10');
    expect(scotland.filter((h) => h.substitute).map((h) => h.date)).toEqual([
      '2027-12-27',
      '2027-12-28',
      '2028-01-03',
      '2028-01-04',
    ]);
    const us = holidaysIn({ country: 'US', region: null }, '2027-07-01', '2027-07-31');
    expect(us).toContainEqual({
      date: '2027-07-05',
      name: 'Independence Day (substitute day)',
      kind: 'public',
      substitute: true,
    });
  });

  it('spans a year’s end and names the place in words', () => {
    const dates = holidaysIn({ country: 'GB', region: 'ENG' }, '2027-12-24', '2028-01-02').map((h) => h.date);
    expect(dates[0]! >= '2027-12-24').toBe(true);
    expect(dates.at(-1)! <= '2028-01-02').toBe(true);
    expect(dates.some((d) => d.startsWith('2028'))).toBe(true);
    expect(placeWords({ country: 'DE', region: 'BE' })).toBe('Germany, Berlin');
    expect(placeWords({ country: 'US', region: null })).toBe('United States of America');
    expect(countries().length).toBeGreaterThan(150);
    expect(regions('GB').map((r) => r.code)).toContain('SCT');
  });
});
