import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { allMeetingsQuery, meetingsPageQuery } from '@/api/meetings/queries';
import type { MeetingsVersion } from '@/api/meetings/requests';
import { loadAllView } from './all-view-loader';
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
    void queryClient.prefetchQuery(allMeetingsQuery({ client, workspaceId }, version, { host_email: search.hosts, search: search.q }));
    return undefined;
  }
  return queryClient.prefetchQuery(meetingsPageQuery({ client, workspaceId }, version, meetingsListParams(search)));
}
