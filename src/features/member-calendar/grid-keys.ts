// What the calendar grid's keys do, free of React: where the active cell goes, whether the selection
// grows, which date the calendar moves to, and which edit is asked for.

export interface GridPoint {
  col: number;
  row: number;
}

export type GridKeyResult =
  | { kind: 'move'; to: GridPoint; extend: boolean }
  /** Move to another date: days from the active one (the view's dates change). */
  | { kind: 'date'; days: number }
  | { kind: 'apply' }
  | { kind: 'clear' }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | null;

interface Keys {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

/** The key's meaning in a grid of `cols` dates and `rows` steps of a day. */
export function gridKey(keys: Keys, at: GridPoint, cols: number, rows: number): GridKeyResult {
  const mod = keys.ctrlKey || keys.metaKey;
  const row = (r: number) => ({
    kind: 'move' as const,
    to: { col: at.col, row: Math.max(0, Math.min(rows - 1, r)) },
    extend: keys.shiftKey,
  });
  if (mod && (keys.key === 'z' || keys.key === 'Z')) return { kind: keys.shiftKey ? 'redo' : 'undo' };
  if (mod && (keys.key === 'y' || keys.key === 'Y')) return { kind: 'redo' };
  if (mod) return null;
  switch (keys.key) {
    case 'ArrowUp':
      return row(at.row - 1);
    case 'ArrowDown':
      return row(at.row + 1);
    case 'Home':
      return row(0);
    case 'End':
      return row(rows - 1);
    case 'ArrowLeft':
      return at.col > 0 && !keys.shiftKey
        ? { kind: 'move', to: { col: at.col - 1, row: at.row }, extend: false }
        : keys.shiftKey
          ? null
          : { kind: 'date', days: -1 };
    case 'ArrowRight':
      return at.col < cols - 1 && !keys.shiftKey
        ? { kind: 'move', to: { col: at.col + 1, row: at.row }, extend: false }
        : keys.shiftKey
          ? null
          : { kind: 'date', days: 1 };
    case 'PageUp':
      return { kind: 'date', days: -7 };
    case 'PageDown':
      return { kind: 'date', days: 7 };
    case 'Enter':
    case ' ':
      return { kind: 'apply' };
    case 'Delete':
    case 'Backspace':
      return { kind: 'clear' };
    default:
      return null;
  }
}
