import { useRef, type TouchEvent } from 'react';

// A swipe goes at least this far across and strays at most this far up or down: a tap or a scroll is not one.
const ACROSS = 60;
const ASIDE = 40;

interface Point {
  x: number;
  y: number;
}

/** A finger moved from one point to another: 1 for right to left (on, as a page turns), -1 back, 0 for no swipe. */
export function swipeStep(from: Point, to: Point): 1 | -1 | 0 {
  const dx = to.x - from.x;
  if (Math.abs(dx) <= ACROSS || Math.abs(to.y - from.y) >= ASIDE) return 0;
  return dx < 0 ? 1 : -1;
}

/**
 * Touch handlers for an element that steps sideways by swipe. Touch events rather than pointer
 * events: the browser cancels a pointer once it takes the gesture for a scroll of the page or of a
 * list, while the touch still ends where the finger left.
 */
export function useSwipe(onSwipe: (step: 1 | -1) => void) {
  const from = useRef<Point | null>(null);
  return {
    onTouchStart: (e: TouchEvent) => {
      const t = e.touches[0];
      // A second finger is a pinch, not a swipe.
      from.current = e.touches.length === 1 && t ? { x: t.clientX, y: t.clientY } : null;
    },
    onTouchEnd: (e: TouchEvent) => {
      const start = from.current;
      const t = e.changedTouches[0];
      from.current = null;
      if (!start || !t) return;
      const step = swipeStep(start, { x: t.clientX, y: t.clientY });
      if (step !== 0) onSwipe(step);
    },
    onTouchCancel: () => {
      from.current = null;
    },
  };
}
