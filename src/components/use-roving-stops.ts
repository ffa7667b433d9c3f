import { useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';

// The controls a group holds, in page order. Disabled ones are in it too: they are kept out of Tab.
const CONTROLS = 'button, input, select, textarea, a[href]';

const controlsOf = (group: Element) => [...group.querySelectorAll<HTMLElement>(CONTROLS)];
const usable = (el: HTMLElement) => !(el as HTMLButtonElement).disabled;

/** A field where the arrow keys move the caret: they leave it only from its first or last character. */
const caretField = (el: HTMLElement): el is HTMLInputElement | HTMLTextAreaElement =>
  (el instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit'].includes(el.type)) ||
  el instanceof HTMLTextAreaElement;

const caretAt = (el: HTMLInputElement | HTMLTextAreaElement, edge: 'start' | 'end') => {
  const { selectionStart: from, selectionEnd: to } = el;
  // A field that does not say where its caret is (a date, a number) keeps its arrow keys.
  if (from === null || to === null) return false;
  // All of it chosen, as on arrival: not being edited yet, so the arrows pass on, either way.
  if (from === 0 && to === el.value.length) return true;
  return from === to && (edge === 'start' ? from === 0 : to === el.value.length);
};

/**
 * Tab stops of a long form kept few: each group of controls (a day's row of ranges, a toolbar) is one
 * stop, the control last used in it or else its first, and the arrow keys move within it (WAI-ARIA's
 * roving tabindex). Up and Down go to the group above or below, except from a field, which keeps
 * them; Left and Right leave a field from its first or last character, or while all of it is chosen
 * (as on arrival, before any editing).
 *
 * `group` is the selector of the groups inside the element the handlers are put on; none: that
 * element is the one group. What is drawn in a portal (a popover of the group) is not part of it.
 */
export function useRovingStops<T extends HTMLElement>(group?: string) {
  const ref = useRef<T>(null);
  const last = useRef(new WeakMap<Element, HTMLElement>());
  const groups = () => {
    const root = ref.current;
    if (!root) return [];
    return group ? [...root.querySelectorAll(group)] : [root];
  };
  const groupOf = (el: Element) => groups().find((g) => g.contains(el));
  const stopOf = (g: Element) => {
    const controls = controlsOf(g).filter(usable);
    const kept = last.current.get(g);
    return kept && controls.includes(kept) ? kept : controls[0];
  };
  const settle = (g: Element) => {
    const stop = stopOf(g);
    for (const el of controlsOf(g)) el.tabIndex = el === stop ? 0 : -1;
  };
  // After every render of the owner: a control added, removed, enabled or disabled changes the stop.
  useLayoutEffect(() => {
    groups().forEach(settle);
  });

  const onFocus = (e: FocusEvent<T>) => {
    const g = groupOf(e.target);
    if (!g || !controlsOf(g).includes(e.target)) return;
    last.current.set(g, e.target);
    settle(g);
  };
  const onKeyDown = (e: KeyboardEvent<T>) => {
    const el = e.target as HTMLElement;
    const g = groupOf(el);
    if (!g || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    const controls = controlsOf(g).filter(usable);
    const i = controls.indexOf(el);
    if (i < 0) return;
    const field = caretField(el);
    let next: HTMLElement | undefined;
    if (e.key === 'ArrowRight' && (!field || caretAt(el, 'end'))) next = controls[i + 1];
    else if (e.key === 'ArrowLeft' && (!field || caretAt(el, 'start'))) next = controls[i - 1];
    else if (e.key === 'Home' && !field) next = controls[0];
    else if (e.key === 'End' && !field) next = controls[controls.length - 1];
    else if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && !field) {
      const all = groups();
      const other = all[all.indexOf(g) + (e.key === 'ArrowDown' ? 1 : -1)];
      next = other && stopOf(other);
    }
    if (!next) return;
    e.preventDefault();
    next.focus();
    // As Tab does: a field arrived at has its text chosen, to be typed over.
    if (caretField(next)) next.select();
  };
  return { ref, onFocus, onKeyDown };
}
