import { describe, expect, it } from 'vitest';
import type { Override } from '@/lib/time/overrides';
import { WEEKDAYS, emptyWeek, type Week } from '@/lib/time/periods';
import { overrideErrorsFrom, periodErrorsFrom } from './server-errors';

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
