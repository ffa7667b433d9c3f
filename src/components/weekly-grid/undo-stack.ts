import type { Week } from '@/lib/time/periods';

/** The editor's undo and redo: weeks before and after the one shown. */
export interface UndoStack {
  past: Week[];
  present: Week;
  future: Week[];
}

const LIMIT = 100;

export const undoStackOf = (week: Week): UndoStack => ({ past: [], present: week, future: [] });
export const pushUndo = (s: UndoStack, week: Week): UndoStack => ({
  past: [...s.past.slice(-(LIMIT - 1)), s.present],
  present: week,
  future: [],
});
export const undo = (s: UndoStack): UndoStack =>
  s.past.length
    ? { past: s.past.slice(0, -1), present: s.past[s.past.length - 1]!, future: [s.present, ...s.future] }
    : s;
export const redo = (s: UndoStack): UndoStack =>
  s.future.length ? { past: [...s.past, s.present], present: s.future[0]!, future: s.future.slice(1) } : s;
