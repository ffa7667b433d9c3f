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
prefetchLanding(
  queryClient,
  createApiClient({ baseUrl: connectionBaseUrl(active, window.location.origin), apiKey: activeKey }),
  active.id,
  active.apiVersion === 'v1' ? 'v1' : 'v2',
  new URL(window.location.href),
);

export function App() {
  return (
    <AppProviders store={store} queryClient={queryClient} origin={window.location.origin}>
      <Shell>
        <AppRoutes />
      </Shell>
    </AppProviders>
  );
}
