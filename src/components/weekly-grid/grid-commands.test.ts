import { describe, expect, it } from 'vitest';
import { emptyWeek, weekdays9to5 } from '@/lib/time/periods';
import { describeRect, keyPaint, navigate, paintRect, type Keys } from './grid-commands';

const key = (k: string, mods: Partial<Keys> = {}): Keys => ({
  key: k,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  ...mods,
});

describe('grid navigation', () => {
  it('moves one cell with arrows and stops at the edges', () => {
    expect(navigate(key('ArrowDown'), { day: 2, slot: 10 }, 30)).toEqual({ day: 2, slot: 11 });
    expect(navigate(key('ArrowUp'), { day: 2, slot: 0 }, 30)).toEqual({ day: 2, slot: 0 });
    expect(navigate(key('ArrowLeft'), { day: 0, slot: 5 }, 30)).toEqual({ day: 0, slot: 5 });
    expect(navigate(key('ArrowRight'), { day: 6, slot: 5 }, 30)).toEqual({ day: 6, slot: 5 });
    expect(navigate(key('ArrowDown'), { day: 1, slot: 47 }, 30)).toEqual({ day: 1, slot: 47 });
    expect(navigate(key('ArrowDown'), { day: 1, slot: 47 }, 15)).toEqual({ day: 1, slot: 48 });
  });

  it('pages by an hour whatever the cell size', () => {
    expect(navigate(key('PageDown'), { day: 0, slot: 36 }, 15)).toEqual({ day: 0, slot: 40 });
    expect(navigate(key('PageDown'), { day: 0, slot: 10 }, 60)).toEqual({ day: 0, slot: 11 });
    expect(navigate(key('PageUp'), { day: 0, slot: 1 }, 30)).toEqual({ day: 0, slot: 0 });
    expect(navigate(key('PageDown'), { day: 0, slot: 23 }, 60)).toEqual({ day: 0, slot: 23 });
  });

  it('goes to the first and last day with Home and End, to the corners with Ctrl or Cmd', () => {
    expect(navigate(key('Home'), { day: 4, slot: 9 }, 60)).toEqual({ day: 0, slot: 9 });
    expect(navigate(key('End'), { day: 1, slot: 9 }, 60)).toEqual({ day: 6, slot: 9 });
    expect(navigate(key('Home', { ctrlKey: true }), { day: 4, slot: 9 }, 60)).toEqual({ day: 0, slot: 0 });
    expect(navigate(key('End', { metaKey: true }), { day: 1, slot: 9 }, 60)).toEqual({ day: 6, slot: 23 });
    expect(navigate(key('End', { ctrlKey: true }), { day: 1, slot: 9 }, 15)).toEqual({ day: 6, slot: 95 });
  });

  it('leaves other keys alone', () => {
    for (const k of [' ', 'd', 'Enter', 'Tab', 'z']) expect(navigate(key(k), { day: 0, slot: 0 }, 30)).toBeNull();
  });
});

describe('grid paint commands', () => {
  it('toggles one cell with Space or Enter, opposite to its state', () => {
    const on = keyPaint(' ', { day: 1, slot: 18 }, false, emptyWeek(), 30)!;
    expect(on.week.tuesday).toEqual([{ start: 540, end: 570 }]);
    expect(on.message).toBe('Tuesday 9:00 AM, available');
    const off = keyPaint('Enter', { day: 0, slot: 20 }, true, weekdays9to5(), 30)!;
    expect(off.week.monday).toEqual([
      { start: 540, end: 600 },
      { start: 630, end: 1020 },
    ]);
    expect(off.message).toBe('Monday 10:00 AM, not available');
  });

  it('fills or clears the whole day with D, the same time on every day with T', () => {
    const day = keyPaint('d', { day: 6, slot: 3 }, false, emptyWeek(), 60)!;
    expect(day.week.sunday).toEqual([{ start: 0, end: 1440 }]);
    expect(day.message).toBe('Sunday: available all day');
    expect(keyPaint('D', { day: 0, slot: 10 }, true, weekdays9to5(), 60)!.week.monday).toEqual([]);
    const time = keyPaint('T', { day: 2, slot: 12 }, true, weekdays9to5(), 60)!;
    expect(time.week.monday).toEqual([
      { start: 540, end: 720 },
      { start: 780, end: 1020 },
    ]);
    expect(time.week.saturday).toEqual([]);
    expect(time.message).toBe('12:00 PM on every day: not available');
  });

  it('does nothing for other keys', () => {
    expect(keyPaint('x', { day: 0, slot: 0 }, false, emptyWeek(), 60)).toBeNull();
    expect(keyPaint('ArrowDown', { day: 0, slot: 0 }, false, emptyWeek(), 60)).toBeNull();
  });

  it('paints a rectangle from either corner and says what it did', () => {
    const rect = { from: { day: 4, slot: 33 }, to: { day: 0, slot: 18 }, available: true };
    const done = paintRect(emptyWeek(), rect, 30);
    expect(done.week).toEqual({ ...weekdays9to5(), monday: [{ start: 540, end: 1020 }] });
    expect(done.message).toBe('Monday to Friday, 9:00 AM to 5:00 PM: available');
    expect(describeRect({ from: { day: 2, slot: 47 }, to: { day: 2, slot: 47 }, available: false }, 30)).toBe(
      'Wednesday, 11:30 PM to midnight: not available',
    );
  });
});
