import { describe, expect, it, vi } from 'vitest';
import { createSandboxApp } from '../../../sandbox/app';
import { availabilityKeys } from '@/api/availabilities/queries';
import { storeCapability } from '@/api/capability-store';
import { createApiClient } from '@/api/client';
import { createQueryClient } from '@/app/query-client';
import { fetchFromApp } from '@/testing/fake-fetch';
import { MemoryStorage } from '@/testing/memory-storage';
import { boardPageLoader } from './board-page-loader';
import { groupsOf, readFirstGroups, readGroups } from './board-reads';
import { startBoardLanding } from './landing';

const start = (storage: Storage) => {
  const fetchFn = fetchFromApp(createSandboxApp({ seed: { members: 70 } }));
  const client = createApiClient({ baseUrl: 'http://sandbox.test', apiKey: 'sandbox-demo-key', fetch: fetchFn });
  const queryClient = createQueryClient();
  return { fetchFn, queryClient, out: startBoardLanding(queryClient, { client, workspaceId: 'ws-1' }, storage) };
};

describe("the team board's start", () => {
  it('resolves once every group of members has its availability read on the network, and loads the page’s code', async () => {
    const { fetchFn, queryClient, out } = start(new MemoryStorage());
    await out;
    // 70 members, 30 a group: three reads, all asked for by the time the start says they are out.
    const asked = queryClient.getQueryCache().findAll({ queryKey: availabilityKeys.lists('ws-1') });
    expect(asked.map((q) => q.state.fetchStatus)).toEqual(['fetching', 'fetching', 'fetching']);
    // And on the network: the three requests the reads send.
    await vi.waitFor(() =>
      expect(fetchFn.calls.filter((c) => c.startsWith('GET /api/external/v1/availabilities?'))).toHaveLength(3),
    );
    expect(fetchFn.calls.filter((c) => c.includes('/team_members')).length).toBeGreaterThan(0);
    // The page's module graph takes a while to transform on a loaded machine.
    await expect.poll(() => boardPageLoader.module !== null, { timeout: 15_000 }).toBe(true);
  }, 20_000);

  it('asks for no availability where the workspace is known to lack the reads', async () => {
    const storage = new MemoryStorage();
    storeCapability(storage, { workspaceId: 'ws-1', name: 'availabilityReads', version: 'v1', answer: 'no' });
    const { fetchFn, out } = start(storage);
    await out;
    expect(fetchFn.calls.filter((c) => c.includes('/availabilities'))).toEqual([]);
  });

  it('asks for the full groups of the member list’s first page as it lands, the same reads as the whole list’s first groups', async () => {
    const fetchFn = fetchFromApp(createSandboxApp({ seed: { members: 250 } }));
    const client = createApiClient({ baseUrl: 'http://sandbox.test', apiKey: 'sandbox-demo-key', fetch: fetchFn });
    const connection = { client, workspaceId: 'ws-1' };
    const queryClient = createQueryClient();
    const firstPages: number[] = [];
    const whole = await client.teamMembers.listAll({ onFirstPage: (m) => firstPages.push(m.length) });
    // Read 100 a page: the first page is seen once, before the rest.
    expect(firstPages).toEqual([100]);
    const first = whole.team_members.slice(0, 100);
    const asked = () => queryClient.getQueryCache().findAll({ queryKey: availabilityKeys.lists('ws-1') }).length;
    readFirstGroups(queryClient, connection, new MemoryStorage(), first);
    // 100 members, 30 a group: three full groups; the fourth waits for the next page's members.
    expect(asked()).toBe(3);
    readGroups(queryClient, connection, whole.team_members);
    expect(asked()).toBe(groupsOf(whole.team_members).length);
    expect(groupsOf(whole.team_members).length).toBe(9);

    const storage = new MemoryStorage();
    storeCapability(storage, { workspaceId: 'ws-2', name: 'availabilityReads', version: 'v1', answer: 'no' });
    readFirstGroups(queryClient, { client, workspaceId: 'ws-2' }, storage, first);
    expect(queryClient.getQueryCache().findAll({ queryKey: availabilityKeys.lists('ws-2') })).toEqual([]);
  });
});
