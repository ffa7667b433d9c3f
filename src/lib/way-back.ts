// The way back to a screen as it was left: its address (a list's filters and page are in it) and how
// far down it was scrolled, for this tab. Browser Back and a page's own "← List" link both use it:
// Back restores the scroll of the entry it returns to; the link goes to the list's last address and
// restores its scroll the same way. Opening another screen starts at its top, as a page load does.
// It listens to the history the router writes (wouter announces pushState and replaceState as events
// of the same names), so no link or list has anything to do.

/** The address of each path as last seen: "/bookings" → "/bookings?host=a%40b.c&page=2". */
const lastSeen = new Map<string, string>();
/** How far down each address was when last left (or scrolled). */
const scrolled = new Map<string, number>();
let here = '';
/** The address a back link is returning to: its scroll is restored on arrival. */
let returningTo: string | null = null;
/** Each arrival cancels the scroll an earlier one was still waiting to restore. */
let arrival = 0;

const addressNow = () => `${location.pathname}${location.search}`;

/**
 * Scrolls to `y` once the page is long enough to, which a screen drawn from its cached reads is within
 * a frame or two; gives up after a few seconds (a list now shorter) at as far as it goes.
 */
function restoreScroll(y: number) {
  const mine = arrival;
  const until = performance.now() + 3000;
  const step = () => {
    if (mine !== arrival) return;
    const room = document.documentElement.scrollHeight - window.innerHeight;
    if (room >= y || performance.now() > until) window.scrollTo(0, y);
    else requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

function arrive(kind: 'push' | 'replace' | 'pop') {
  const before = here;
  scrolled.set(before, window.scrollY);
  here = addressNow();
  lastSeen.set(location.pathname, here);
  arrival++;
  const back = kind === 'pop' || here === returningTo;
  returningTo = null;
  if (back) restoreScroll(scrolled.get(here) ?? 0);
  else if (kind === 'push' && new URL(before, location.origin).pathname !== location.pathname) window.scrollTo(0, 0);
}

let watching: AbortController | null = null;

/** Starts keeping the way back, once per page; returns how to stop (a test's page ends). */
export function watchWayBack(): () => void {
  if (!watching) {
    const stop = new AbortController();
    watching = stop;
    const on = { passive: true, signal: stop.signal };
    // The app restores the scroll itself, once the screen is drawn: the browser's own restore comes
    // before the screen is, and stops at the top of a page not drawn yet.
    history.scrollRestoration = 'manual';
    here = addressNow();
    lastSeen.set(location.pathname, here);
    window.addEventListener('scroll', () => scrolled.set(here, window.scrollY), on);
    window.addEventListener('popstate', () => arrive('pop'), on);
    window.addEventListener('pushState', () => arrive('push'), on);
    window.addEventListener('replaceState', () => arrive('replace'), on);
  }
  return () => {
    watching?.abort();
    watching = null;
  };
}

/**
 * The address a link back to the list at `path` goes to: the list as last seen in this tab (its
 * filters and page), else the list itself. Only an address of this app, on that path, is given.
 */
export function wayBackTo(path: string): string {
  const seen = lastSeen.get(path);
  return seen && (seen === path || seen.startsWith(`${path}?`)) ? seen : path;
}

/** Called as a back link is followed: the list it returns to gets its scroll back on arrival. */
export function returningToList(address: string) {
  returningTo = address;
}
