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

// Words not said yet. A new outcome replaces them (a longer Shift+Arrow range, the one before it);
// a summary that follows the edits is said after them (a range painted, then what saving will change).
let queued: Node[] = [];

function say(el: HTMLElement, words: Node[], shown: boolean, after = false) {
  clearTimeout(pending);
  if (!after) queued = [];
  el.toggleAttribute('data-shown', shown || (queued.length > 0 && el.hasAttribute('data-shown')));
  el.replaceChildren();
  const last = queued.at(-1)?.textContent ?? '';
  if (last && !/[.!?]$/.test(last)) queued.push(document.createTextNode('.'));
  if (last) queued.push(document.createTextNode(' '));
  queued.push(...words);
  pending = setTimeout(() => {
    el.replaceChildren(...queued);
    queued = [];
  }, SAY_AFTER_MS);
}

/**
 * Says an outcome (an undo, a range painted or removed, a field's message) through the page's one
 * polite status region, so every outcome is heard the same way and none interrupts. With `after`,
 * it is said after the words not said yet instead of in their place.
 */
export function announce(text: string, { after = false }: { after?: boolean } = {}): void {
  say(region(), [document.createTextNode(text)], false, after);
}

/**
 * An outcome that must stay readable (a save, "Now using Acme"): said as `announce` does, and shown
 * by the same region, which stays on the screen until the next outcome or a click on it. A notice
 * that leaves by itself is gone before it is read.
 */
export function announceShown(title: string, detail?: string): void {
  const el = region();
  el.onclick = () => el.replaceChildren();
  const heading = document.createElement('strong');
  heading.textContent = title;
  const words: Node[] = [heading];
  if (detail) {
    const rest = document.createElement('span');
    rest.textContent = detail;
    words.push(rest);
  }
  say(el, words, true);
}
