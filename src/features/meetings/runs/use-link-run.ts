import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { listVersion, useConnection } from '@/api/connection';
import { meetingKeys } from '@/api/meetings/queries';
import { teamMemberKeys, teamMembersQuery } from '@/api/team-members/queries';
import { useKnownPeople } from '@/domain/members/use-known-people';
import { useBulkRun } from '@/lib/bulk/use-bulk-run';
import { linkRunActions } from './link-run-actions';

/** The kinds of run over links: one stored report each per workspace. */
export type LinkRunKind = 'link-changes' | 'departure';

/**
 * A host's name from their email, as the admin knows them (the email itself when unknown), and
 * whether the workspace lists them as an inactive member.
 */
export function usePeople() {
  const connection = useConnection();
  const people = useKnownPeople(true);
  const members = useQuery(teamMembersQuery(connection));
  const nameOf = useMemo(() => {
    const names = new Map(people.map((p) => [p.email, p.name]));
    return (email: string) => names.get(email.trim().toLowerCase()) || email;
  }, [people]);
  const inactive = useMemo(() => {
    const asleep = new Set(
      (members.data?.team_members ?? [])
        .filter((m) => m.active === false && m.email)
        .map((m) => m.email!.trim().toLowerCase()),
    );
    return (email: string) => asleep.has(email.trim().toLowerCase());
  }, [members.data]);
  return { nameOf, inactive };
}

/** The bulk runner for a run over links, and the links read again once, when it settles. */
export function useLinkRun(kind: LinkRunKind) {
  const connection = useConnection();
  const { client, workspaceId } = connection;
  const version = listVersion(connection);
  const { nameOf, inactive } = usePeople();
  const actions = useMemo(
    () =>
      linkRunActions({
        client,
        listVersion: version,
        workspace: { id: workspaceId, label: connection.active.label },
        nameOf,
        inactive,
      }),
    [client, version, workspaceId, connection.active.label, nameOf, inactive],
  );
  const bulk = useBulkRun({ workspaceId, kind, workspaceLabel: connection.active.label, actions });
  const queryClient = useQueryClient();
  const busy = bulk.runner?.busy() ?? false;
  const wasBusy = useRef(busy);
  useEffect(() => {
    // Once per run, not per row: the lists showing these links (and the member) are read again.
    if (wasBusy.current && !busy) {
      void queryClient.invalidateQueries({ queryKey: meetingKeys.all(workspaceId) });
      void queryClient.invalidateQueries({ queryKey: teamMemberKeys.all(workspaceId) });
    }
    wasBusy.current = busy;
  }, [busy, queryClient, workspaceId]);
  return { ...bulk, nameOf, inactive };
}
