import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { createSlotboardApp, type SlotboardOptions } from '../../serve/app';
import { bootstrapApp } from '@/app/bootstrap';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/routes';
import { Shell } from '@/app/shell';
import { SERVED_KEY } from '@/lib/workspaces';
import { SERVER_CONFIG_KEY, type ServerConfig } from '@/api/server-config';
import { fetchFromApp } from './fake-fetch';

export const TEST_ORIGIN = 'http://slotboard.test';

/**
 * Renders the whole app (providers, shell, routes) at a path, against the Slotboard server app with
 * its sandbox, through the Fetch API: real requests and responses, no sockets.
 */
export interface RenderAppOptions {
  server?: SlotboardOptions;
  /** The query client's own retry policy instead of none. */
  retries?: boolean;
  /** Sees every request before the server does, and may answer it instead (a slow or refusing workspace). */
  intercept?: (req: Request, next: (req: Request) => Promise<Response>) => Promise<Response>;
}

export function renderApp(path: string, options: RenderAppOptions = {}) {
  const sandbox = options.server?.sandbox;
  const server = createSlotboardApp({
    hosts: ['slotboard.test'],
    ...options.server,
    // The sandbox's clock starts where the test's is (the pinned instant, or the test's own fake time).
    sandbox: sandbox === false ? false : { startAt: Date.now(), ...sandbox },
  });
  const next = async (req: Request) => server.fetch(req);
  const fetchFn = fetchFromApp({
    fetch: (req: Request) => (options.intercept ? options.intercept(req, next) : next(req)),
  });
  const { store, queryClient } = bootstrapApp({
    local: window.localStorage,
    session: window.sessionStorage,
    origin: TEST_ORIGIN,
  });
  // Retries only where a test is about them: elsewhere a failure should show at once.
  if (!options.retries)
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const location = memoryLocation({ path, record: true });
  const ui = (children: ReactNode) => (
    <AppProviders
      store={store}
      queryClient={queryClient}
      origin={TEST_ORIGIN}
      fetch={fetchFn}
      locationHook={location.hook}
      searchHook={location.searchHook}
      env="test"
    >
      {children}
    </AppProviders>
  );
  const result = render(
    ui(
      <Shell>
        <AppRoutes />
      </Shell>,
    ),
  );
  return { ...result, user: userEvent.setup(), store, server, fetchFn, location, queryClient };
}

/**
 * Resolves once the app has the server's answer on the sample workspace and has told the workspace
 * store (which renders the screen anew): from then on, what a screen shows for it is there to see.
 */
export async function sampleWorkspaceAnswered(queryClient: QueryClient) {
  await waitFor(
    () => {
      const served = queryClient.getQueryData<ServerConfig>(SERVER_CONFIG_KEY)?.sampleWorkspace;
      expect(served).toBeDefined();
      expect(window.localStorage.getItem(SERVED_KEY)).toBe(JSON.stringify(served));
    },
    { timeout: 4000 },
  );
}
