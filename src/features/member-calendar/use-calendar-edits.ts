import { useState } from 'react';
import { DAY } from '@/lib/time/clock';
import { sameWeek, type Range } from '@/lib/time/periods';
import type { Override } from '@/lib/time/overrides';
import { timeOfDay } from '@/lib/time/display';
import { calendarDate } from '@/lib/time/display';
import { weekdayOf } from '@/lib/time/wall-clock';
import { WEEKDAY_LABELS, type Week } from '@/lib/time/periods';
import {
  dropOverride,
  memberPieces,
  paintPieces,
  setDateRanges,
  STEP,
  type CalendarColumn,
  type Hours,
  type Scope,
} from './calendar-model';

/** What the calendar needs of the availability editor's state (useAvailabilityEdit). */
export interface EditTarget {
  yours: { week: Week };
  overrides: Override[];
  setOverrides: (next: Override[]) => void;
  zones: { push: (memberWeek: Week) => void };
}

export interface Selection {
  col: number;
  /** The row the selection started on. */
  anchor: number;
  /** The active row: the selection runs from the anchor to it. */
  row: number;
}

const LIMIT = 100;

/** The selected rows of a column as a range of clock minutes; null when they hold no time that exists. */
export function selectedRange(column: CalendarColumn, s: Selection): Range | null {
  const [lo, hi] = [Math.min(s.anchor, s.row), Math.max(s.anchor, s.row)];
  const cells = column.cells.slice(lo, hi + 1).filter((c) => !c.skipped);
  if (!cells.length) return null;
  return { start: Math.min(...cells.map((c) => c.minutes)), end: Math.max(...cells.map((c) => c.minutes)) + STEP };
}

/**
 * The calendar's edits on the editor's hours: each one for this date only (an override) or every
 * such weekday (the weekly hours), with an undo and redo of its own, since one edit may change both
 * the weekly hours and the dates. The words of the last edit are announced.
 */
export function useCalendarEdits(
  target: EditTarget,
  { today, shown, memberZone }: { today: string; shown: string; memberZone: string | null },
) {
  const [scope, setScope] = useState<Scope>('date');
  const [past, setPast] = useState<Hours[]>([]);
  const [future, setFuture] = useState<Hours[]>([]);
  const [message, setMessage] = useState('');
  const hours: Hours = { week: target.yours.week, overrides: target.overrides };

  const put = (next: Hours) => {
    if (!sameWeek(next.week, hours.week)) target.zones.push(next.week);
    target.setOverrides(next.overrides);
  };
  const sameZone = !memberZone || shown === memberZone;
  const pieces = (date: string, range: Range) => memberPieces(date, range, shown, memberZone);
  /** Commits `next` unless it gives a date that has passed an override: the weekly hours can still be changed from it. */
  const commit = (dates: readonly string[], next: Hours, words: string) => {
    const passed = scope === 'date' ? dates.find((d) => d < today) : undefined;
    if (passed) {
      setMessage(
        `${calendarDate(passed, { weekday: true })} has passed: choose every ${WEEKDAY_LABELS[weekdayOf(passed)]} to change the weekly hours from it.`,
      );
      return;
    }
    setPast((p) => [...p.slice(-(LIMIT - 1)), hours]);
    setFuture([]);
    put(next);
    setMessage(words);
  };
  const where = (date: string) =>
    (scope === 'date' ? `${calendarDate(date, { weekday: true })} only` : `every ${WEEKDAY_LABELS[weekdayOf(date)]}`) +
    (sameZone ? '' : ` (as seen in ${shown})`);
  const span = (r: Range) => `${timeOfDay(r.start)}–${timeOfDay(r.end)}`;
  const hasOverride = (date: string) => hours.overrides.some((o) => o.date === date && o.kind !== 'remove');
  // Every such weekday does not show on a date with an override of its own: said, not left to be found.
  const kept = (date: string) =>
    scope === 'weekday' && sameZone && hasOverride(date) ? ' This date keeps its own override.' : '';

  return {
    scope,
    setScope,
    message,
    canUndo: past.length > 0,
    canRedo: future.length > 0,
    undo: () => {
      const last = past[past.length - 1];
      if (!last) return;
      setPast(past.slice(0, -1));
      setFuture([hours, ...future]);
      put(last);
      setMessage('Undone.');
    },
    redo: () => {
      const next = future[0];
      if (!next) return;
      setFuture(future.slice(1));
      setPast([...past, hours]);
      put(next);
      setMessage('Redone.');
    },
    paint: (date: string, range: Range, available: boolean) => {
      const p = pieces(date, range);
      commit(
        p.map((x) => x.date),
        paintPieces(hours, p, available, scope),
        `${span(range)} ${available ? 'available' : 'not available'} on ${where(date)}.${kept(date)}`,
      );
    },
    /** One stretch of a date's hours moved to `to` (an edge dragged). */
    resize: (date: string, from: Range, to: Range) => {
      const [off, on] = [pieces(date, from), pieces(date, to)];
      commit(
        [...off, ...on].map((x) => x.date),
        paintPieces(paintPieces(hours, off, false, scope), on, true, scope),
        `Hours ${span(from)} now ${span(to)} on ${where(date)}.${kept(date)}`,
      );
    },
    /** No hours on the date (in the member's zone, a day off; seen in another zone, its hours there taken off). */
    clear: (date: string) => {
      const p = pieces(date, { start: 0, end: DAY });
      commit(
        p.map((x) => x.date),
        sameZone ? setDateRanges(hours, date, [], scope) : paintPieces(hours, p, false, scope),
        `No hours on ${where(date)}.${kept(date)}`,
      );
    },
    useWeekly: (date: string) =>
      commit(
        [],
        dropOverride(hours, date),
        `${calendarDate(date, { weekday: true })} back to the weekly ${WEEKDAY_LABELS[weekdayOf(date)]} hours.`,
      ),
    /** Whether the date has an override to drop: in the member's zone only, where a shown date is one of theirs. */
    hasOverride: (date: string) => sameZone && hasOverride(date),
  };
}

export type CalendarEdits = ReturnType<typeof useCalendarEdits>;
