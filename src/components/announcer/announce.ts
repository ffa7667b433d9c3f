/** The id of the page's one polite status region; the page's HTML holds it from the start. */
export const ANNOUNCER_ID = 'announcer';

// A screen reader speaks what changes in a region it already knows: a region made at the moment it
// is needed (a test's document, a page without it) is filled a moment later. Emptied first, so the
// same words twice in a row ("Range removed") are heard twice.
const SAY_AFTER_MS = 50;
let pending: ReturnType<typeof setTimeout> | undefined;

function region(): HTMLElement {
  const found = document.getElementById(ANNOUNCER_ID);
  if (found) return found;
  const made = document.createElement('div');
  made.id = ANNOUNCER_ID;
  made.setAttribute('role', 'status');
  made.setAttribute('aria-live', 'polite');
  made.setAttribute('aria-atomic', 'true');
  made.className = 'visually-hidden-text';
  document.body.append(made);
  return made;
}

/**
 * Says an outcome (a save, an undo, a bulk run's result, a range painted, a field's message) through
 * the page's one polite status region, so every outcome is heard the same way and none interrupts.
 * What must stay readable stays on the screen as well; this only speaks it.
 */
export function announce(text: string): void {
  const el = region();
  clearTimeout(pending);
  el.textContent = '';
  pending = setTimeout(() => {
    el.textContent = text;
  }, SAY_AFTER_MS);
}
