import { describe, expect, it } from 'vitest';
import { emptyWeek, WEEKDAYS, type Week } from '@/lib/time/periods';
import { overrideErrorsFrom, periodErrorsFrom } from './server-errors';
import type { Override } from '@/lib/time/overrides';

// The workspace names a refused field by its place in what was sent ("periods.3.end_time"): each
// message goes back to the day and range, or the date, the admin sees.

describe('periodErrorsFrom', () => {
  const week = {
    ...emptyWeek(),
    monday: [
      { start: 540, end: 720 },
      { start: 780, end: 1020 },
    ],
    wednesday: [{ start: 600, end: 660 }],
  };

  it('places the Nth period sent on its day and range, in the week’s order', () => {
    expect(
      periodErrorsFrom(
        {
          'periods.0.start_time': ['Too early.'],
          'periods.1': ['Overlaps.'],
          'periods.2.end_time': ['Too late.', 'Not a time.'],
        },
        week,
      ),
    ).toEqual({
      'monday.0': 'Too early.',
      'monday.1': 'Overlaps.',
      'wednesday.0': 'Too late. Not a time.',
    });
  });

  it('leaves out a message for a period that was not sent, or a field that is not a period', () => {
    expect(
      periodErrorsFrom(
        { 'periods.3.start_time': ['Gone.'], name: ['Taken.'], 'xperiods.0': ['No.'], periods: ['All wrong.'] },
        week,
      ),
    ).toEqual({});
  });
});

describe('overrideErrorsFrom', () => {
  const overrides = [
    { date: '2026-12-24', kind: 'unavailable' as const },
    { date: '2026-12-25', kind: 'hours' as const, ranges: [{ start: 540, end: 600 }] },
  ];

  it('places the Nth override sent on its date, joining every message for it', () => {
    expect(
      overrideErrorsFrom(
        {
          'overrides.1.periods.0.start_time': ['Not a time.'],
          'overrides.1.date': ['In the past.'],
          'overrides.0': ['Duplicate.'],
        },
        overrides,
      ),
    ).toEqual({
      '2026-12-25': 'Not a time. In the past.',
      '2026-12-24': 'Duplicate.',
    });
  });

  it('leaves out a message for an override that was not sent, or a field that is not one', () => {
    expect(
      overrideErrorsFrom(
        { 'overrides.2': ['Gone.'], 'periods.0': ['Weekly.'], 'a.overrides.0': ['No.'], overrides: ['All.'] },
        overrides,
      ),
    ).toEqual({});
  });
});

// A workspace numbers what was sent from 0 with as many digits as it takes: the eleventh period or
// override ("periods.10") is the eleventh, not the second.

describe('messages for the tenth and later thing sent', () => {
  it('"periods.10" goes on the eleventh period in the week’s order', () => {
    const week: Week = { ...emptyWeek() };
    // Two ranges on each weekday from Monday to Saturday: twelve periods, Saturday's are numbers 10 and 11.
    for (const d of WEEKDAYS.slice(0, 6))
      week[d] = [
        { start: 540, end: 600 },
        { start: 660, end: 720 },
      ];
    expect(periodErrorsFrom({ 'periods.10.end_time': ['Too late.'], 'periods.11': ['Overlaps.'] }, week)).toEqual({
      [`${WEEKDAYS[5]}.0`]: 'Too late.',
      [`${WEEKDAYS[5]}.1`]: 'Overlaps.',
    });
  });

  it('"overrides.12" goes on the date of the thirteenth override', () => {
    const overrides: Override[] = Array.from({ length: 13 }, (_, i) => ({
      date: `2026-12-${String(i + 1).padStart(2, '0')}`,
      kind: 'unavailable',
    }));
    expect(overrideErrorsFrom({ 'overrides.12.date': ['In the past.'] }, overrides)).toEqual({
      '2026-12-13': 'In the past.',
    });
  });
});
