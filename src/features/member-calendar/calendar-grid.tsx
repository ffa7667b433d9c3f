import { useEffect, useRef } from 'react';
import { useSwipe } from '@/components/use-swipe';
import { calendarDate, timeOfDay } from '@/lib/time/display';
import { type CalendarCell, type CalendarColumn } from './calendar-model';
import { ColumnHead } from './column-head';
import { gridKey, type GridKeyResult } from './grid-keys';
import type { Selection } from './use-calendar-edits';
import classes from './calendar-grid.module.css';

interface Props {
  columns: CalendarColumn[];
  view: 'week' | 'day';
  zone: string;
  today: string;
  selection: Selection;
  onKey: (result: Exclude<GridKeyResult, null>) => void;
  /** A cell picked by the pointer; `extend` while a drag goes on. */
  onPoint: (col: number, row: number, extend: boolean) => void;
  /** A mouse drag ended: the selection is to be applied. */
  onDragEnd: () => void;
  /** A sideways swipe: a day back (-1) or on (1). */
  onSwipe: (days: number) => void;
  label: string;
  describedBy: string;
}

const timeText = (c: CalendarCell) => `${timeOfDay(c.minutes)}${c.repeat ? ' (second time)' : ''}`;

function cellLabel(date: string, c: CalendarCell, override: boolean): string {
  const when = `${calendarDate(date, { weekday: true })}, ${timeText(c)}`;
  if (c.skipped) return `${when}: does not happen, the clocks go forward`;
  const state = c.open ? `available${override ? ' (override)' : ''}` : 'not available';
  const twice = c.twice && !c.repeat ? ', happens twice as the clocks go back' : '';
  const booked = c.bookings.length ? `; booked: ${c.bookings.map((b) => `${b.client}, ${b.link}`).join('; ')}` : '';
  return `${when}${twice}: ${state}${booked}`;
}

/** The calendar's dates as columns and the day's steps as rows: an ARIA grid, painted by drag or keys. */
export function CalendarGrid(props: Props) {
  const { columns, view, selection } = props;
  const rows = Math.max(...columns.map((c) => c.cells.length));
  const grid = useRef<HTMLDivElement>(null);
  const drag = useRef<{ col: number } | null>(null);
  const swipe = useSwipe(props.onSwipe);
  const [lo, hi] = [Math.min(selection.anchor, selection.row), Math.max(selection.anchor, selection.row)];

  // Keys move the active cell (or the dates): focus follows it while the grid has focus, and across
  // to other dates, whose cells are new ones (the focused cell is gone with its date).
  const keysMoved = useRef(false);
  useEffect(() => {
    const el = grid.current;
    if (!el || (!keysMoved.current && !el.contains(document.activeElement))) return;
    keysMoved.current = false;
    el.querySelector<HTMLElement>('[tabindex="0"][role="gridcell"]')?.focus({ preventScroll: false });
  });

  // Opened at the working day: the active row (8:00 AM at first) at the top, under the dates.
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = scroller.current;
    const cell = box?.querySelector<HTMLElement>('[tabindex="0"][role="gridcell"]');
    const head = box?.querySelector<HTMLElement>('[role="columnheader"]');
    if (box && cell) box.scrollTop = cell.offsetTop - (head?.offsetHeight ?? 0);
  }, []);

  useEffect(() => {
    const up = () => {
      if (!drag.current) return;
      drag.current = null;
      props.onDragEnd();
    };
    window.addEventListener('pointerup', up);
    return () => window.removeEventListener('pointerup', up);
  });

  const onKeyDown = (e: React.KeyboardEvent) => {
    const result = gridKey(e.nativeEvent, { col: selection.col, row: selection.row }, columns.length, rows);
    if (!result) return;
    e.preventDefault();
    keysMoved.current = true;
    props.onKey(result);
  };

  return (
    <div ref={scroller} className={classes.scroller} data-view={view}>
      <div
        ref={grid}
        role="grid"
        aria-label={props.label}
        aria-describedby={props.describedBy}
        aria-multiselectable
        className={classes.grid}
        style={{ '--cols': columns.length } as React.CSSProperties}
        onKeyDown={onKeyDown}
        {...swipe}
      >
        <div role="row" className={classes.row}>
          <div role="columnheader" className={classes.corner}>
            <span className={classes.hidden}>Time</span>
          </div>
          {columns.map((c) => (
            <div role="columnheader" key={c.date} className={classes.head}>
              <ColumnHead column={c} zone={props.zone} today={props.today} />
            </div>
          ))}
        </div>
        {Array.from({ length: rows }, (_, r) => {
          const first = columns[0]!.cells[r];
          return (
            <div role="row" key={r} className={classes.row}>
              <div
                role="rowheader"
                className={classes.time}
                data-hour={first && first.minutes % 60 === 0 ? '' : undefined}
              >
                {first && first.minutes % 60 === 0 ? (
                  timeText(first)
                ) : (
                  <span className={classes.hidden}>{first ? timeText(first) : ''}</span>
                )}
              </div>
              {columns.map((column, col) => {
                const cell = column.cells[r];
                if (!cell) return <div role="gridcell" key={column.date} aria-disabled className={classes.none} />;
                const active = col === selection.col && r === selection.row;
                const selected = col === selection.col && r >= lo && r <= hi;
                return (
                  <div
                    role="gridcell"
                    key={column.date}
                    tabIndex={active ? 0 : -1}
                    aria-selected={selected}
                    aria-disabled={cell.skipped || undefined}
                    aria-label={cellLabel(column.date, cell, column.hours.override)}
                    className={classes.cell}
                    data-open={cell.open || undefined}
                    data-override={(cell.open && column.hours.override) || undefined}
                    data-skipped={cell.skipped || undefined}
                    data-twice={cell.twice || undefined}
                    data-booked={cell.bookings.length > 0 || undefined}
                    data-hour={cell.minutes % 60 === 0 || undefined}
                    onPointerDown={(e) => {
                      if (e.button !== 0) return;
                      props.onPoint(col, r, false);
                      if (e.pointerType !== 'touch' && !cell.skipped) drag.current = { col };
                    }}
                    // A cell reached by other means than the grid's keys (a screen reader's cursor) becomes the active one.
                    onFocus={() => {
                      if (!active) props.onPoint(col, r, false);
                    }}
                    onPointerEnter={() => {
                      if (drag.current?.col === col) props.onPoint(col, r, true);
                    }}
                  >
                    {cell.blockStart && (
                      <span className={classes.block} aria-hidden>
                        {`${timeOfDay(cell.blockStart.start)}–${timeOfDay(cell.blockStart.end)}`}
                        {column.hours.override ? ' · override' : ''}
                      </span>
                    )}
                    {cell.starts.map((b) => (
                      <span key={b.id} className={classes.booking} aria-hidden>
                        {b.client} · {b.link}
                      </span>
                    ))}
                    {cell.skipped && r % 2 === 0 && (
                      <span className={classes.skippedText} aria-hidden>
                        skipped
                      </span>
                    )}
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
    </div>
  );
}
