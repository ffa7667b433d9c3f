import { useQueries, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useKnownCapability, useRememberCapability } from '@/api/capabilities';
import type { ApiClient } from '@/api/client';
import { useConnection } from '@/api/connection';
import { isApiError } from '@/api/errors';
import { teamMemberKeys, teamMembersQuery } from '@/api/team-members/queries';
import type { TeamMember } from '@/api/team-members/schemas';
import { boardBuilder, type BoardMember } from './board-members';
import { groupQuery, groupsOf, readGroups } from './board-reads';

// The board's reads: the member list, then their availabilities a few dozen members a query, all
// in flight together, so the first members' rows show while the rest arrive (issue 13: first paint).

export interface BoardData {
  /** 'no': the workspace does not offer availability reads; the board falls back. */
  capability: 'yes' | 'no' | 'unknown';
  members: BoardMember[];
  membersQuery: ReturnType<typeof useMembers>;
  /** Members whose availabilities have not arrived yet. */
  loadingEmails: ReadonlySet<string>;
  failedGroups: number;
  firstError: unknown;
  failedAt: number;
  /** Rows the workspace sent for members not asked for (left out), and lists cut at the page limit. */
  unasked: number;
  capped: boolean;
  retry: () => void;
}

const useMembers = () => useQuery(teamMembersQuery(useConnection()));

type ListResult = UseQueryResult<Awaited<ReturnType<ApiClient['availabilities']['listAll']>>>;
// Stable, so useQueries hands back the same object until a result changes.
const combine = (results: ListResult[]) => ({
  datas: results.map((r) => r.data),
  errors: results.map((r) => (r.isError ? r.error : null)),
  failedAt: Math.max(0, ...results.map((r) => r.errorUpdatedAt)),
  refetchFailed: () => {
    for (const r of results) if (r.isError) void r.refetch();
  },
});

const ROUTE_MISSING = new Set([404, 405, 501]);

export function useBoardData(): BoardData {
  const connection = useConnection();
  // The board's own lists say whether the workspace has the reads: no probe of its own (a request
  // more, and a refused one on the vendor's service, which wants emails).
  const told = useKnownCapability('availabilityReads');
  const remember = useRememberCapability();
  const membersQuery = useMembers();
  const groups = useMemo(() => groupsOf(membersQuery.data?.team_members), [membersQuery.data]);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (told === 'no') return;
    // The availability reads start the moment the member list lands, in the same task, not after
    // React has rendered 500 members' rows (measured: 130–480 ms later on a busy machine).
    const key = JSON.stringify(teamMemberKeys.list(connection.workspaceId));
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success' || JSON.stringify(event.query.queryKey) !== key) return;
      readGroups(queryClient, connection, (event.query.state.data as { team_members?: TeamMember[] } | undefined)?.team_members);
    });
  }, [queryClient, connection, told]);
  const { datas, errors, failedAt, refetchFailed } = useQueries({
    queries: told === 'no' ? [] : groups.map((emails) => groupQuery(connection, emails)),
    combine,
  });
  const firstError = errors.find((e) => e !== null) ?? null;
  // A list that answers "no such route" says the workspace lacks the reads (the list names no record).
  const learned = isApiError(firstError) && ROUTE_MISSING.has(firstError.status ?? 0) ? 'no' : null;
  const answered = datas.some((d) => d !== undefined);
  useEffect(() => {
    if (learned === 'no') remember('availabilityReads', 'v1', 'no');
    else if (answered && told !== 'yes') remember('availabilityReads', 'v1', 'yes');
  }, [learned, answered, told, remember]);

  // Members whose rows read the same as in the last board built stay the same objects (memoised rows).
  const [build] = useState(boardBuilder);
  const members = useMemo(() => build(membersQuery.data?.team_members ?? [], datas.flatMap((d) => d?.availabilities ?? [])), [build, membersQuery.data, datas]);
  const loadingEmails = useMemo(() => new Set(groups.flatMap((g, i) => (datas[i] ? [] : g.map((e) => e.toLowerCase())))), [groups, datas]);
  return {
    capability: told === 'no' || learned === 'no' ? 'no' : told,
    members,
    membersQuery,
    loadingEmails,
    failedGroups: errors.filter((e) => e !== null).length,
    firstError,
    failedAt,
    unasked: datas.reduce((n, d) => n + (d?.unasked ?? 0), 0),
    capped: datas.some((d) => d?.capped),
    retry: () => {
      if (membersQuery.isError) void membersQuery.refetch();
      refetchFailed();
    },
  };
}
