import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';

interface Scope {
  client: ApiClient;
  scope: string;
}

export const teamMemberKeys = {
  all: (scope: string) => ['ws', scope, 'team-members'] as const,
  list: (scope: string) => [...teamMemberKeys.all(scope), 'list'] as const,
};

/** Every member: workspaces have few, so the list is read whole and filtered in the browser. */
export const teamMembersQuery = ({ client, scope }: Scope) =>
  queryOptions({
    queryKey: teamMemberKeys.list(scope),
    queryFn: ({ signal }) => client.teamMembers.listAll({ signal }),
    staleTime: 5 * 60_000,
  });
