import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { connectionBaseUrl } from '@/lib/workspace-url';
import type { WorkspaceSnapshot, WorkspaceStore } from '@/lib/workspaces';
import { watchWrites } from '@/lib/activity/sent-writes';
import { createApiClient, type WorkspaceClient } from './client';

export interface Connection extends WorkspaceSnapshot, WorkspaceClient {
  store: WorkspaceStore;
  fetch: typeof fetch;
  origin: string;
}

const ConnectionContext = createContext<Connection | null>(null);

export function ConnectionProvider({
  store,
  origin,
  fetch: fetchFn = globalThis.fetch.bind(globalThis),
  children,
}: {
  store: WorkspaceStore;
  origin: string;
  fetch?: typeof fetch;
  children: ReactNode;
}) {
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const { active, activeKey } = snapshot;
  const value = useMemo<Connection>(() => {
    const client = createApiClient({
      baseUrl: connectionBaseUrl(active, origin),
      apiKey: activeKey,
      fetch: watchWrites(fetchFn),
      serverOrigin: origin,
    });
    return { ...snapshot, store, client, workspaceId: active.id, fetch: fetchFn, origin };
  }, [snapshot, active, activeKey, origin, fetchFn, store]);
  return <ConnectionContext.Provider value={value}>{children}</ConnectionContext.Provider>;
}

/**
 * The list version the workspace's settings ask for (docs/product.md decision 6): "v1 only" reads links
 * and bookings from /v1, "Newest available" from /v2.
 */
export const listVersion = (connection: Pick<Connection, 'active'>) =>
  connection.active.apiVersion === 'v1' ? 'v1' : 'v2';

export function useConnection(): Connection {
  const value = useContext(ConnectionContext);
  if (!value) throw new Error('useConnection needs a ConnectionProvider');
  return value;
}
