// What the first screen asked for before React (app/start.ts): work for after its first rows (the
// idle chunks, the server's config) waits for it to settle, since the browser is idle, and would
// send them, while the answer is still on its way.
let firstRead: Promise<unknown> | undefined | null;

export const holdIdleFor = (read: Promise<unknown> | undefined | null) => {
  firstRead = read;
};

/** Calls `go` once the first screen's own read has settled, answered or not; at once where it asked for none. */
export const afterFirstRead = (go: () => void) => (firstRead ? void firstRead.then(go, go) : go());

/** Calls `go` once the browser is idle (at the latest after `timeout` ms); returns a cancel. */
export function whenIdle(go: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(go, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  // Safari has no idle callback: soon after, in a task of its own.
  const id = window.setTimeout(go, 200);
  return () => window.clearTimeout(id);
}
