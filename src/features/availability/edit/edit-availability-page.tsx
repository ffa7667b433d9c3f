import { Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { askableEmails } from '@/api/availabilities/emails';
import { availabilityKeys, availabilityQuery } from '@/api/availabilities/queries';
import { useCapability } from '@/api/capabilities';
import { correctAvailabilityReads } from '@/api/capability-check';
import { useConnection } from '@/api/connection';
import { isApiError } from '@/api/errors';
import { teamMembersQuery } from '@/api/team-members/queries';
import { QueryState, Waiting } from '@/components/query-state/query-state';
import { calendarHref } from '@/domain/calendar/calendar-url';
import { memberName } from '@/domain/members/member-name';
import { EditAvailabilityForm } from './edit-availability-form';
import { NoLongerExists, ReadsNotOffered } from '@/components/availability-edit/notices';
import { BackLink } from '@/components/back-link';

/**
 * A 404 on one availability means it is gone, or that the workspace has no availability reads at
 * all. The list route answers the second question, asked as the vendor documents it (a member's
 * address in `emails[]`): a list means it is there; 404/405/501 that it is not, which corrects a
 * kept "yes"; anything else, or no member to name, cannot tell.
 */
function useRouteCheck(enabled: boolean, email: string | null | undefined) {
  const connection = useConnection();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...availabilityKeys.all(connection.workspaceId), 'route-check', email ?? null] as const,
    queryFn: async ({ signal }) => {
      if (!email) return 'unclear' as const;
      try {
        await connection.client.availabilities.probe(email, { signal });
        return 'offered' as const;
      } catch (error) {
        return correctAvailabilityReads(queryClient, connection.workspaceId, error, { notFoundIsRoute: true })
          ? ('missing' as const)
          : ('unclear' as const);
      }
    },
    // Waits for the member list; without one (it failed) there is nobody to name.
    enabled: enabled && email !== undefined,
    retry: false,
  });
}

export function EditAvailabilityPage({ id }: { id: string }) {
  const connection = useConnection();
  const version = connection.active.apiVersion === 'v1' ? 'v1' : 'v2';
  const capability = useCapability('availabilityReads', 'v1');
  const options = availabilityQuery(connection, id, version);
  const availability = useQuery({
    ...options,
    enabled: capability !== 'no' && id !== '',
    retry: false,
  });
  const membersOptions = teamMembersQuery(connection);
  const members = useQuery({ ...membersOptions, retry: false });
  const notFound = isApiError(availability.error) && availability.error.status === 404;
  const routeEmail = members.data
    ? (askableEmails(members.data.team_members.map((m) => m.email))[0] ?? null)
    : members.isError
      ? null
      : undefined;
  const route = useRouteCheck(notFound, routeEmail);

  const back = <BackLink to="/availabilities">Team availability</BackLink>;
  const wrap = (title: string, body: React.ReactNode) => (
    <Stack gap="md">
      <title>{`${title} · Slotboard`}</title>
      {back}
      {body}
    </Stack>
  );

  if (capability === 'no' || route.data === 'missing') return wrap('Availability', <ReadsNotOffered />);
  // "unclear" keeps the likelier reading: the list route was not found missing, so the record is gone.
  if (notFound)
    return wrap(
      'Availability not found',
      route.data === undefined ? <Waiting>Loading the availability…</Waiting> : <NoLongerExists />,
    );
  if (!availability.data || availability.error)
    return wrap('Availability', <QueryState read={availability} queryKey={options.queryKey} what="the availability" />);
  // The member's zone is what the workspace keeps the hours in; wait for the list unless it failed.
  if (members.isPending && !members.isError)
    return wrap(
      'Availability',
      <QueryState read={members} queryKey={membersOptions.queryKey} what="the availability" />,
    );
  const email = availability.data.user?.email?.toLowerCase();
  const member = email ? members.data?.team_members.find((m) => m.email?.toLowerCase() === email) : undefined;
  return wrap(
    `${availability.data.name || 'Availability'}`,
    <EditAvailabilityForm
      key={`${connection.workspaceId}.${availability.data.id}`}
      availability={availability.data}
      version={version}
      memberZone={member?.time_zone ?? null}
      calendar={member ? { href: calendarHref(member.id), name: memberName(member) } : null}
    />,
  );
}
