import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useConnection } from './connection';
import { linksOf, meetingKeys, type MeetingsEntry } from './meetings/queries';
import { membersTriedRecently, teamMembersQuery } from './team-members/queries';

/**
 * Emails to suggest: team members, and hosts of links already loaded in this workspace, in lower
 * case and sorted. The member list is asked for only once `enabled`.
 */
export function useKnownEmails(enabled: boolean): string[] {
  const connection = useConnection();
  const queryClient = useQueryClient();
  const tried = membersTriedRecently(queryClient, connection.workspaceId);
  const members = useQuery({ ...teamMembersQuery(connection), retry: false, enabled: enabled && !tried });
  const emails = new Set<string>();
  for (const m of members.data?.team_members ?? []) if (m.email) emails.add(m.email.toLowerCase());
  // Lists of links, and single links read by their own page (meetingQuery).
  for (const [, data] of queryClient.getQueriesData<MeetingsEntry>({ queryKey: meetingKeys.all(connection.workspaceId) })) {
    for (const meeting of linksOf(data)) for (const h of meeting.hosts) if (h.email) emails.add(h.email.toLowerCase());
  }
  return [...emails].sort();
}
