import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { announce } from '@/components/announcer/announce';
import { SideScrollCue } from '@/components/side-scroll-cue';
import { useSideScroll } from '@/components/use-side-scroll';
import type { Week } from '@/lib/time/periods';
import { keyPaint, navigate, paintRect, type Command } from './grid-commands';
import { fittingCellMinutes, previewBits, slotBits, slotsPerDay, type Cell, type CellMinutes } from './grid-model';
import { GridHeader, PeriodBlocks } from './grid-parts';
import { GridRow } from './grid-row';
import { useDayColumns } from './use-day-columns';
import { useGridDrag } from './use-grid-drag';
import classes from './weekly-grid.module.css';

interface WeeklyGridProps {
  week: Week;
  /** Absent: the grid is read-only. */
  onChange?: (week: Week) => void;
  /** The size asked for; finer when the week's ranges fall between its cells (fittingCellMinutes). */
  cellMinutes: CellMinutes;
  label: string;
}

const CELL_HEIGHT: Record<CellMinutes, string> = { 15: '12px', 30: '18px', 60: '28px' };
export const GRID_KEYS_HELP =
  'Arrow keys move. Space paints or clears a cell. Shift with arrows carries the state of the cell you start from over the range. D fills or clears the whole day, T the same time on every day. Home and End go to the first and last day, Ctrl with Home or End to the first and last cell.';

const cellOf = (el: Element | null): Cell | null => {
  const cell = el?.closest<HTMLElement>('[data-slot]');
  return cell ? { day: Number(cell.dataset.day), slot: Number(cell.dataset.slot) } : null;
};

/** The week as a WAI-ARIA grid of cells, painted by pointer or keyboard (decision 0007). */
export function WeeklyGrid({ week, onChange, cellMinutes: asked, label }: WeeklyGridProps) {
  const cellMinutes = fittingCellMinutes(week, asked);
  const slots = slotsPerDay(cellMinutes);
  const readOnly = !onChange;
  const columns = useDayColumns();
  const [active, setActive] = useState<Cell>({ day: 0, slot: Math.floor(540 / cellMinutes) });
  const shiftAnchor = useRef<{ cell: Cell; available: boolean } | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  // On a phone the week is wider than the screen: say so, as a wide table does.
  const [sideRef, side] = useSideScroll<HTMLDivElement>();
  const setScroller = useCallback(
    (el: HTMLDivElement | null) => {
      scrollerRef.current = el;
      return sideRef(el);
    },
    [sideRef],
  );
  const cueId = useId();
  const hidden = side.left || side.right;
  // Open on the working day (8 AM) rather than at midnight.
  useEffect(() => {
    const row = gridRef.current?.querySelector<HTMLElement>(
      `[data-day="0"][data-slot="${Math.floor(480 / cellMinutes)}"]`,
    );
    const header = gridRef.current?.querySelector<HTMLElement>('[role="columnheader"]');
    if (row && scrollerRef.current) scrollerRef.current.scrollTop = row.offsetTop - (header?.offsetHeight ?? 0) - 10;
  }, [cellMinutes]);
  const bits = useMemo(
    () => Array.from({ length: slots }, (_, s) => slotBits(week, s, cellMinutes, columns)),
    [week, slots, cellMinutes, columns],
  );
  const activeCell = { day: active.day, slot: Math.min(active.slot, slots - 1) };
  const isOn = (c: Cell) => ((bits[c.slot]! >> c.day) & 1) === 1;

  const run = (command: Command) => {
    onChange?.(command.week);
    announce(command.message);
  };
  const focusCell = (c: Cell) => {
    setActive(c);
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${c.day}"][data-slot="${c.slot}"]`)?.focus();
  };
  const { drag, handlers } = useGridDrag({
    gridRef,
    readOnly,
    isOn,
    onStart: focusCell,
    onEnd: (rect) => {
      run(paintRect(week, rect, cellMinutes, columns));
      setActive(rect.to);
    },
  });

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = navigate(e, activeCell, cellMinutes);
    if (next) {
      e.preventDefault();
      if (e.shiftKey && !readOnly) {
        // Shift carries the state of the cell it started from over the range (Space first to paint).
        shiftAnchor.current ??= { cell: activeCell, available: isOn(activeCell) };
        run(
          paintRect(
            week,
            { from: shiftAnchor.current.cell, to: next, available: shiftAnchor.current.available },
            cellMinutes,
            columns,
          ),
        );
      } else shiftAnchor.current = null;
      focusCell(next);
      return;
    }
    const command = readOnly ? null : keyPaint(e.key, activeCell, isOn(activeCell), week, cellMinutes, columns);
    if (command) {
      e.preventDefault();
      run(command);
    }
  };

  // One box for the cue and the grid: the editor lays its children out in columns.
  return (
    <div className={classes.frame}>
      <SideScrollCue side={side} id={cueId} what="days" />
      <div className={classes.scroller} ref={setScroller}>
        <div
          ref={gridRef}
          role="grid"
          aria-label={label}
          aria-describedby={hidden ? cueId : undefined}
          aria-readonly={readOnly || undefined}
          aria-rowcount={slots + 1}
          aria-colcount={8}
          aria-multiselectable={!readOnly || undefined}
          className={`${classes.grid} ${readOnly ? classes.readOnly : ''}`}
          style={{ ['--cell-height' as string]: CELL_HEIGHT[cellMinutes] }}
          {...handlers}
          onKeyDown={onKeyDown}
          onFocus={(e) => {
            // Arriving by keyboard, the page scrolls the grid whole into view: the browser would only
            // bring the one cell in, at the screen's edge, with the rest of the week below it.
            const from = e.relatedTarget instanceof Node && gridRef.current?.contains(e.relatedTarget);
            if (!from && e.target.matches(':focus-visible'))
              scrollerRef.current?.scrollIntoView?.({ block: 'nearest' });
            // Focus that lands on a cell by other means (a screen reader's cursor, a script) makes it the active one.
            const cell = cellOf(e.target);
            if (cell && (cell.day !== activeCell.day || cell.slot !== activeCell.slot)) setActive(cell);
          }}
          onKeyUp={(e) => {
            if (e.key === 'Shift') shiftAnchor.current = null;
          }}
        >
          <GridHeader columns={columns} />
          {bits.map((b, slot) => (
            <GridRow
              key={slot}
              slot={slot}
              cellMinutes={cellMinutes}
              bits={previewBits(b, slot, drag)}
              columns={columns}
              activeDay={slot === activeCell.slot ? activeCell.day : -1}
            />
          ))}
          <PeriodBlocks week={week} cellMinutes={cellMinutes} columns={columns} />
        </div>
      </div>
    </div>
  );
}
