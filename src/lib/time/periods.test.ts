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
  isWeekday,
  sameWeek,
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

const monday = (...ranges: [number, number][]) => ({
  ...emptyWeek(),
  monday: ranges.map(([start, end]) => ({ start, end })),
});

describe('erasing hours', () => {
  it('leaves ranges before and after the erased span as they are', () => {
    const week = monday([480, 540], [600, 660], [900, 960]);
    expect(paint(week, 'monday', { start: 700, end: 800 }, false).monday).toEqual(week.monday);
    expect(paint(week, 'monday', { start: 540, end: 600 }, false).monday).toEqual(week.monday);
  });

  it('cuts a range at the start or the end without leaving an empty piece', () => {
    expect(paint(monday([540, 1020]), 'monday', { start: 540, end: 600 }, false).monday).toEqual([
      { start: 600, end: 1020 },
    ]);
    expect(paint(monday([540, 1020]), 'monday', { start: 900, end: 1020 }, false).monday).toEqual([
      { start: 540, end: 900 },
    ]);
    expect(paint(monday([540, 1020]), 'monday', { start: 500, end: 600 }, false).monday).toEqual([
      { start: 600, end: 1020 },
    ]);
    expect(paint(monday([540, 1020]), 'monday', { start: 900, end: 1100 }, false).monday).toEqual([
      { start: 540, end: 900 },
    ]);
    expect(paint(monday([540, 1020]), 'monday', { start: 500, end: 1100 }, false).monday).toEqual([]);
  });
});

describe('a week', () => {
  it('is available from the first minute of a range up to, not at, its end', () => {
    const week = monday([540, 1020]);
    expect(isAvailable(week, 'monday', 539)).toBe(false);
    expect(isAvailable(week, 'monday', 540)).toBe(true);
    expect(isAvailable(week, 'monday', 1019)).toBe(true);
    expect(isAvailable(week, 'monday', 1020)).toBe(false);
  });

  it('copies one day onto others and keeps every other day', () => {
    const week = { ...weekdays9to5(), tuesday: [{ start: 600, end: 660 }] };
    const copied = copyDay(week, 'tuesday', ['tuesday', 'saturday']);
    expect(copied).toEqual({ ...week, saturday: [{ start: 600, end: 660 }] });
  });

  it('is the same as another only with the same ranges on every day', () => {
    expect(sameWeek(weekdays9to5(), weekdays9to5())).toBe(true);
    expect(sameWeek(monday([540, 600]), monday([540, 600], [700, 800]))).toBe(false);
    expect(sameWeek(monday([540, 600]), monday([540, 660]))).toBe(false);
    expect(sameWeek(monday([540, 600]), monday([500, 600]))).toBe(false);
  });

  it('knows the seven weekdays by their API names only', () => {
    expect(isWeekday('sunday')).toBe(true);
    for (const v of ['Sunday', 'sun', '', null, undefined, 0]) expect(isWeekday(v)).toBe(false);
  });
});

describe('periodsToWeek', () => {
  const good = { wday: 'monday', start_time: '09:00 AM', end_time: '05:00 PM' };

  it('counts each kind of unreadable period and keeps only the readable ones', () => {
    const cases = [
      { ...good, wday: 'funday' },
      { ...good, wday: null },
      { ...good, start_time: 'soon' },
      { ...good, end_time: 'later' },
      { ...good, start_time: '05:00 PM', end_time: '09:00 AM' },
      { ...good, end_time: '09:00 AM' },
    ];
    for (const bad of cases) {
      const read = periodsToWeek([good, bad]);
      expect(read, JSON.stringify(bad)).toEqual({ week: monday([540, 1020]), unreadable: 1 });
    }
  });
});
