import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';
import { Shell } from './shell';
import type { StartedApp } from './start';

/**
 * Renders the app into the page. The first render is a transition: React renders it in slices of a
 * few milliseconds, yielding to the browser between them, instead of one task of 100 ms or more on a
 * slow machine, all of it before the first row. Only the commit, which writes the page,
 * is one piece.
 */
export function mountApp(container: HTMLElement, { store, queryClient, origin }: StartedApp) {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <AppProviders store={store} queryClient={queryClient} origin={origin}>
        <Shell>
          <AppRoutes />
        </Shell>
      </AppProviders>,
    ),
  );
}
