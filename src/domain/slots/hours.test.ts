import { describe, expect, it } from 'vitest';
import { mergeSpans, withoutSpan, workingSpans, type WeeklyHours } from './hours';

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 16);
const shown = (spans: { start: number; end: number }[]) => spans.map((s) => `${iso(s.start)}–${iso(s.end).slice(11)}`);
const NY: WeeklyHours = { periods: [{ wday: 'monday', start: 540, end: 720 }], zone: 'America/New_York' };

describe('working spans', () => {
  it('weekly hours on each date with that date’s offset', () => {
    expect(shown(workingSpans(NY, new Map(), 'America/New_York', '2027-03-08', '2027-03-15'))).toEqual([
      '2027-03-08T14:00–17:00',
      '2027-03-15T13:00–16:00',
    ]);
  });
  it('an override replaces its whole day in the host’s zone: off all day, or other hours', () => {
    const off = workingSpans(NY, new Map([['2027-03-08', []]]), 'America/New_York', '2027-03-08', '2027-03-15');
    expect(shown(off)).toEqual(['2027-03-15T13:00–16:00']);
    const other = workingSpans(
      NY,
      new Map([['2027-03-15', [{ start: 600, end: 660 }]]]),
      'America/New_York',
      '2027-03-08',
      '2027-03-15',
    );
    expect(shown(other)).toEqual(['2027-03-08T14:00–17:00', '2027-03-15T14:00–15:00']);
  });
  it('hours kept in one zone, overrides in the host’s: a London link on a New York host', () => {
    const london: WeeklyHours = { periods: [{ wday: 'monday', start: 1080, end: 1320 }], zone: 'Europe/London' };
    // The New York day of 8 March ends at 05:00 UTC on the 9th: the London evening of the 8th is inside it.
    expect(
      shown(workingSpans(london, new Map([['2027-03-08', []]]), 'America/New_York', '2027-03-08', '2027-03-08')),
    ).toEqual([]);
    expect(
      shown(workingSpans(london, new Map([['2027-03-09', []]]), 'America/New_York', '2027-03-08', '2027-03-09')),
    ).toEqual(['2027-03-08T18:00–22:00']);
  });
  it('no hours and an override with hours is just the override; overrides outside the stretch are left', () => {
    expect(
      shown(
        workingSpans(
          null,
          new Map([
            ['2027-03-10', [{ start: 600, end: 720 }]],
            ['2027-04-01', []],
          ]),
          'UTC',
          '2027-03-08',
          '2027-03-12',
        ),
      ),
    ).toEqual(['2027-03-10T10:00–12:00']);
  });
  it('merging and cutting spans', () => {
    expect(
      mergeSpans([
        { start: 5, end: 9 },
        { start: 0, end: 5 },
        { start: 12, end: 12 },
      ]),
    ).toEqual([{ start: 0, end: 9 }]);
    expect(withoutSpan([{ start: 0, end: 10 }], { start: 3, end: 6 })).toEqual([
      { start: 0, end: 3 },
      { start: 6, end: 10 },
    ]);
  });
});
