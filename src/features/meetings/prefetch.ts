import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { meetingsPageQuery } from '@/api/meetings/queries';
import type { MeetingsVersion } from '@/api/meetings/requests';
import { loadAllView } from './all-view-loader';
import { everyLinkQuery } from './every-link';
import { meetingsListParams, parseMeetingsSearch } from './meetings-search';

/**
 * Starts the landing page's request before React first renders, so the network and the first render
 * overlap. It fills the same cache entry the table then reads.
 */
export function prefetchLanding(
  queryClient: QueryClient,
  client: ApiClient,
  workspaceId: string,
  version: MeetingsVersion,
  url: URL,
): Promise<void> | undefined {
  if (url.pathname !== '/meetings') return undefined;
  const search = parseMeetingsSearch(url.searchParams);
  if (search.view === 'all') {
    void loadAllView();
    // Its first request is page 1 of 100, so the first rows come after one page (decision 0020).
    void queryClient.prefetchQuery(everyLinkQuery({ client, workspaceId }, version, { host_email: search.hosts, search: search.q }));
    return undefined;
  }
  return queryClient.prefetchQuery(meetingsPageQuery({ client, workspaceId }, version, meetingsListParams(search)));
}
