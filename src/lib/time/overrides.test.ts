import { describe, expect, it } from 'vitest';
import { datesBetween, isPastDate, overridesToBody, prefilledHours, setOverrides } from './overrides';
import { weekdayOf } from './wall-clock';
import { emptyWeek, weekdays9to5 } from './periods';

describe('date overrides', () => {
  it('a three-week holiday is one range of dates', () => {
    const dates = datesBetween('2026-12-21', '2027-01-10');
    expect(dates).toHaveLength(21);
    expect(dates[0]).toBe('2026-12-21');
    expect(dates.at(-1)).toBe('2027-01-10');
    expect(datesBetween('2026-12-03', '2026-12-01')).toEqual(['2026-12-01', '2026-12-02', '2026-12-03']);
  });

  it('prefills custom hours from the weekday', () => {
    expect(weekdayOf('2026-12-25')).toBe('friday');
    expect(prefilledHours(weekdays9to5(), '2026-12-25')).toEqual([{ start: 540, end: 1020 }]);
    expect(prefilledHours(emptyWeek(), '2026-12-26')).toEqual([{ start: 540, end: 1020 }]);
  });

  it('replaces overrides of the same date and keeps them sorted', () => {
    const list = setOverrides(
      [{ date: '2026-12-31', kind: 'unavailable' }],
      [
        { date: '2026-12-24', kind: 'hours', ranges: [{ start: 540, end: 720 }] },
        { date: '2026-12-31', kind: 'remove' },
      ],
    );
    expect(list.map((o) => `${o.date}:${o.kind}`)).toEqual(['2026-12-24:hours', '2026-12-31:remove']);
  });

  it('keeps the overrides of other dates and sorts the new ones among them by date', () => {
    const list = setOverrides(
      [
        { date: '2026-12-31', kind: 'unavailable' },
        { date: '2026-12-01', kind: 'remove' },
      ],
      [{ date: '2026-12-24', kind: 'hours', ranges: [{ start: 540, end: 720 }] }],
    );
    expect(list.map((o) => `${o.date}:${o.kind}`)).toEqual([
      '2026-12-01:remove',
      '2026-12-24:hours',
      '2026-12-31:unavailable',
    ]);
  });

  it('a range of one date is that date', () => {
    expect(datesBetween('2026-12-24', '2026-12-24')).toEqual(['2026-12-24']);
  });

  it('writes the body: [] for unavailable, periods for hours, no periods to remove', () => {
    const body = overridesToBody([
      {
        date: '2026-12-24',
        kind: 'hours',
        ranges: [
          { start: 600, end: 720 },
          { start: 720, end: 780 },
        ],
      },
      { date: '2026-12-25', kind: 'unavailable' },
      { date: '2026-12-31', kind: 'remove' },
    ]);
    expect(body).toEqual([
      { date: '2026-12-24', periods: [{ start_time: '10:00 AM', end_time: '01:00 PM' }] },
      { date: '2026-12-25', periods: [] },
      { date: '2026-12-31' },
    ]);
    expect(
      overridesToBody([{ date: '2026-12-24', kind: 'hours', ranges: [{ start: 600, end: 720 }] }], true)[0],
    ).toEqual({
      date: '2026-12-24',
      periods: [{ wday: 'thursday', start_time: '10:00 AM', end_time: '12:00 PM' }],
    });
  });

  it('knows past dates', () => {
    expect(isPastDate('2026-11-20', '2026-11-21')).toBe(true);
    expect(isPastDate('2026-11-21', '2026-11-21')).toBe(false);
  });
});
