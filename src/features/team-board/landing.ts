import type { QueryClient } from '@tanstack/react-query';
import type { WorkspaceClient } from '@/api/client';
import { teamMembersQuery } from '@/api/team-members/queries';
import { boardPageLoader } from './board-page-loader';

/**
 * The board's start when the app opens on its address (decision 0014, Performance), called from the
 * entry before React first renders. The member list goes out first, ahead of the board's code in
 * the browser's queue: asked for from a chunk of its own, it waited behind twenty files. The code
 * of the availability reads it leads to, the reads' start (every group the moment the list lands)
 * and the route's and screen's chunks are asked for at the same time, not one after the other.
 * Resolves once the availability reads are asked for, their requests going out before the next task,
 * or could not be started. Offline it waits until the browser is back online, as the reads do.
 */
export function startBoardLanding(
  queryClient: QueryClient,
  connection: WorkspaceClient,
  storage: Storage | null,
): Promise<void> {
  // A chunk that fails to load here is asked for again by the route, the screen and the client,
  // which say so if it fails again.
  const quietly = (loading: Promise<unknown>) =>
    loading.then(
      () => undefined,
      () => undefined,
    );
  // The board reads the member list whatever the workspace offers (its fallback names members too).
  // Its first page's members have their availabilities asked for as it lands, not after the rest.
  void queryClient.prefetchQuery(
    teamMembersQuery(connection, (firstPage) => {
      void quietly(import('./board-reads').then((m) => m.readFirstGroups(queryClient, connection, storage, firstPage)));
    }),
  );
  void quietly(connection.client.availabilities.preload());
  const readsOut = quietly(import('./board-reads').then((m) => m.prefetchBoard(queryClient, connection, storage)));
  void quietly(boardPageLoader.load());
  void quietly(import('./board-screen'));
  return readsOut;
}
