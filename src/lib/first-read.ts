// What the first screen asked for before React (app/start.ts): work for after its first rows (the
// idle chunks, the server's config) waits for it to settle, since the browser is idle, and would
// send them, while the answer is still on its way.
let firstRead: Promise<unknown> = Promise.resolve();

export const holdIdleFor = (read: Promise<unknown>) => {
  firstRead = read.catch(() => undefined);
};

/** Settles once the first screen's own read has, answered or not; at once where it asked for none. */
export const firstReadSettled = () => firstRead;
