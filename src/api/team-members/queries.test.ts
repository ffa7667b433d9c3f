import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../client';
import { MEMBERS_FRESH_MS, membersTriedRecently, teamMemberKeys, teamMembersQuery } from './queries';

// The member list is read in the background by several screens: once per workspace per freshness
// window, a failure included.

const workspace = (listAll = vi.fn(async () => ({ team_members: [], pagination: {}, capped: false }))) => ({
  listAll,
  ws: { client: { teamMembers: { listAll } } as unknown as ApiClient, workspaceId: 'w1' },
});

describe('teamMembersQuery', () => {
  it('reads the whole list, kept fresh five minutes, not read again by a screen that mounts after a failure', async () => {
    const { listAll, ws } = workspace();
    const query = teamMembersQuery(ws);
    expect(query.queryKey).toEqual(['ws', 'w1', 'team-members', 'list']);
    expect(query).toMatchObject({ staleTime: MEMBERS_FRESH_MS, gcTime: MEMBERS_FRESH_MS, retryOnMount: false });
    expect(MEMBERS_FRESH_MS).toBe(300_000);
    await new QueryClient().fetchQuery(query);
    expect(listAll).toHaveBeenCalledWith(expect.objectContaining({ signal: expect.any(AbortSignal) }));
  });
});

describe('membersTriedRecently', () => {
  it('is false before any read', () => {
    expect(membersTriedRecently(new QueryClient(), 'w1')).toBe(false);
  });

  it('is true within five minutes of a read, false from then on', () => {
    const client = new QueryClient();
    client.setQueryData(teamMemberKeys.list('w1'), { team_members: [] }, { updatedAt: 1_000_000 });
    expect(membersTriedRecently(client, 'w1', 1_000_000 + MEMBERS_FRESH_MS - 1)).toBe(true);
    expect(membersTriedRecently(client, 'w1', 1_000_000 + MEMBERS_FRESH_MS)).toBe(false);
    expect(membersTriedRecently(client, 'w2', 1_000_000)).toBe(false);
  });

  it('counts a failed read as tried, from the later of the last answer and the last failure', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(teamMemberKeys.list('w1'), { team_members: [] }, { updatedAt: 1_000 });
    const failedAt = Date.now();
    await client
      .fetchQuery({
        queryKey: teamMemberKeys.list('w1'),
        queryFn: () => Promise.reject(new Error('down')),
        staleTime: 0,
      })
      .catch(() => undefined);
    const state = client.getQueryState(teamMemberKeys.list('w1'))!;
    expect(state.errorUpdatedAt).toBeGreaterThanOrEqual(failedAt);
    expect(membersTriedRecently(client, 'w1', state.errorUpdatedAt + MEMBERS_FRESH_MS - 1)).toBe(true);
    expect(membersTriedRecently(client, 'w1', state.errorUpdatedAt + MEMBERS_FRESH_MS)).toBe(false);
  });
});
