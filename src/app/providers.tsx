import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Router, type BaseLocationHook } from 'wouter';
import { ConnectionProvider } from '@/api/connection';
import { lazyView } from '@/components/lazy-view/lazy-view';
import { useIdle } from '@/components/use-idle';
import type { WorkspaceStore } from '@/lib/workspaces';
import { StorageNotices } from './storage-notices';
import { cssVariablesResolver, theme } from './theme';
import './styles';

// The notification container is not needed to paint the first screen: it loads once the browser is
// idle (nothing shows a notification before the first interaction). If its code does not arrive the
// page goes on without it.
const Notifications = lazyView(
  () => import('@mantine/notifications'),
  (m) => m.Notifications,
  { fallback: null, failed: null },
);

function IdleNotifications() {
  return useIdle() ? <Notifications position="top-right" /> : null;
}

interface AppProvidersProps {
  store: WorkspaceStore;
  queryClient: QueryClient;
  origin: string;
  fetch?: typeof fetch;
  /** A memory location in tests; the browser's history otherwise. */
  locationHook?: BaseLocationHook;
  searchHook?: () => string;
  /** "test" shows Mantine dropdowns without transitions (jsdom). */
  env?: 'default' | 'test';
  children: ReactNode;
}

export function AppProviders({
  store,
  queryClient,
  origin,
  fetch,
  locationHook,
  searchHook,
  env,
  children,
}: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto" env={env}>
      <IdleNotifications />
      <StorageNotices />
      <QueryClientProvider client={queryClient}>
        <ConnectionProvider store={store} origin={origin} fetch={fetch}>
          <Router hook={locationHook} searchHook={searchHook}>
            {children}
          </Router>
        </ConnectionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
