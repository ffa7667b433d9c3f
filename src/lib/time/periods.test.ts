import { describe, expect, it } from 'vitest';
import {
  copyDay,
  emptyWeek,
  isAvailable,
  normalize,
  paint,
  paintBlock,
  periodsToWeek,
  weekdays9to5,
  weekToPeriods,
} from './periods';

describe('period maths', () => {
  it('merges touching and overlapping ranges and clips to the day', () => {
    expect(
      normalize([
        { start: 600, end: 660 },
        { start: 540, end: 600 },
        { start: 650, end: 700 },
        { start: 1400, end: 1500 },
        { start: 5, end: 5 },
      ]),
    ).toEqual([
      { start: 540, end: 700 },
      { start: 1400, end: 1440 },
    ]);
  });

  it('paints and erases', () => {
    let week = paint(emptyWeek(), 'monday', { start: 540, end: 1020 }, true);
    week = paint(week, 'monday', { start: 720, end: 780 }, false);
    expect(week.monday).toEqual([
      { start: 540, end: 720 },
      { start: 780, end: 1020 },
    ]);
    expect(isAvailable(week, 'monday', 719)).toBe(true);
    expect(isAvailable(week, 'monday', 720)).toBe(false);
    week = paint(week, 'monday', { start: 700, end: 800 }, true);
    expect(week.monday).toEqual([{ start: 540, end: 1020 }]);
  });

  it('paints a block over several days and copies a day', () => {
    const week = paintBlock(emptyWeek(), ['monday', 'tuesday', 'wednesday'], { start: 0, end: 1440 }, true);
    expect(week.tuesday).toEqual([{ start: 0, end: 1440 }]);
    const copied = copyDay(weekdays9to5(), 'monday', ['saturday', 'sunday']);
    expect(copied.saturday).toEqual([{ start: 540, end: 1020 }]);
    expect(copied.sunday).toEqual([{ start: 540, end: 1020 }]);
  });

  it('writes and reads the API form, midnight as 12:00 AM', () => {
    const week = paint(weekdays9to5(), 'saturday', { start: 1200, end: 1440 }, true);
    const periods = weekToPeriods(week);
    expect(periods[0]).toEqual({ wday: 'monday', start_time: '09:00 AM', end_time: '05:00 PM' });
    expect(periods.at(-1)).toEqual({ wday: 'saturday', start_time: '08:00 PM', end_time: '12:00 AM' });
    const back = periodsToWeek([...periods, { wday: 'sunday', start_time: '9am', end_time: 'bad' }]);
    expect(back.week).toEqual(week);
    expect(back.unreadable).toBe(1);
  });
});
