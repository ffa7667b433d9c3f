import type { QueryClient } from '@tanstack/react-query';
import type { WorkspaceClient } from '@/api/client';
import { prefetchBoard } from './board-reads';

/**
 * Called by the app's start when the address is the board's: the reads, and the board's code, go
 * out before React first renders instead of after the route's code has loaded and been revealed.
 */
export function startBoard(queryClient: QueryClient, connection: WorkspaceClient, storage: Storage | null) {
  // The route's chunk and the screen's, asked for together now rather than one after the other
  // (each a round trip); their files are queued before the reads, which need the member list first.
  void import('./board-page');
  void import('./board-screen');
  prefetchBoard(queryClient, connection, storage);
}
