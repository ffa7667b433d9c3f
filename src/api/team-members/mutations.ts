import { useMutation, useQueryClient } from '@tanstack/react-query';
import { describeChange } from '@/lib/activity/describe';
import { confirmWrite, trackWrite } from '@/lib/activity/track';
import { useConnection } from '../connection';
import { meetingKeys } from '../meetings/queries';
import { teamMembersQuery } from './queries';
import type { TeamMember, TeamMemberUpdate } from './schemas';

export interface MemberUpdate {
  id: string;
  body: TeamMemberUpdate;
}

/** How Activity names the member and each field changed: the product's words, given by the screen. */
export interface MemberWords {
  name: (member: TeamMember | undefined) => string;
  fields: Record<string, string>;
}

/** True when every field of the body reads back as sent. */
const showsUpdate = (member: TeamMember | undefined, body: TeamMemberUpdate) =>
  member !== undefined &&
  Object.entries(body).every(([field, value]) =>
    field === 'active' ? (member.active !== false) === value : member[field as keyof TeamMember] === value,
  );

/** PATCH a member (spec §4.7); the cached list takes the answer, links are read again (hosts carry names). */
export function useUpdateTeamMember(words: MemberWords) {
  const connection = useConnection();
  const queryClient = useQueryClient();
  const list = teamMembersQuery(connection);
  return useMutation({
    mutationFn: (vars: MemberUpdate) => {
      const { id, body } = vars;
      // Activity: the member as last read, for "before → after" (and a later revert).
      const known = queryClient.getQueryData(list.queryKey)?.team_members.find((m) => m.id === id);
      const before = known
        ? Object.fromEntries(
            Object.keys(body).map((f) => [f, f === 'active' ? known.active !== false : known[f as keyof TeamMember]]),
          )
        : undefined;
      return trackWrite(
        {
          workspaceId: connection.workspaceId,
          workspaceLabel: connection.active.label,
          resourceKind: 'team_member',
          resourceId: id,
          action: 'update',
          what: `Team member ${words.name(known)}`,
          change: describeChange(words.fields, { ...body }, before),
          before,
          after: body,
        },
        () => connection.client.teamMembers.update(id, body),
        { vars },
      );
    },
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
  return async (vars: MemberUpdate): Promise<boolean> => {
    const { id, body } = vars;
    const data = await queryClient.fetchQuery({ ...teamMembersQuery(connection), staleTime: 0, retry: false });
    const applied = showsUpdate(
      data.team_members.find((m) => m.id === id),
      body,
    );
    if (applied) confirmWrite(vars);
    if (applied) void queryClient.invalidateQueries({ queryKey: meetingKeys.all(connection.workspaceId) });
    return applied;
  };
}
