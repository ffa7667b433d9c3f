// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps one page's history: each test loads it afresh.
type WayBack = typeof import('./way-back');

let frames: FrameRequestCallback[] = [];
let unwatch = () => {};
let y = 0;
let height = 0;
const flushFrames = () => {
  for (let i = 0; i < 10 && frames.length; i++) {
    const now = frames;
    frames = [];
    for (const f of now) f(performance.now());
  }
};

function go(kind: 'pushState' | 'replaceState' | 'popstate', url?: string) {
  if (kind === 'pushState') history.pushState(null, '', url);
  if (kind === 'replaceState') history.replaceState(null, '', url);
  // wouter announces its history writes as events of these names; Back is the browser's popstate.
  window.dispatchEvent(new Event(kind));
}
function scrollBy(to: number) {
  y = to;
  window.dispatchEvent(new Event('scroll'));
}

async function load(): Promise<WayBack> {
  vi.resetModules();
  const m = await import('./way-back');
  unwatch = m.watchWayBack();
  return m;
}

beforeEach(() => {
  history.replaceState(null, '', '/');
  frames = [];
  y = 0;
  height = 5000;
  vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => frames.push(f));
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 700 });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => height });
  vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, top: number) => {
    y = top;
  }) as typeof window.scrollTo);
});
afterEach(() => {
  unwatch();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the way back to a list', () => {
  it('goes to the list as last seen, filters and page included, and gives its scroll back on arrival', async () => {
    const way = await load();
    go('pushState', '/bookings?range=next7&host=a%40b.c&page=2');
    scrollBy(1200);
    go('pushState', '/bookings/b1');
    // Another screen starts at its top.
    expect(y).toBe(0);
    const back = way.wayBackTo('/bookings');
    expect(back).toBe('/bookings?range=next7&host=a%40b.c&page=2');
    way.returningToList(back);
    go('pushState', back);
    flushFrames();
    expect(y).toBe(1200);
  });

  it('waits for the list to be drawn long enough before scrolling it', async () => {
    const way = await load();
    go('pushState', '/meetings?page=3');
    scrollBy(2400);
    go('pushState', '/meetings/abc');
    height = 900;
    way.returningToList(way.wayBackTo('/meetings'));
    go('pushState', '/meetings?page=3');
    flushFrames();
    expect(y).toBe(0);
    height = 4000;
    flushFrames();
    expect(y).toBe(2400);
  });

  it('gives the scroll back on browser Back too, and keeps it on a change of filters', async () => {
    await load();
    go('pushState', '/team-members?q=an');
    scrollBy(800);
    go('pushState', '/team-members?q=ann');
    // The same list with another filter: the page does not jump.
    expect(y).toBe(800);
    scrollBy(300);
    go('pushState', '/team-members/m1');
    expect(y).toBe(0);
    history.back();
    await new Promise((done) => window.addEventListener('popstate', done, { once: true }));
    flushFrames();
    expect(location.pathname + location.search).toBe('/team-members?q=ann');
    expect(y).toBe(300);
  });

  it('goes to the bare list when the list was not seen, or when what was seen is not that list', async () => {
    const way = await load();
    expect(way.wayBackTo('/bookings')).toBe('/bookings');
    go('pushState', '/bookingsX?host=a');
    expect(way.wayBackTo('/bookings')).toBe('/bookings');
    go('replaceState', '/bookings?host=b%40c.d');
    expect(way.wayBackTo('/bookings')).toBe('/bookings?host=b%40c.d');
  });

  it('restores nothing on an ordinary visit of a list left earlier', async () => {
    await load();
    go('pushState', '/bookings?page=2');
    scrollBy(900);
    go('pushState', '/bookings/b1');
    // From the main menu: the list opens at its top.
    go('pushState', '/bookings?page=2');
    flushFrames();
    expect(y).toBe(0);
  });

  it('gives a box that scrolls on its own its scroll back too, once its rows are drawn', async () => {
    const way = await load();
    const box = document.createElement('div');
    box.dataset.keepScroll = 'board';
    let rows = 3000;
    Object.defineProperty(box, 'scrollHeight', { configurable: true, get: () => rows });
    Object.defineProperty(box, 'clientHeight', { configurable: true, value: 500 });
    document.body.append(box);
    go('pushState', '/availabilities?zone=UTC');
    box.scrollTop = 1800;
    go('pushState', '/availabilities/a1');
    box.remove();
    box.scrollTop = 0;
    rows = 600;
    way.returningToList(way.wayBackTo('/availabilities'));
    go('pushState', '/availabilities?zone=UTC');
    document.body.append(box);
    flushFrames();
    expect(box.scrollTop).toBe(0);
    rows = 3000;
    flushFrames();
    expect(box.scrollTop).toBe(1800);
    box.remove();
  });
});
