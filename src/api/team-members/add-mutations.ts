import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trackWrite } from '@/lib/activity/track';
import { useConnection } from '../connection';
import { addMembersRequest, type AddMembersBody } from './add-members';
import { teamMembersQuery } from './queries';

/** One submit of new members: the addresses sent and the role they are given. */
export interface NewMembers {
  emails: string[];
  role: string;
}

const bodyOf = (vars: NewMembers): AddMembersBody => ({ emails: vars.emails, organization_role: vars.role });

/**
 * POSTs new members (team-members.yaml) once, never retried, logged in Activity. The answer names no
 * one: the screen reads the member list back (`useMembersReadBack`) to know who was added.
 */
export function useAddMembers() {
  const { client, workspaceId, active } = useConnection();
  return useMutation({
    mutationFn: (vars: NewMembers) =>
      trackWrite(
        {
          workspaceId,
          workspaceLabel: active.label,
          resourceKind: 'team_member',
          resourceId: vars.emails.join(', '),
          action: 'create',
          what: vars.emails.length === 1 ? 'New team member' : `${vars.emails.length} new team members`,
          change: `${vars.emails.join(', ')} as ${vars.role}`,
          after: bodyOf(vars),
        },
        () => addMembersRequest(client.request)(bodyOf(vars)),
        { vars },
      ),
  });
}

/** Reads the member list again (into the cache every screen shows) and gives the addresses it holds. */
export function useMembersReadBack() {
  const connection = useConnection();
  const queryClient = useQueryClient();
  return async (): Promise<string[]> => {
    const data = await queryClient.fetchQuery({ ...teamMembersQuery(connection), staleTime: 0, retry: false });
    return data.team_members.flatMap((m) => (m.email ? [m.email] : []));
  };
}
