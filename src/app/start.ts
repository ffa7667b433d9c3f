import type { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '@/api/client';
import { prefetchLanding } from '@/features/meetings/prefetch';
import { startBoardLanding } from '@/features/team-board/landing';
import { holdIdleFor } from '@/lib/idle';
import { warmFormatters } from '@/lib/format';
import { connectionBaseUrl } from '@/lib/workspace-url';
import type { WorkspaceStore } from '@/lib/workspaces';
import { bootstrapApp } from './bootstrap';

export interface StartedApp {
  queryClient: QueryClient;
  store: WorkspaceStore;
  origin: string;
  /**
   * Resolves once the landing screen's data is in, or after 200 ms: rendering once with the rows
   * saves a skeleton render and a layout on a cold load, and a slow workspace still gets its
   * skeleton soon.
   */
  ready: Promise<void>;
  /** Code the landing screen needs beyond the app's, to ask for once the app's code is in. */
  landingCode?: () => Promise<unknown>;
}

/**
 * Starts the app in this browser without React: the shared context, another tab's changes to the
 * workspaces, and the landing screen's request. It is the first code the page runs (main.tsx), so
 * the request is on the network while React and the screens' code are still being evaluated.
 */
export function startApp(): StartedApp {
  const origin = window.location.origin;
  const { queryClient, store } = bootstrapApp({ local: window.localStorage, session: window.sessionStorage, origin });
  window.addEventListener('storage', () => store.refresh());

  const early = startEarlyReads(queryClient, store, origin);
  return { queryClient, store, origin, ...early };
}

/**
 * The landing screen's request and the board's, sent before React is evaluated. They only save time:
 * if they cannot even be sent (a connection that cannot be built), the screens ask for themselves
 * and say what is wrong, and the app, Settings included, still starts.
 */
function startEarlyReads(
  queryClient: QueryClient,
  store: WorkspaceStore,
  origin: string,
): Pick<StartedApp, 'ready' | 'landingCode'> {
  try {
    const { active, activeKey } = store.getSnapshot();
    const client = createApiClient({
      baseUrl: connectionBaseUrl(active, origin),
      apiKey: activeKey,
      serverOrigin: origin,
    });
    const landing = prefetchLanding(
      queryClient,
      client,
      active.id,
      active.apiVersion === 'v1' ? 'v1' : 'v2',
      new URL(window.location.href),
    );
    // The team board's reads start now too (decision 0014, Performance).
    const boardReads =
      window.location.pathname === '/availabilities'
        ? startBoardLanding(queryClient, { client, workspaceId: active.id }, window.localStorage)
        : null;
    // The landing's date and number formats load the locale's data (15–37 ms): in a task of their
    // own once its reads are out, not in the one that sends them nor in the first render of the
    // answer (the board's had it in a 100 ms task). The board's reads wait for the member
    // list, so its formats wait for them rather than hold up the code that sends them.
    holdIdleFor(landing.data ?? boardReads);
    if (landing.data) setTimeout(warmFormatters, 0);
    else if (boardReads) void boardReads.then(() => setTimeout(warmFormatters, 0));
    const ready = landing.data
      ? Promise.race([landing.data, new Promise<void>((resolve) => setTimeout(resolve, 200))])
      : Promise.resolve();
    return { ready, landingCode: landing.code };
  } catch {
    return { ready: Promise.resolve() };
  }
}
