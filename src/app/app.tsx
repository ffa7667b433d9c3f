import type { JSX } from 'react';
import { createApiClient } from '@/api/client';
import { prefetchLanding } from '@/features/meetings/prefetch';
import { startBoardLanding } from '@/features/team-availability/landing';
import { warmFormatters } from '@/lib/format';
import { connectionBaseUrl } from '@/lib/workspaces';
import { bootstrapApp } from './bootstrap';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';
import { Shell } from './shell';

/**
 * Starts the app in this browser: the shared context, another tab's changes to the workspaces, and
 * the landing screen's request before the first render. Resolves with the app to render once the
 * landing data is in, or after 200 ms: rendering once with the rows saves a skeleton render and a
 * layout on a cold load, and a slow workspace still gets its skeleton soon.
 */
export async function startApp(): Promise<() => JSX.Element> {
  const origin = window.location.origin;
  const { queryClient, store } = bootstrapApp({ local: window.localStorage, session: window.sessionStorage, origin });
  window.addEventListener('storage', () => store.refresh());

  const { active, activeKey } = store.getSnapshot();
  const client = createApiClient({ baseUrl: connectionBaseUrl(active, origin), apiKey: activeKey });
  const landing = prefetchLanding(queryClient, client, active.id, active.apiVersion === 'v1' ? 'v1' : 'v2', new URL(window.location.href));
  if (landing) {
    warmFormatters();
    await Promise.race([landing, new Promise<void>((resolve) => setTimeout(resolve, 200))]);
  }
  // The team board's reads start now too (decision 0014, Performance).
  if (window.location.pathname === '/availabilities') startBoardLanding(queryClient, { client, workspaceId: active.id }, window.localStorage);

  return function App() {
    return (
      <AppProviders store={store} queryClient={queryClient} origin={origin}>
        <Shell>
          <AppRoutes />
        </Shell>
      </AppProviders>
    );
  };
}
