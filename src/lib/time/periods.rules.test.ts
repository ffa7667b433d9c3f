import { describe, expect, it } from 'vitest';
import { copyDay, emptyWeek, isAvailable, isWeekday, paint, periodsToWeek, sameWeek, weekdays9to5 } from './periods';

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
