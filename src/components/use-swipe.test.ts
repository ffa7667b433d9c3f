import { describe, expect, it } from 'vitest';
import { swipeStep } from './use-swipe';

describe('swipeStep', () => {
  const from = { x: 200, y: 300 };

  it('reads right to left as on and left to right as back', () => {
    expect(swipeStep(from, { x: 100, y: 300 })).toBe(1);
    expect(swipeStep(from, { x: 300, y: 300 })).toBe(-1);
  });

  it('needs more than 60 px across', () => {
    expect(swipeStep(from, { x: 140, y: 300 })).toBe(0);
    expect(swipeStep(from, { x: 139, y: 300 })).toBe(1);
    expect(swipeStep(from, { x: 260, y: 300 })).toBe(0);
    expect(swipeStep(from, { x: 261, y: 300 })).toBe(-1);
  });

  it('is not a swipe once the finger strays 40 px up or down: that is a scroll', () => {
    expect(swipeStep(from, { x: 50, y: 339 })).toBe(1);
    expect(swipeStep(from, { x: 50, y: 340 })).toBe(0);
    expect(swipeStep(from, { x: 350, y: 261 })).toBe(-1);
    expect(swipeStep(from, { x: 350, y: 260 })).toBe(0);
  });
});
