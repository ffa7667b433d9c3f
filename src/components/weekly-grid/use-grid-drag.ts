import { useState, type PointerEvent, type RefObject } from 'react';
import type { Cell, Rect } from './grid-model';

interface Options {
  gridRef: RefObject<HTMLDivElement | null>;
  readOnly: boolean;
  isOn: (cell: Cell) => boolean;
  onStart: (cell: Cell) => void;
  onEnd: (rect: Rect) => void;
}

/** Dragging paints a rectangle; starting on an available cell erases instead. */
export function useGridDrag({ gridRef, readOnly, isOn, onStart, onEnd }: Options) {
  const [drag, setDrag] = useState<Rect | null>(null);
  // The pointer is captured by the grid, so moves report the grid as their target: ask the layout.
  const cellAt = (x: number, y: number): Cell | null => {
    const el = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-slot]');
    if (!el || !gridRef.current?.contains(el)) return null;
    return { day: Number(el.dataset.day), slot: Number(el.dataset.slot) };
  };
  const handlers = {
    onPointerDown: (e: PointerEvent<HTMLDivElement>) => {
      if (readOnly || e.button !== 0) return;
      const cell = cellAt(e.clientX, e.clientY);
      if (!cell) return;
      e.preventDefault();
      gridRef.current?.setPointerCapture(e.pointerId);
      setDrag({ from: cell, to: cell, available: !isOn(cell) });
      onStart(cell);
    },
    onPointerMove: (e: PointerEvent<HTMLDivElement>) => {
      if (!drag) return;
      const cell = cellAt(e.clientX, e.clientY);
      if (cell && (cell.day !== drag.to.day || cell.slot !== drag.to.slot)) setDrag({ ...drag, to: cell });
    },
    onPointerUp: () => {
      if (!drag) return;
      onEnd(drag);
      setDrag(null);
    },
    onPointerCancel: () => setDrag(null),
  };
  return { drag, handlers };
}
