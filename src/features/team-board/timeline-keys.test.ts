import { describe, expect, it } from 'vitest';
import { timelineKey } from './timeline-keys';

const key = (k: string, mod = false) => ({ key: k, ctrlKey: mod, metaKey: false });
const at = { line: 3, col: 2 };

describe('timelineKey', () => {
  it('moves by one line or one date with the arrows', () => {
    expect(timelineKey(key('ArrowUp'), at, 10, 7, 5)).toEqual({ line: 2, col: 2 });
    expect(timelineKey(key('ArrowDown'), at, 10, 7, 5)).toEqual({ line: 4, col: 2 });
    expect(timelineKey(key('ArrowLeft'), at, 10, 7, 5)).toEqual({ line: 3, col: 1 });
    expect(timelineKey(key('ArrowRight'), at, 10, 7, 5)).toEqual({ line: 3, col: 3 });
  });

  it('stops at the edges rather than wrapping', () => {
    expect(timelineKey(key('ArrowUp'), { line: 0, col: 0 }, 10, 7, 5)).toEqual({ line: 0, col: 0 });
    expect(timelineKey(key('ArrowLeft'), { line: 0, col: 0 }, 10, 7, 5)).toEqual({ line: 0, col: 0 });
    expect(timelineKey(key('ArrowDown'), { line: 9, col: 6 }, 10, 7, 5)).toEqual({ line: 9, col: 6 });
    expect(timelineKey(key('ArrowRight'), { line: 9, col: 6 }, 10, 7, 5)).toEqual({ line: 9, col: 6 });
    // The day view has one date: left and right stay on it.
    expect(timelineKey(key('ArrowRight'), { line: 1, col: 0 }, 10, 1, 5)).toEqual({ line: 1, col: 0 });
  });

  it('goes to the first or last date of the line, and with Ctrl to the first or last cell of all', () => {
    expect(timelineKey(key('Home'), at, 10, 7, 5)).toEqual({ line: 3, col: 0 });
    expect(timelineKey(key('End'), at, 10, 7, 5)).toEqual({ line: 3, col: 6 });
    expect(timelineKey(key('Home', true), at, 10, 7, 5)).toEqual({ line: 0, col: 0 });
    expect(timelineKey(key('End', true), at, 10, 7, 5)).toEqual({ line: 9, col: 6 });
  });

  it('pages by a screenful of lines', () => {
    expect(timelineKey(key('PageDown'), at, 10, 7, 5)).toEqual({ line: 8, col: 2 });
    expect(timelineKey(key('PageDown'), at, 10, 7, 50)).toEqual({ line: 9, col: 2 });
    expect(timelineKey(key('PageUp'), at, 10, 7, 2)).toEqual({ line: 1, col: 2 });
    expect(timelineKey(key('PageUp'), at, 10, 7, 0)).toEqual({ line: 2, col: 2 });
  });

  it('leaves other keys, arrows with Ctrl, and an empty timeline alone', () => {
    expect(timelineKey(key('Enter'), at, 10, 7, 5)).toBeNull();
    expect(timelineKey(key('a'), at, 10, 7, 5)).toBeNull();
    expect(timelineKey(key('ArrowDown', true), at, 10, 7, 5)).toBeNull();
    expect(timelineKey(key('ArrowDown'), at, 0, 7, 5)).toBeNull();
  });
});
