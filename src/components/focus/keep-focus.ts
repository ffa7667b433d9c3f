const TABBABLE =
  'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

const usable = (el: Element): el is HTMLElement =>
  el instanceof HTMLElement && el.isConnected && el.matches(TABBABLE) && (el.checkVisibility?.() ?? true);

const follows = (el: Element, anchor: Element) =>
  Boolean(anchor.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) && !anchor.contains(el);

// In the page's order: some DOM implementations list a selector group's matches selector by selector.
const tabbables = (scope: Element) => [...scope.querySelectorAll(TABBABLE)].sort((a, b) => (follows(b, a) ? -1 : 1));

/**
 * The one rule for an action that removes or disables its own control ("Not available", a range's
 * remove button, an override's delete, the last Undo): once the screen has drawn the result, if
 * focus went with the control, it goes to the next control after where it was (a new row, the next
 * range, Redo), else the one before, else the dialog's or page's heading. Call it from the
 * control's click handler; focus the admin moved elsewhere meanwhile is left alone.
 */
export function keepFocusNear(control: Element) {
  const scope = control.closest('[role="dialog"], main') ?? document.body;
  const before = tabbables(scope);
  const at = before.indexOf(control);
  setTimeout(() => {
    const active = document.activeElement;
    const lost = !active || active === document.body || (active === control && !usable(control));
    if (!lost) return;
    // Where the control was: itself when it stays (disabled), else the last control before it that stays.
    const anchor = control.isConnected
      ? control
      : (before
          .slice(0, Math.max(at, 0))
          .reverse()
          .find((el) => el.isConnected) ?? null);
    const now = tabbables(scope).filter(usable);
    const next =
      (anchor ? now.find((el) => el !== anchor && follows(el, anchor)) : now[0]) ??
      (anchor && usable(anchor) ? anchor : now.filter((el) => !anchor || !follows(el, anchor)).pop()) ??
      scope.querySelector<HTMLElement>('h1, h2');
    if (!next) return;
    if (!next.matches(TABBABLE)) next.tabIndex = -1;
    next.focus();
  }, 0);
}
