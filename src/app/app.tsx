import { createApiClient } from '@/api/client';
import { prefetchLanding } from '@/features/meetings/prefetch';
import { connectionBaseUrl, createWorkspaceStore } from '@/lib/workspaces';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { AppRoutes } from './routes';
import { Shell } from './shell';

const queryClient = createQueryClient();
const store = createWorkspaceStore({ local: window.localStorage, session: window.sessionStorage, origin: window.location.origin });
// Another workspace's data must never show: switching drops every cached answer.
store.onConnectionChange(() => queryClient.clear());
window.addEventListener('storage', () => store.refresh());

const { active, activeKey } = store.getSnapshot();
const landing = prefetchLanding(
  queryClient,
  createApiClient({ baseUrl: connectionBaseUrl(active, window.location.origin), apiKey: activeKey }),
  active.id,
  active.apiVersion === 'v1' ? 'v1' : 'v2',
  new URL(window.location.href),
);

/**
 * Resolves when the landing screen's data is in, or after 200 ms: rendering once with the rows saves
 * a skeleton render and a layout on a cold load, and a slow workspace still gets its skeleton soon.
 */
export const firstRenderReady: Promise<void> = landing
  ? Promise.race([landing, new Promise<void>((resolve) => setTimeout(resolve, 200))])
  : Promise.resolve();

export function App() {
  return (
    <AppProviders store={store} queryClient={queryClient} origin={window.location.origin}>
      <Shell>
        <AppRoutes />
      </Shell>
    </AppProviders>
  );
}
