import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useConnection } from '@/api/connection';
import { meetingKeys } from '@/api/meetings/queries';
import type { MeetingList } from '@/api/meetings/schemas';
import { membersTriedRecently, teamMembersQuery } from '@/api/team-members/queries';
import type { TeamMember } from '@/api/team-members/schemas';
import { byName } from '@/lib/format';
import { memberFullName } from './member-name';

type Host = MeetingList['meetings'][number]['hosts'][number];

export interface KnownPerson {
  /** In lower case: the form the URL and the list request carry. */
  email: string;
  /** Empty when neither the member list nor a link gave one. */
  name: string;
}

/**
 * People to suggest for a host filter: team members, then hosts of pages of links already loaded in
 * this workspace, each email once, sorted by name. The member list is asked for only once `enabled`.
 */
export function useKnownPeople(enabled: boolean): KnownPerson[] {
  const connection = useConnection();
  const queryClient = useQueryClient();
  const tried = membersTriedRecently(queryClient, connection.workspaceId);
  const members = useQuery({ ...teamMembersQuery(connection), retry: false, enabled: enabled && !tried });
  // Pages only (100 links at most each; the All view asks for its page 1 as one): the whole list may
  // hold 100,000 links, and this runs on every render of the links page.
  const pages = queryClient.getQueriesData<MeetingList>({
    queryKey: [...meetingKeys.all(connection.workspaceId), 'page'],
  });
  return knownPeople(
    members.data?.team_members ?? [],
    pages.map(([, data]) => data),
  );
}

/**
 * The people of `useKnownPeople`: members named as every screen names them (`memberFullName`), then
 * the hosts of the given pages of links, each email once (lower case), sorted by name.
 */
export function knownPeople(
  members: readonly Pick<TeamMember, 'email' | 'first_name' | 'last_name'>[],
  pages: readonly ({ meetings: readonly { hosts: readonly Pick<Host, 'email' | 'name'>[] }[] } | undefined)[],
): KnownPerson[] {
  const people = new Map<string, string>();
  const add = (email: string | null | undefined, name: string) => {
    const key = email?.trim().toLowerCase();
    if (key && !people.get(key)) people.set(key, name.trim());
  };
  for (const m of members) add(m.email, memberFullName(m));
  for (const data of pages)
    for (const meeting of data?.meetings ?? []) for (const h of meeting.hosts) add(h.email, h.name ?? '');
  return [...people.entries()]
    .map(([email, name]) => ({ email, name }))
    .sort((a, b) => byName(a.name || a.email, b.name || b.email));
}
