import { VisuallyHidden } from '@mantine/core';
import { memo, useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { DAY, displayClock } from '@/lib/time/clock';
import { paint, paintBlock, WEEKDAY_LABELS, WEEKDAYS, type Week } from '@/lib/time/periods';
import { applyRect, previewBits, rectBounds, slotBits, slotsPerDay, type Cell, type CellMinutes, type Rect } from './grid-model';
import classes from './weekly-grid.module.css';

export interface WeeklyGridProps {
  week: Week;
  /** Absent: the grid is read-only. */
  onChange?: (week: Week) => void;
  cellMinutes: CellMinutes;
  label: string;
}

const CELL_HEIGHT: Record<CellMinutes, string> = { 15: '12px', 30: '18px', 60: '28px' };
export const GRID_KEYS_HELP =
  'Arrow keys move. Space paints or clears a cell. Shift with arrows carries the state of the cell you start from over the range. D fills or clears the whole day, T the same time on every day. Home and End go to the first and last day, Ctrl with Home or End to the first and last cell.';

interface RowProps {
  slot: number;
  cellMinutes: CellMinutes;
  bits: number;
  activeDay: number;
}

const GridRow = memo(function GridRow({ slot, cellMinutes, bits, activeDay }: RowProps) {
  const minute = slot * cellMinutes;
  const hour = minute % 60 === 0;
  const time = displayClock(minute);
  return (
    <div role="row" className={classes.row} aria-rowindex={slot + 2}>
      <div role="rowheader" className={classes.time} data-first={slot === 0 || undefined} style={{ gridRow: slot + 2, gridColumn: 1 }} aria-label={time}>
        {hour ? time.replace(':00', '') : ''}
      </div>
      {WEEKDAYS.map((d, i) => {
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

export function WeeklyGrid({ week, onChange, cellMinutes, label }: WeeklyGridProps) {
  const slots = slotsPerDay(cellMinutes);
  const readOnly = !onChange;
  const [active, setActive] = useState<Cell>({ day: 0, slot: Math.floor(540 / cellMinutes) });
  const [drag, setDrag] = useState<Rect | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const shiftAnchor = useRef<{ cell: Cell; available: boolean } | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  // Open on the working day (8 AM) rather than at midnight.
  useEffect(() => {
    const row = gridRef.current?.querySelector<HTMLElement>(`[data-day="0"][data-slot="${Math.floor(480 / cellMinutes)}"]`);
    const header = gridRef.current?.querySelector<HTMLElement>('[role="columnheader"]');
    if (row && scrollerRef.current) scrollerRef.current.scrollTop = row.offsetTop - (header?.offsetHeight ?? 0) - 10;
  }, [cellMinutes]);
  const bits = useMemo(() => Array.from({ length: slots }, (_, s) => slotBits(week, s, cellMinutes)), [week, slots, cellMinutes]);
  const activeCell = { day: active.day, slot: Math.min(active.slot, slots - 1) };

  const isOn = (c: Cell) => ((bits[c.slot]! >> c.day) & 1) === 1;
  const describe = (rect: Rect) => {
    const { days, slots: s } = rectBounds(rect);
    const dayText = days[0] === days[1] ? WEEKDAY_LABELS[WEEKDAYS[days[0]]!] : `${WEEKDAY_LABELS[WEEKDAYS[days[0]]!]} to ${WEEKDAY_LABELS[WEEKDAYS[days[1]]!]}`;
    return `${dayText}, ${displayClock(s[0] * cellMinutes)} to ${displayClock((s[1] + 1) * cellMinutes)}: ${rect.available ? 'available' : 'not available'}`;
  };
  const commit = (next: Week, message: string) => {
    onChange?.(next);
    setAnnouncement(message);
  };
  const focusCell = (c: Cell) => {
    setActive(c);
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${c.day}"][data-slot="${c.slot}"]`)?.focus();
  };
  const cellAt = (x: number, y: number): Cell | null => {
    const el = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-slot]');
    if (!el || !gridRef.current?.contains(el)) return null;
    return { day: Number(el.dataset.day), slot: Number(el.dataset.slot) };
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (readOnly || e.button !== 0) return;
    const cell = cellAt(e.clientX, e.clientY);
    if (!cell) return;
    e.preventDefault();
    gridRef.current?.setPointerCapture(e.pointerId);
    // Starting on an available cell erases; anywhere else paints.
    setDrag({ from: cell, to: cell, available: !isOn(cell) });
    focusCell(cell);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag) return;
    const cell = cellAt(e.clientX, e.clientY);
    if (cell && (cell.day !== drag.to.day || cell.slot !== drag.to.slot)) setDrag({ ...drag, to: cell });
  };
  const endDrag = () => {
    if (!drag) return;
    commit(applyRect(week, drag, cellMinutes), describe(drag));
    setActive(drag.to);
    setDrag(null);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const c = activeCell;
    let next: Cell | null = null;
    switch (e.key) {
      case 'ArrowUp':
        next = { ...c, slot: Math.max(0, c.slot - 1) };
        break;
      case 'ArrowDown':
        next = { ...c, slot: Math.min(slots - 1, c.slot + 1) };
        break;
      case 'ArrowLeft':
        next = { ...c, day: Math.max(0, c.day - 1) };
        break;
      case 'ArrowRight':
        next = { ...c, day: Math.min(6, c.day + 1) };
        break;
      case 'PageUp':
        next = { ...c, slot: Math.max(0, c.slot - 60 / cellMinutes) };
        break;
      case 'PageDown':
        next = { ...c, slot: Math.min(slots - 1, c.slot + 60 / cellMinutes) };
        break;
      case 'Home':
        next = e.ctrlKey || e.metaKey ? { day: 0, slot: 0 } : { ...c, day: 0 };
        break;
      case 'End':
        next = e.ctrlKey || e.metaKey ? { day: 6, slot: slots - 1 } : { ...c, day: 6 };
        break;
    }
    if (next) {
      e.preventDefault();
      if (e.shiftKey && !readOnly) {
        // Shift carries the state of the cell it started from over the range (Space first to paint).
        shiftAnchor.current ??= { cell: c, available: isOn(c) };
        const rect = { from: shiftAnchor.current.cell, to: next, available: shiftAnchor.current.available };
        commit(applyRect(week, rect, cellMinutes), describe(rect));
      } else shiftAnchor.current = null;
      focusCell(next);
      return;
    }
    if (readOnly) return;
    const day = WEEKDAYS[c.day]!;
    const minute = c.slot * cellMinutes;
    if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      const available = !isOn(c);
      commit(paint(week, day, { start: minute, end: minute + cellMinutes }, available), `${WEEKDAY_LABELS[day]} ${displayClock(minute)}, ${available ? 'available' : 'not available'}`);
    } else if (e.key === 'd' || e.key === 'D') {
      e.preventDefault();
      const available = !isOn(c);
      commit(paint(week, day, { start: 0, end: DAY }, available), `${WEEKDAY_LABELS[day]}: ${available ? 'available all day' : 'not available'}`);
    } else if (e.key === 't' || e.key === 'T') {
      e.preventDefault();
      const available = !isOn(c);
      commit(
        paintBlock(week, WEEKDAYS, { start: minute, end: minute + cellMinutes }, available),
        `${displayClock(minute)} on every day: ${available ? 'available' : 'not available'}`,
      );
    }
  };

  const blocks = WEEKDAYS.flatMap((d, i) =>
    week[d].map((r) => {
      const startRow = Math.floor(r.start / cellMinutes) + 2;
      const endRow = Math.ceil(r.end / cellMinutes) + 2;
      return (
        <div key={`${d}-${r.start}`} aria-hidden="true" className={classes.block} style={{ gridColumn: i + 2, gridRow: `${startRow} / ${endRow}` }}>
          {displayClock(r.start)} – {displayClock(r.end)}
        </div>
      );
    }),
  );

  return (
    <div className={classes.scroller} ref={scrollerRef}>
      <div
        ref={gridRef}
        role="grid"
        aria-label={label}
        aria-readonly={readOnly || undefined}
        aria-rowcount={slots + 1}
        aria-colcount={8}
        aria-multiselectable={!readOnly || undefined}
        className={`${classes.grid} ${readOnly ? classes.readOnly : ''}`}
        style={{ ['--cell-height' as string]: CELL_HEIGHT[cellMinutes] }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={() => setDrag(null)}
        onKeyDown={onKeyDown}
        onKeyUp={(e) => {
          if (e.key === 'Shift') shiftAnchor.current = null;
        }}
      >
        <div role="row" className={classes.row} aria-rowindex={1}>
          <div role="columnheader" className={classes.head} style={{ gridRow: 1, gridColumn: 1 }}>
            Time
          </div>
          {WEEKDAYS.map((d, i) => (
            <div key={d} role="columnheader" className={classes.head} style={{ gridRow: 1, gridColumn: i + 2 }}>
              <abbr title={WEEKDAY_LABELS[d]} style={{ textDecoration: 'none' }}>
                {WEEKDAY_LABELS[d].slice(0, 3)}
              </abbr>
            </div>
          ))}
        </div>
        {bits.map((b, slot) => (
          <GridRow key={slot} slot={slot} cellMinutes={cellMinutes} bits={previewBits(b, slot, drag)} activeDay={slot === activeCell.slot ? activeCell.day : -1} />
        ))}
        {blocks}
      </div>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </div>
  );
}
