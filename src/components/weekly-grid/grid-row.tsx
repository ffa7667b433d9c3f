import { memo } from 'react';
import { displayClock } from '@/lib/time/clock';
import { WEEKDAY_LABELS, type Weekday } from '@/lib/time/periods';
import type { CellMinutes } from './grid-model';
import classes from './weekly-grid.module.css';

interface Props {
  slot: number;
  cellMinutes: CellMinutes;
  /** A bit per column, the first day shown = bit 0: memoised on it, a paint re-renders only the rows it touches. */
  bits: number;
  /** The weekdays in column order; one array per first day of the week, so the memo holds. */
  columns: readonly Weekday[];
  /** The day whose cell in this row takes the tab stop, or -1. */
  activeDay: number;
}

/** One time of day across the week: a row header and seven named cells. */
export const GridRow = memo(function GridRow({ slot, cellMinutes, bits, columns, activeDay }: Props) {
  const minute = slot * cellMinutes;
  const hour = minute % 60 === 0;
  const time = displayClock(minute);
  return (
    <div role="row" className={classes.row} aria-rowindex={slot + 2}>
      <div
        role="rowheader"
        className={classes.time}
        data-first={slot === 0 || undefined}
        style={{ gridRow: slot + 2, gridColumn: 1 }}
        aria-label={time}
      >
        {hour ? (time.endsWith('M') ? time.replace(':00', '') : time) : ''}
      </div>
      {columns.map((d, i) => {
        const on = ((bits >> i) & 1) === 1;
        return (
          <div
            key={d}
            role="gridcell"
            aria-selected={on}
            aria-label={`${WEEKDAY_LABELS[d]} ${time}, ${on ? 'available' : 'not available'}`}
            tabIndex={activeDay === i ? 0 : -1}
            data-day={i}
            data-slot={slot}
            data-hour={hour || undefined}
            className={classes.cell}
            style={{ gridRow: slot + 2, gridColumn: i + 2 }}
          />
        );
      })}
    </div>
  );
});
