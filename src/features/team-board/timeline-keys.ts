// What the timeline's keys do, free of React: the timeline is a grid of availability lines (rows)
// by dates (columns), and one day cell at a time is in the page's tab order (a roving tab stop).
// Enter is the link's own: it opens the member's calendar at that date.

export interface TimelinePoint {
  /** The availability line, counted over every member shown. */
  line: number;
  /** The date, 0 for the first shown. */
  col: number;
}

interface Keys {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
}

/** Where the key moves the active day cell in `lines` lines of `cols` dates; null when it is not the grid's key. */
export function timelineKey(
  keys: Keys,
  at: TimelinePoint,
  lines: number,
  cols: number,
  page: number,
): TimelinePoint | null {
  if (lines === 0 || cols === 0) return null;
  const mod = keys.ctrlKey || keys.metaKey;
  const to = (line: number, col: number) => ({
    line: Math.max(0, Math.min(lines - 1, line)),
    col: Math.max(0, Math.min(cols - 1, col)),
  });
  switch (keys.key) {
    case 'ArrowUp':
      return mod ? null : to(at.line - 1, at.col);
    case 'ArrowDown':
      return mod ? null : to(at.line + 1, at.col);
    case 'ArrowLeft':
      return mod ? null : to(at.line, at.col - 1);
    case 'ArrowRight':
      return mod ? null : to(at.line, at.col + 1);
    case 'Home':
      return mod ? to(0, 0) : to(at.line, 0);
    case 'End':
      return mod ? to(lines - 1, cols - 1) : to(at.line, cols - 1);
    case 'PageUp':
      return mod ? null : to(at.line - Math.max(1, page), at.col);
    case 'PageDown':
      return mod ? null : to(at.line + Math.max(1, page), at.col);
    default:
      return null;
  }
}
