import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useConnection } from '../connection';
import { meetingKeys } from '../meetings/queries';
import { teamMembersQuery } from './queries';
import type { TeamMember, TeamMemberUpdate } from './schemas';

export interface MemberUpdate {
  id: string;
  body: TeamMemberUpdate;
}

/** True when every field of the body reads back as sent. */
export const showsUpdate = (member: TeamMember | undefined, body: TeamMemberUpdate) =>
  member !== undefined &&
  Object.entries(body).every(([field, value]) =>
    field === 'active' ? (member.active !== false) === value : member[field as keyof TeamMember] === value,
  );

/** PATCH a member (spec §4.7); the cached list takes the answer, links are read again (hosts carry names). */
export function useUpdateTeamMember() {
  const connection = useConnection();
  const queryClient = useQueryClient();
  const list = teamMembersQuery(connection);
  return useMutation({
    mutationFn: ({ id, body }: MemberUpdate) => connection.client.teamMembers.update(id, body),
    onSuccess: ({ team_member }) => {
      queryClient.setQueryData(list.queryKey, (old) =>
        old ? { ...old, team_members: old.team_members.map((m) => (m.id === team_member.id ? team_member : m)) } : old,
      );
      void queryClient.invalidateQueries({ queryKey: meetingKeys.all(connection.workspaceId) });
    },
  });
}

/**
 * After an answer that left the outcome open: reads the member list again (into the cache) and
 * says whether the member shows what was sent.
 */
export function useTeamMemberReadBack() {
  const connection = useConnection();
  const queryClient = useQueryClient();
  return async ({ id, body }: MemberUpdate): Promise<boolean> => {
    const data = await queryClient.fetchQuery({ ...teamMembersQuery(connection), staleTime: 0, retry: false });
    const applied = showsUpdate(data.team_members.find((m) => m.id === id), body);
    if (applied) void queryClient.invalidateQueries({ queryKey: meetingKeys.all(connection.workspaceId) });
    return applied;
  };
}
