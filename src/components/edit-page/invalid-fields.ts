/** The first field inside `root` that shows an error, in document order. */
export function firstInvalidField(root: HTMLElement | null): HTMLElement | null {
  if (!root) return null;
  for (const el of root.querySelectorAll<HTMLElement>('[aria-invalid="true"]')) {
    if (!el.closest('[hidden], [aria-hidden="true"]')) return el;
  }
  return null;
}

/** Resolves after the browser has run what is queued, so React has rendered a state set just before. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
