import { useCallback, useEffect, useState } from 'react';

export interface SideScroll {
  /** Columns are hidden to the left or right of what shows. */
  left: boolean;
  right: boolean;
}

/** Whether a scrolling box hides content on either side, kept up to date as it scrolls or resizes. */
export function useSideScroll<E extends HTMLElement>(): [(el: E | null) => void, SideScroll] {
  const [el, setEl] = useState<E | null>(null);
  const [state, setState] = useState<SideScroll>({ left: false, right: false });
  const measure = useCallback(() => {
    if (!el) return;
    // One pixel of slack: zoom and sub-pixel widths leave fractions that are no hidden column.
    const left = el.scrollLeft > 1;
    const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setState((s) => (s.left === left && s.right === right ? s : { left, right }));
  }, [el]);
  useEffect(() => {
    if (!el) return;
    // The observer reports once as it starts observing: that is the first measure.
    el.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    if (el.firstElementChild) observer?.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [el, measure]);
  return [setEl, state];
}
