import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { WorkspaceClient } from '../client';
import type { TeamMember } from './schemas';

export const teamMemberKeys = {
  all: (workspaceId: string) => ['ws', workspaceId, 'team-members'] as const,
  list: (workspaceId: string) => [...teamMemberKeys.all(workspaceId), 'list'] as const,
};

/** How long a read member list is used before it is read again. */
export const MEMBERS_FRESH_MS = 5 * 60_000;

/**
 * Every member: workspaces have few, so the list is read whole and filtered in the browser. Several
 * screens read it in the background (email suggestions, roles): it is fetched at most once per
 * workspace per freshness window, a failure included — a failed read is not repeated by every
 * screen that mounts, only by the admin's "Try again" (a refetch) or after the window.
 */
export const teamMembersQuery = (
  { client, workspaceId }: WorkspaceClient,
  /** Sees the first page's members as it lands (the team board starts their reads with it). */
  onFirstPage?: (members: readonly TeamMember[]) => void,
) =>
  queryOptions({
    queryKey: teamMemberKeys.list(workspaceId),
    queryFn: ({ signal }) => client.teamMembers.listAll({ signal, onFirstPage }),
    staleTime: MEMBERS_FRESH_MS,
    gcTime: MEMBERS_FRESH_MS,
    retryOnMount: false,
  });

/**
 * True when the member list was read, or failed, within the freshness window: a screen that turns
 * its member query on later (once idle) must not start another read then.
 */
export function membersTriedRecently(queryClient: QueryClient, workspaceId: string, now = Date.now()): boolean {
  const state = queryClient.getQueryState(teamMemberKeys.list(workspaceId));
  if (!state) return false;
  return now - Math.max(state.dataUpdatedAt, state.errorUpdatedAt) < MEMBERS_FRESH_MS;
}
