import { describe, expect, it } from 'vitest';
import { emptyWeek, weekdays9to5 } from '@/lib/time/periods';
import { weekText } from './week-text';

describe('weekText', () => {
  it('runs days with the same hours together', () => {
    expect(weekText(weekdays9to5())).toBe('Mon–Fri 9:00 AM–5:00 PM');
  });

  it('keeps days apart when their hours differ or a day between has none', () => {
    const week = {
      ...emptyWeek(),
      monday: [
        { start: 540, end: 720 },
        { start: 780, end: 1020 },
      ],
      wednesday: [
        { start: 540, end: 720 },
        { start: 780, end: 1020 },
      ],
      saturday: [{ start: 600, end: 1440 }],
    };
    expect(weekText(week)).toBe(
      'Mon 9:00 AM–12:00 PM, 1:00 PM–5:00 PM; Wed 9:00 AM–12:00 PM, 1:00 PM–5:00 PM; Sat 10:00 AM–midnight',
    );
  });

  it('says what an empty week does', () => {
    expect(weekText(emptyWeek())).toMatch(/no hours at all/);
  });
});
