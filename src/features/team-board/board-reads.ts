import type { QueryClient } from '@tanstack/react-query';
import { askableEmails } from '@/api/availabilities/emails';
import { allAvailabilitiesQuery } from '@/api/availabilities/queries';
import { readKnownCapability } from '@/api/capability-store';
import type { WorkspaceClient } from '@/api/client';
import { teamMembersQuery } from '@/api/team-members/queries';
import type { TeamMember } from '@/api/team-members/schemas';

// The board's reads, shared by the screen (use-board-data.ts) and the app's start, which asks for
// them before React first renders when the address is the board's (as the landing's list is):
// otherwise they wait for the route's code and React's reveal of it, some 300 ms.

/**
 * Members per list query: at up to three availabilities each, 30 members fit one page of 100, so a
 * group is one request rather than two in a row (the fetch layer's own groups are 40).
 */
const MEMBERS_PER_QUERY = 30;

const chunk = <T>(xs: readonly T[], n: number) =>
  Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));
/** The members' addresses a few dozen a query; an email that is not an address is not sent (it would sink its whole group). */
export const groupsOf = (members: readonly TeamMember[] | undefined) =>
  chunk(askableEmails((members ?? []).map((m) => m.email)), MEMBERS_PER_QUERY);

/** The members the board cannot ask about: no email, or one that is not an address. */
export const unaskableMembers = (members: readonly TeamMember[] | undefined) =>
  (members ?? []).filter((m) => askableEmails([m.email]).length === 0);

/** One group's query, the same options wherever it is asked for (one cache entry, one request). */
export const groupQuery = (connection: WorkspaceClient, emails: readonly string[]) => ({
  ...allAvailabilitiesQuery(connection, emails),
  retry: false,
});

/**
 * Every group of these members, all at once; a group already read or in flight is not asked again.
 * Of the first page of a list still being read (`firstPage`), only its full groups: they are the
 * whole list's first groups, the same reads, while its last one will take members of the next page.
 */
export function readGroups(
  queryClient: QueryClient,
  connection: WorkspaceClient,
  members: readonly TeamMember[] | undefined,
  { firstPage = false } = {},
) {
  for (const emails of groupsOf(members).filter((g) => !firstPage || g.length === MEMBERS_PER_QUERY))
    void queryClient.prefetchQuery({ ...groupQuery(connection, emails), staleTime: 30_000 });
}

/**
 * The full groups of the member list's first page, the moment it lands, where the workspace is not
 * known to lack the reads: the first rows' reads need not wait for the list's other pages.
 */
export function readFirstGroups(
  queryClient: QueryClient,
  connection: WorkspaceClient,
  storage: Storage | null,
  firstPage: readonly TeamMember[],
) {
  if (readKnownCapability(storage, connection.workspaceId, 'availabilityReads', 'v1')?.answer === 'no') return;
  readGroups(queryClient, connection, firstPage, { firstPage: true });
}

/**
 * The member list, then every group the moment it lands; nothing where the workspace is known to
 * lack the reads. Resolves once the groups are asked for, their requests going out before the next
 * task (or there is nothing to ask).
 */
export async function prefetchBoard(
  queryClient: QueryClient,
  connection: WorkspaceClient,
  storage: Storage | null,
): Promise<void> {
  if (readKnownCapability(storage, connection.workspaceId, 'availabilityReads', 'v1')?.answer === 'no') return;
  const members = teamMembersQuery(connection);
  // The reads' code too (preloaded by the start): with it in, the reads go out in the task that asks
  // for them. If it failed, each read asks for it again and says so.
  await Promise.all([
    queryClient.prefetchQuery(members),
    connection.client.availabilities.preload().catch(() => undefined),
  ]);
  readGroups(queryClient, connection, queryClient.getQueryData(members.queryKey)?.team_members);
}
