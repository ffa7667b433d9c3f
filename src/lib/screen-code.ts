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
 * What browsers say when a module did not arrive (Chromium, Firefox, Safari: always a TypeError that
 * starts with these words), and what the bundler's preload helper says of a style sheet. Matched at
 * the start of the message only: a module that arrived and threw while it ran (a "Failed to construct
 * 'URL'", or an error that merely quotes these words) is a fault of the code, and stays what it is.
 */
const MODULE_NOT_ARRIVED =
  /^(Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed)/i;
const STYLE_NOT_ARRIVED = /^Unable to preload CSS for /;

export const didNotArrive = (error: unknown) =>
  (error instanceof TypeError && MODULE_NOT_ARRIVED.test(error.message)) ||
  (error instanceof Error && STYLE_NOT_ARRIVED.test(error.message));

/** The screen's import, a file that did not arrive said as ScreenCodeMissing. No React here: the board's start uses it. */
export const screenCode =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    load().catch((cause: unknown) => {
      throw didNotArrive(cause) ? new ScreenCodeMissing(cause) : cause;
    });
