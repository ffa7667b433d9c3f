/**
 * Every navigation (the sidebar, a link or a button in a page, Back) puts focus on the new screen's
 * heading, so a keyboard and a screen reader start on the screen rather than on the page's body.
 * Screens load lazily: the heading is waited for, for at most fifteen seconds, and focus is never
 * taken from a field the admin moved to meanwhile. A page opened by its address keeps the browser's
 * own start, before the skip link, until the admin has done something on it.
 */
export function focusHeadingOnArrival(from: Element | null) {
  if (navigator.userActivation?.hasBeenActive === false) return;
  const started = Date.now();
  const tick = () => {
    const active = document.activeElement;
    if (active && active !== from && active !== document.body && active.isConnected) return;
    const heading = document.querySelector<HTMLElement>('#main h1');
    if (heading) {
      heading.tabIndex = -1;
      // Where the page is scrolled to stays: a way back to a list restores its scroll.
      heading.focus({ preventScroll: true });
    } else if (Date.now() - started < 15_000) setTimeout(tick, 50);
  };
  setTimeout(tick, 0);
}
