import { DAY, displayClock } from '@/lib/time/clock';
import { paint, paintBlock, WEEKDAY_LABELS, WEEKDAYS, type Week, type Weekday } from '@/lib/time/periods';
import { applyRect, rectBounds, type Cell, type CellMinutes, type Rect } from './grid-model';

// What the grid's keys do, as pure functions of the key, the active cell and the week: the component
// only reads the event and applies the result.

export interface Keys {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

/** A change of the week and the words that announce it. */
export interface Command {
  week: Week;
  message: string;
}

const dayName = (day: number, columns: readonly Weekday[]) => WEEKDAY_LABELS[columns[day]!];
const state = (available: boolean) => (available ? 'available' : 'not available');

/** The cell a navigation key moves to (clamped to the grid), or null when the key does not move. */
export function navigate(keys: Keys, c: Cell, cellMinutes: CellMinutes): Cell | null {
  const last = DAY / cellMinutes - 1;
  const hour = 60 / cellMinutes;
  const toCorner = keys.ctrlKey || keys.metaKey;
  switch (keys.key) {
    case 'ArrowUp':
      return { ...c, slot: Math.max(0, c.slot - 1) };
    case 'ArrowDown':
      return { ...c, slot: Math.min(last, c.slot + 1) };
    case 'ArrowLeft':
      return { ...c, day: Math.max(0, c.day - 1) };
    case 'ArrowRight':
      return { ...c, day: Math.min(6, c.day + 1) };
    case 'PageUp':
      return { ...c, slot: Math.max(0, c.slot - hour) };
    case 'PageDown':
      return { ...c, slot: Math.min(last, c.slot + hour) };
    case 'Home':
      return toCorner ? { day: 0, slot: 0 } : { ...c, day: 0 };
    case 'End':
      return toCorner ? { day: 6, slot: last } : { ...c, day: 6 };
    default:
      return null;
  }
}

/** "Monday to Friday, 9:00 AM to 5:00 PM: available" */
export function describeRect(rect: Rect, cellMinutes: CellMinutes, columns: readonly Weekday[] = WEEKDAYS): string {
  const { days, slots } = rectBounds(rect);
  const dayText =
    days[0] === days[1] ? dayName(days[0], columns) : `${dayName(days[0], columns)} to ${dayName(days[1], columns)}`;
  return `${dayText}, ${displayClock(slots[0] * cellMinutes)} to ${displayClock((slots[1] + 1) * cellMinutes)}: ${state(rect.available)}`;
}

export const paintRect = (
  week: Week,
  rect: Rect,
  cellMinutes: CellMinutes,
  columns: readonly Weekday[] = WEEKDAYS,
): Command => ({
  week: applyRect(week, rect, cellMinutes, columns),
  message: describeRect(rect, cellMinutes, columns),
});

/**
 * Space or Enter toggles the cell, D the whole day, T the same time on every day; each sets the state
 * opposite to the active cell's. Null for any other key.
 */
export function keyPaint(
  key: string,
  c: Cell,
  cellOn: boolean,
  week: Week,
  cellMinutes: CellMinutes,
  columns: readonly Weekday[] = WEEKDAYS,
): Command | null {
  const day = columns[c.day]!;
  const minute = c.slot * cellMinutes;
  const cell = { start: minute, end: minute + cellMinutes };
  const available = !cellOn;
  switch (key) {
    case ' ':
    case 'Enter':
      return {
        week: paint(week, day, cell, available),
        message: `${dayName(c.day, columns)} ${displayClock(minute)}, ${state(available)}`,
      };
    case 'd':
    case 'D':
      return {
        week: paint(week, day, { start: 0, end: DAY }, available),
        message: `${dayName(c.day, columns)}: ${available ? 'available all day' : 'not available'}`,
      };
    case 't':
    case 'T':
      return {
        week: paintBlock(week, WEEKDAYS, cell, available),
        message: `${displayClock(minute)} on every day: ${state(available)}`,
      };
    default:
      return null;
  }
}
