import { describe, expect, it } from 'vitest';
import { emptyWeek, weekdays9to5 } from '@/lib/time/periods';
import { pushUndo, redo, undo, undoStackOf } from './undo-stack';

describe('the undo stack', () => {
  it('undoes and redoes, and a new change drops what could be redone', () => {
    const a = emptyWeek();
    const b = weekdays9to5();
    const c = { ...a, sunday: [{ start: 0, end: 60 }] };
    let s = pushUndo(pushUndo(undoStackOf(a), b), c);
    s = undo(s);
    expect(s.present).toBe(b);
    s = undo(s);
    expect(s.present).toBe(a);
    expect(undo(s)).toBe(s);
    s = redo(s);
    expect(s.present).toBe(b);
    s = pushUndo(s, a);
    expect(s.future).toEqual([]);
    expect(redo(s)).toBe(s);
  });

  it('keeps the last hundred steps', () => {
    let s = undoStackOf(emptyWeek());
    for (let i = 0; i < 150; i++) s = pushUndo(s, { ...emptyWeek(), monday: [{ start: i, end: i + 1 }] });
    expect(s.past).toHaveLength(100);
    expect(s.past[0]!.monday).toEqual([{ start: 49, end: 50 }]);
  });
});
