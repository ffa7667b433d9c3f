import type { QueryClient } from '@tanstack/react-query';
import { createWorkspaceStore, type WorkspaceStore } from '@/lib/workspaces';
import { createQueryClient } from './query-client';

interface AppContext {
  queryClient: QueryClient;
  store: WorkspaceStore;
}

/**
 * What the app needs before it renders: the query cache and the workspace store, wired so that
 * another workspace's data never shows (a connection change drops every cached answer). The
 * browser entry and the tests both start the app through this.
 */
export function bootstrapApp(deps: { local: Storage; session: Storage; origin: string }): AppContext {
  const queryClient = createQueryClient();
  const store = createWorkspaceStore(deps);
  store.onConnectionChange(() => queryClient.clear());
  return { queryClient, store };
}
