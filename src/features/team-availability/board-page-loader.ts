// The board page's code, loaded once and shared by the app's start (landing.ts), which asks for it
// before React is evaluated, and the route (route.tsx), which renders it. No React here: this file
// is part of the entry. When the start has loaded it, the route's first render is the page, not a
// loader waiting for an effect to notice the code is in (measured: the board's first rows 190 ms
// after the reads were in, issue 13).

type PageModule = typeof import('./board-page');

export const boardPage: { module: PageModule | null; failure: unknown } = { module: null, failure: null };

let loading: Promise<void> | null = null;
export const loadBoardPage = () =>
  (loading ??= import('./board-page').then(
    (m) => {
      boardPage.module = m;
    },
    (error: unknown) => {
      boardPage.failure = error;
    },
  ));
