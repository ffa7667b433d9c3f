/**
 * A screen's code that did not arrive: the connection dropped, or Slotboard was updated while the
 * page was open and the old files are gone. The browser may keep the failed file's answer for the
 * page's lifetime (and React.lazy keeps the failure), so trying the screen again in place cannot
 * work: only a reload fetches the code again. The screen's boundary says so (app/screen-boundary.tsx).
 */
export class ScreenCodeMissing extends Error {
  constructor(cause: unknown) {
    super("A screen's code did not arrive", { cause });
    this.name = 'ScreenCodeMissing';
  }
}

/**
 * What browsers and the bundler say when a file of code did not arrive: Chromium, Firefox and
 * Safari for a module, the bundler's preload helper for a style sheet. A module that arrived and
 * threw while it ran is a fault of the code, and stays what it is.
 */
const NOT_ARRIVED = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export const didNotArrive = (error: unknown) => error instanceof Error && NOT_ARRIVED.test(error.message);

/** The screen's import, a file that did not arrive said as ScreenCodeMissing. No React here: the board's start uses it. */
export const screenCode =
  <T,>(load: () => Promise<T>) =>
  (): Promise<T> =>
    load().catch((cause: unknown) => {
      throw didNotArrive(cause) ? new ScreenCodeMissing(cause) : cause;
    });
