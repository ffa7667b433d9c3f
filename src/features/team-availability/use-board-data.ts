import { useQueries, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { allAvailabilitiesQuery } from '@/api/availabilities/queries';
import { useCapability, useRememberCapability } from '@/api/capabilities';
import type { ApiClient } from '@/api/client';
import { useConnection } from '@/api/connection';
import { isApiError } from '@/api/errors';
import { teamMemberKeys, teamMembersQuery } from '@/api/team-members/queries';
import type { TeamMember } from '@/api/team-members/schemas';
import { boardMembers, type BoardMember } from './board-model';

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

/**
 * Members per list query: at up to three availabilities each, 30 members fit one page of 100, so a
 * group is one request rather than two in a row (the fetch layer's own groups are 40).
 */
const MEMBERS_PER_QUERY = 30;
const ROUTE_MISSING = new Set([404, 405, 501]);

const chunk = <T,>(xs: readonly T[], n: number) => Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));
const groupsOf = (members: readonly TeamMember[] | undefined) =>
  chunk((members ?? []).flatMap((m) => (m.email?.trim() ? [m.email.trim()] : [])), MEMBERS_PER_QUERY);

export function useBoardData(): BoardData {
  const connection = useConnection();
  const told = useCapability('availabilityReads');
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
      const data = event.query.state.data as { team_members?: TeamMember[] } | undefined;
      for (const emails of groupsOf(data?.team_members)) void queryClient.prefetchQuery({ ...allAvailabilitiesQuery(connection, emails), retry: false, staleTime: 30_000 });
    });
  }, [queryClient, connection, told]);
  const { datas, errors, failedAt, refetchFailed } = useQueries({
    queries: told === 'no' ? [] : groups.map((emails) => ({ ...allAvailabilitiesQuery(connection, emails), retry: false })),
    combine,
  });
  const firstError = errors.find((e) => e !== null) ?? null;
  // A list that answers "no such route" says the workspace lacks the reads (the list names no record).
  const learned = isApiError(firstError) && ROUTE_MISSING.has(firstError.status ?? 0) ? 'no' : null;
  useEffect(() => {
    if (learned === 'no') remember('availabilityReads', 'v1', 'no');
  }, [learned, remember]);

  const members = useMemo(() => boardMembers(membersQuery.data?.team_members ?? [], datas.flatMap((d) => d?.availabilities ?? [])), [membersQuery.data, datas]);
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
