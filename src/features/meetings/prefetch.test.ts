import { describe, expect, it, vi } from 'vitest';
import { createSandboxApp } from '../../../sandbox/app';
import { createApiClient } from '@/api/client';
import { meetingsPageQuery } from '@/api/meetings/queries';
import { createQueryClient } from '@/app/query-client';
import { fetchFromApp } from '@/testing/fake-fetch';
import { loadAllView } from './load-all-view';
import { meetingsListParams, parseMeetingsSearch } from './meetings-search';
import { prefetchLanding } from './prefetch';

vi.mock('./load-all-view', () => ({ loadAllView: vi.fn(() => new Promise(() => {})) }));

// The start's request for the landing screen (src/app/start.ts): one list request where the links
// page lands, none elsewhere, and the All view's code named for later rather than asked for now.

function landingAt(path: string) {
  const fetchFn = fetchFromApp(createSandboxApp({ seed: { meetings: 40 } }));
  const client = createApiClient({ baseUrl: 'http://sandbox.test', apiKey: 'sandbox-demo-key', fetch: fetchFn });
  const queryClient = createQueryClient();
  return {
    start: prefetchLanding(queryClient, client, 'ws', 'v2', new URL(path, 'http://slotboard.test')),
    calls: fetchFn.calls,
    queryClient,
    client,
  };
}

describe('prefetchLanding', () => {
  it('asks for the links page’s first page on /meetings, with its filters, and fills the cache', async () => {
    const { start, calls, queryClient } = landingAt('/meetings?q=demo&page=2');
    expect(start.code).toBeUndefined();
    await start.data;
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/^GET \/api\/external\/v2\/meetings\?.*page_number=2.*search=demo/);
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .filter((q) => q.state.status === 'success'),
    ).toHaveLength(1);
  });

  it('asks for the unfiltered first page on "/", which shows the links page without its query', async () => {
    const { start, calls, queryClient, client } = landingAt('/?q=demo&page=2');
    await start.data;
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/page_number=1/);
    expect(calls[0]).not.toMatch(/search=/);
    // The very entry the links page reads after "/" has sent it on to "/meetings".
    const { queryKey } = meetingsPageQuery(
      { client, workspaceId: 'ws' },
      'v2',
      meetingsListParams(parseMeetingsSearch(new URLSearchParams())),
    );
    expect(queryClient.getQueryData(queryKey)).toMatchObject({ meetings: expect.any(Array) });
  });

  it('on the All view asks for page 1 now, for the first render to wait on, and names the view’s code for later, without loading it', async () => {
    const { start, calls } = landingAt('/meetings?view=all');
    expect(start.code).toBe(loadAllView);
    expect(loadAllView).not.toHaveBeenCalled();
    await start.data;
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/page_number=1/);
  });

  it('asks for nothing on other screens', async () => {
    const { start, calls, queryClient, client } = landingAt('/team-members');
    expect(start).toEqual({});
    // A request of its own through the same client and cache, after: once it is answered, one the
    // start had sent first would be on record too.
    const { queryKey, queryFn } = meetingsPageQuery(
      { client, workspaceId: 'ws' },
      'v2',
      meetingsListParams(parseMeetingsSearch(new URLSearchParams('q=after'))),
    );
    await queryClient.fetchQuery({ queryKey, queryFn });
    expect(calls).toEqual([expect.stringMatching(/search=after/)]);
  });
});
