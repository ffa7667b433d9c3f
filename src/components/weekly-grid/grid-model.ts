import { DAY } from '@/lib/time/clock';
import { isAvailable, paintBlock, WEEKDAYS, type Week, type Weekday } from '@/lib/time/periods';

export type CellMinutes = 15 | 30 | 60;

export interface Cell {
  /** The column, 0 the first day of the week shown (the admin's choice in Settings, else the locale's). */
  day: number;
  slot: number;
}

export interface Rect {
  from: Cell;
  to: Cell;
  available: boolean;
}

export const slotsPerDay = (cellMinutes: CellMinutes) => DAY / cellMinutes;

/**
 * The cells the grid draws the week in: the size asked for, or a finer one when a range starts or
 * ends between its cells. Hours shown in another zone move with its offset (a London 14:00 is 19:30 in
 * Kolkata, 19:45 in Kathmandu): 60-minute cells drew 19:30–20:00 as "not available".
 */
export function fittingCellMinutes(week: Week, asked: CellMinutes): CellMinutes {
  const fits = (m: number) => WEEKDAYS.every((d) => week[d].every((r) => r.start % m === 0 && r.end % m === 0));
  return ([60, 30, 15] as const).find((m) => m <= asked && fits(m)) ?? 15;
}

/** The weekdays as columns, from `firstDay` (0 Sunday … 6 Saturday, as Date#getDay and the display preference count). */
export function dayColumns(firstDay: number): readonly Weekday[] {
  const from = (((firstDay + 6) % 7) + 7) % 7;
  return [...WEEKDAYS.slice(from), ...WEEKDAYS.slice(0, from)];
}

/** A bit per column (the first day shown = bit 0) telling whether the slot is available. */
export function slotBits(
  week: Week,
  slot: number,
  cellMinutes: CellMinutes,
  columns: readonly Weekday[] = WEEKDAYS,
): number {
  let bits = 0;
  const minute = slot * cellMinutes;
  columns.forEach((d, i) => {
    if (isAvailable(week, d, minute)) bits |= 1 << i;
  });
  return bits;
}

export function rectBounds(rect: Rect) {
  return {
    days: [Math.min(rect.from.day, rect.to.day), Math.max(rect.from.day, rect.to.day)] as const,
    slots: [Math.min(rect.from.slot, rect.to.slot), Math.max(rect.from.slot, rect.to.slot)] as const,
  };
}

/** The bits a slot shows while a rectangle is being painted over it. */
export function previewBits(bits: number, slot: number, rect: Rect | null): number {
  if (!rect) return bits;
  const { days, slots } = rectBounds(rect);
  if (slot < slots[0] || slot > slots[1]) return bits;
  let mask = 0;
  for (let d = days[0]; d <= days[1]; d++) mask |= 1 << d;
  return rect.available ? bits | mask : bits & ~mask;
}

export function applyRect(
  week: Week,
  rect: Rect,
  cellMinutes: CellMinutes,
  columns: readonly Weekday[] = WEEKDAYS,
): Week {
  const { days, slots } = rectBounds(rect);
  const chosen: Weekday[] = columns.slice(days[0], days[1] + 1);
  return paintBlock(week, chosen, { start: slots[0] * cellMinutes, end: (slots[1] + 1) * cellMinutes }, rect.available);
}
