// The way back to a screen as it was left: its address (a list's filters and page are in it) and how
// far down it was scrolled, for this tab. Browser Back and a page's own "← List" link both use it:
// Back restores the scroll of the entry it returns to; the link goes to the list's last address and
// restores its scroll the same way. Opening another screen starts at its top, as a page load does.
// It listens to the history the router writes (wouter announces pushState and replaceState as events
// of the same names), so no link or list has anything to do.

/** The address of each path as last seen: "/bookings" → "/bookings?host=a%40b.c&page=2". */
const lastSeen = new Map<string, string>();
/** How far down the page each address was scrolled when last seen. */
const scrolled = new Map<string, number>();
let here = '';
/** The address a back link is returning to: its scroll is restored on arrival. */
let returningTo: string | null = null;
/** Each arrival cancels the scroll an earlier one was still waiting to restore. */
let arrival = 0;

const addressNow = () => `${location.pathname}${location.search}`;

/** Boxes that scroll on their own (a board of rows): `data-keep-scroll="name"` keeps theirs too. */
const ownScrollers = () => [...document.querySelectorAll<HTMLElement>('[data-keep-scroll]')];

/** What is kept of a box that scrolls on its own, by the address it was left at. */
const boxKey = (address: string, el: HTMLElement) => `${address}#${el.dataset.keepScroll}`;

/**
 * Scrolls the page, and each box that keeps its scroll, back to where `address` was left, once each is
 * long enough to (a screen drawn from its cached reads is within a frame or two); gives up after a few
 * seconds (a list now shorter) at as far as each goes.
 */
function restoreScroll(address: string) {
  const mine = arrival;
  const until = performance.now() + 3000;
  const y = scrolled.get(address) ?? 0;
  let pageDone = false;
  const boxesDone = new Set<string>();
  const boxesLeft = [...scrolled.keys()].filter((k) => k.startsWith(`${address}#`));
  const step = () => {
    if (mine !== arrival) return;
    const late = performance.now() > until;
    if (!pageDone && (late || document.documentElement.scrollHeight - window.innerHeight >= y)) {
      window.scrollTo(0, y);
      pageDone = true;
    }
    for (const el of ownScrollers()) {
      const key = boxKey(address, el);
      const top = scrolled.get(key);
      if (top === undefined || boxesDone.has(key)) continue;
      if (late || el.scrollHeight - el.clientHeight >= top) {
        el.scrollTop = top;
        boxesDone.add(key);
      }
    }
    if (!late && (!pageDone || boxesDone.size < boxesLeft.length)) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

function arrive(kind: 'push' | 'replace' | 'pop') {
  const before = here;
  // The screen left is still drawn: the router draws the next one after this event.
  for (const el of ownScrollers()) scrolled.set(boxKey(before, el), el.scrollTop);
  here = addressNow();
  lastSeen.set(location.pathname, here);
  arrival++;
  const back = kind === 'pop' || here === returningTo;
  returningTo = null;
  if (back) restoreScroll(here);
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
