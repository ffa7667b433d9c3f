import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { meetingsPageQuery } from '@/api/meetings/queries';
import type { MeetingsVersion } from '@/api/meetings/requests';
import { loadAllView } from './load-all-view';
import { MAX_PAGE_SIZE, type ListParams } from '@/api/paginate';
import { meetingsListParams, parseMeetingsSearch, type MeetingsSearch } from './meetings-search';

/**
 * Page 1 of the All view's list: the first request of its page-by-page read (every-link.ts), which
 * finds it here in the cache, so it is asked for once (decision 0020).
 */
const allViewFirstPage = (search: Pick<MeetingsSearch, 'hosts' | 'q'>): ListParams => ({
  host_email: search.hosts,
  search: search.q,
  page_number: 1,
  page_size: MAX_PAGE_SIZE,
});

/** What the start does for the landing screen: its data, and code it should ask for once the app is in. */
interface LandingStart {
  /** The request for the rows the screen shows first. */
  data?: Promise<void>;
  /**
   * Code the screen needs beyond the app's own, asked for once the app's code is evaluated: asked
   * for earlier, it would be evaluated together with React and the app, in one long task.
   */
  code?: () => Promise<unknown>;
}

/**
 * Starts the landing page's request before React first renders, so the network and the first render
 * overlap. It fills the same cache entry the table then reads. "/" shows the links page too.
 */
export function prefetchLanding(
  queryClient: QueryClient,
  client: ApiClient,
  workspaceId: string,
  version: MeetingsVersion,
  url: URL,
): LandingStart {
  if (url.pathname !== '/meetings' && url.pathname !== '/') return {};
  // "/" sends the admin on to "/meetings" without its query: the links page's first page, unfiltered.
  const search = parseMeetingsSearch(url.pathname === '/' ? new URLSearchParams() : url.searchParams);
  if (search.view === 'all') {
    // The rest of the list is asked for by the view once its code is in; page 1 goes now.
    return {
      data: queryClient.prefetchQuery(meetingsPageQuery({ client, workspaceId }, version, allViewFirstPage(search))),
      code: loadAllView,
    };
  }
  return {
    data: queryClient.prefetchQuery(meetingsPageQuery({ client, workspaceId }, version, meetingsListParams(search))),
  };
}
