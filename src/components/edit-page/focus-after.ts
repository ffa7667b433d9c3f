/** Marks the element that shows a saved result; it takes focus after a save (else the page heading). */
export const SAVE_RESULT_ATTR = 'data-save-result';

// Mantine's modal transition is 200 ms; its content is unmounted after it.
const DIALOG_CLOSING_MS = 400;
const DIALOG_WAIT_MS = 5_000;

/** True when the admin has not moved focus since the write started, so the answer may take it. */
function focusIsIdle(startedFrom: Element | null): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected) return true;
  if (active === startedFrom) return true;
  // A confirm dialog hands focus back to the button that opened it; a field or a link is the admin's.
  return active instanceof HTMLButtonElement;
}

/**
 * After a write's answer: focus the outcome alert (refused, uncertain), or for a save the element
 * marked as the result, else the page heading, so a screen reader hears it and Tab goes on from there.
 */
export function focusAfterOutcome(alert: HTMLElement | null, startedFrom: Element | null): void {
  // A write confirmed in a dialog: the dialog may still be closing. Look again once it is gone; one
  // that stays open (a revert shows its result inside) keeps focus.
  if (!alert && startedFrom?.isConnected && startedFrom.closest('[role="dialog"]')) {
    // A busy page may take longer to unmount it: look again for a while, else focus is left on nothing.
    const until = Date.now() + DIALOG_WAIT_MS;
    const again = () => {
      if (!startedFrom.isConnected) focusAfterOutcome(alert, startedFrom);
      else if (Date.now() < until) setTimeout(again, DIALOG_CLOSING_MS);
    };
    setTimeout(again, DIALOG_CLOSING_MS);
    return;
  }
  if (!focusIsIdle(startedFrom)) return;
  const target =
    alert ??
    document.querySelector<HTMLElement>(`[${SAVE_RESULT_ATTR}]`) ??
    document.querySelector<HTMLElement>('main h1');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}
