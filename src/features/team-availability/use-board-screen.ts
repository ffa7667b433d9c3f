import { useEffect, useState } from 'react';

// The screen (tabs, filters, holidays, the list) is its own chunk, asked for the moment the page's
// chunk runs: the team's reads start without waiting for its code, which lands while they are in
// flight (issue 13: first paint). Not React.lazy: a Suspense boundary revealed within 300 ms of
// its fallback is held back until then, which would hold the first rows back too.

type ScreenModule = typeof import('./board-screen');
let loaded: ScreenModule | null = null;
let failure: unknown = null;
// As React.lazy: a failed load stays failed until the page is loaded again (new code, new names).
const loading = import('./board-screen').then(
  (m) => (loaded = m),
  (error: unknown) => {
    failure = error;
    return null;
  },
);

/** The screen's module once its code is in; a failed load is thrown, for the screen's boundary. */
export function useBoardScreen(): ScreenModule | null {
  // Rendered without the screen, it is waited for, even if it lands between this render and the effect.
  const [settled, setSettled] = useState(loaded !== null);
  useEffect(() => {
    if (settled) return undefined;
    let live = true;
    void loading.then(() => live && setSettled(true));
    return () => {
      live = false;
    };
  }, [settled]);
  if (failure) throw failure;
  return loaded;
}
