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

/** The screen's import, its failure said as ScreenCodeMissing. No React here: the board's start uses it. */
export const screenCode =
  <T,>(load: () => Promise<T>) =>
  (): Promise<T> =>
    load().catch((cause: unknown) => {
      throw new ScreenCodeMissing(cause);
    });
