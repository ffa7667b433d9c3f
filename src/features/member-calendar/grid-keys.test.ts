import { describe, expect, it } from 'vitest';
import { gridKey } from './grid-keys';

const key = (k: string, extra: Partial<{ shiftKey: boolean; ctrlKey: boolean; metaKey: boolean }> = {}) => ({
  key: k,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  ...extra,
});

describe('gridKey', () => {
  const at = { col: 0, row: 5 };

  it('moves by a step and extends with Shift, clamped to the day', () => {
    expect(gridKey(key('ArrowDown'), at, 7, 48)).toEqual({ kind: 'move', to: { col: 0, row: 6 }, extend: false });
    expect(gridKey(key('ArrowUp', { shiftKey: true }), at, 7, 48)).toEqual({
      kind: 'move',
      to: { col: 0, row: 4 },
      extend: true,
    });
    expect(gridKey(key('End'), at, 7, 46)).toEqual({ kind: 'move', to: { col: 0, row: 45 }, extend: false });
    expect(gridKey(key('ArrowUp'), { col: 0, row: 0 }, 7, 48)).toEqual({
      kind: 'move',
      to: { col: 0, row: 0 },
      extend: false,
    });
  });

  it('moves between dates: a column within the week, past its edge to the next date, a week with Page keys', () => {
    expect(gridKey(key('ArrowRight'), at, 7, 48)).toEqual({ kind: 'move', to: { col: 1, row: 5 }, extend: false });
    expect(gridKey(key('ArrowLeft'), at, 7, 48)).toEqual({ kind: 'date', days: -1 });
    expect(gridKey(key('ArrowRight'), { col: 6, row: 5 }, 7, 48)).toEqual({ kind: 'date', days: 1 });
    expect(gridKey(key('ArrowRight'), at, 1, 48)).toEqual({ kind: 'date', days: 1 });
    expect(gridKey(key('PageDown'), at, 7, 48)).toEqual({ kind: 'date', days: 7 });
    expect(gridKey(key('PageUp'), at, 1, 48)).toEqual({ kind: 'date', days: -7 });
  });

  it('edits: Enter or Space applies, Delete clears the date, Ctrl+Z undoes and Ctrl+Shift+Z or Ctrl+Y redoes', () => {
    expect(gridKey(key('Enter'), at, 7, 48)).toEqual({ kind: 'apply' });
    expect(gridKey(key(' '), at, 7, 48)).toEqual({ kind: 'apply' });
    expect(gridKey(key('Delete'), at, 7, 48)).toEqual({ kind: 'clear' });
    expect(gridKey(key('z', { ctrlKey: true }), at, 7, 48)).toEqual({ kind: 'undo' });
    expect(gridKey(key('Z', { metaKey: true, shiftKey: true }), at, 7, 48)).toEqual({ kind: 'redo' });
    expect(gridKey(key('y', { ctrlKey: true }), at, 7, 48)).toEqual({ kind: 'redo' });
    expect(gridKey(key('a'), at, 7, 48)).toBeNull();
  });
});
