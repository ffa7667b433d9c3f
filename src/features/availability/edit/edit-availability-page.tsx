import { Anchor, Center, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { availabilityKeys, availabilityQuery } from '@/api/availabilities/queries';
import { useCapability } from '@/api/capabilities';
import { useConnection } from '@/api/connection';
import { isApiError } from '@/api/errors';
import { teamMembersQuery } from '@/api/team-members/queries';
import { QueryErrorState } from '@/components/data-table/query-states';
import { EditAvailabilityForm } from './edit-availability-form';
import { NoLongerExists, ReadsNotOffered } from './notices';

const MISSING_ROUTE = new Set([404, 405, 501]);

/**
 * A 404 on one availability means it is gone, or that the workspace has no availability reads at
 * all. The list route answers the second question: any answer but 404/405/501 means it is there.
 */
function useRouteCheck(enabled: boolean) {
  const connection = useConnection();
  return useQuery({
    queryKey: [...availabilityKeys.all(connection.workspaceId), 'route-check'] as const,
    queryFn: async ({ signal }) => {
      try {
        await connection.client.availabilities.probe({ signal });
        return 'offered' as const;
      } catch (error) {
        return isApiError(error) && error.status !== null && MISSING_ROUTE.has(error.status) ? ('missing' as const) : ('offered' as const);
      }
    },
    enabled,
    retry: false,
  });
}

export function EditAvailabilityPage({ id }: { id: string }) {
  const connection = useConnection();
  const version = connection.active.apiVersion === 'v1' ? 'v1' : 'v2';
  const capability = useCapability('availabilityReads', 'v1');
  const availability = useQuery({ ...availabilityQuery(connection, id, version), enabled: capability !== 'no' && id !== '', retry: false });
  const members = useQuery({ ...teamMembersQuery(connection), retry: false });
  const notFound = isApiError(availability.error) && availability.error.status === 404;
  const route = useRouteCheck(notFound && capability !== 'yes');

  const back = (
    <Anchor component={Link} href="/availabilities" size="sm">
      ← Availabilities
    </Anchor>
  );
  const wrap = (title: string, body: React.ReactNode) => (
    <Stack gap="md">
      <title>{`${title} · Slotboard`}</title>
      {back}
      {body}
    </Stack>
  );
  const loading = (
    <Center py="xl">
      <Loader aria-label="Loading the availability" />
    </Center>
  );

  if (capability === 'no' || route.data === 'missing') return wrap('Availability', <ReadsNotOffered />);
  if (notFound) return wrap('Availability not found', capability === 'yes' || route.data === 'offered' ? <NoLongerExists /> : loading);
  if (availability.error)
    return wrap(
      'Availability',
      <QueryErrorState error={availability.error} failedAt={availability.errorUpdatedAt} onRetry={() => void availability.refetch()} retrying={availability.isFetching} />,
    );
  // The member's zone is what the workspace keeps the hours in; wait for the list unless it failed.
  if (!availability.data || (members.isPending && !members.isError)) return wrap('Availability', loading);
  const email = availability.data.user?.email?.toLowerCase();
  const member = email ? members.data?.team_members.find((m) => m.email?.toLowerCase() === email) : undefined;
  return wrap(
    `${availability.data.name || 'Availability'}`,
    <EditAvailabilityForm key={`${connection.workspaceId}.${availability.data.id}`} availability={availability.data} version={version} memberZone={member?.time_zone ?? null} />,
  );
}
