import { useQueries, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useKnownCapability, useRememberCapability } from '@/api/capabilities';
import type { ApiClient } from '@/api/client';
import { useConnection } from '@/api/connection';
import { isApiError } from '@/api/errors';
import { teamMemberKeys, teamMembersQuery } from '@/api/team-members/queries';
import type { TeamMember } from '@/api/team-members/schemas';
import { boardBuilder, type BoardMember } from './board-members';
import { groupQuery, groupsOf, readGroups, unaskableMembers } from './board-reads';
import { memberName } from '@/domain/members/member-name';

// The board's reads: the member list, then their availabilities a few dozen members a query, all
// in flight together, so the first members' rows show while the rest arrive.

export interface BoardData {
  /** 'no': the workspace does not offer availability reads; the board falls back. */
  capability: 'yes' | 'no' | 'unknown';
  members: BoardMember[];
  membersQuery: ReturnType<typeof useMembers>;
  /** Members (lower-case emails) whose availabilities are being read. */
  loadingEmails: ReadonlySet<string>;
  /** Members (lower-case emails) whose availabilities could not be read. */
  failedEmails: ReadonlySet<string>;
  /**
   * True when some members' availabilities could not be read: what needs every member's reads
   * (picking defaults, the holidays preview) is off until a retry reads them.
   */
  readsFailed: boolean;
  /** How many members' reads failed, those being read again included. */
  unreadMembers: number;
  /** Failed reads are being read again. */
  retrying: boolean;
  /** Members the board could not ask about: no email, or one that is not an address. */
  notAsked: { id: string; name: string; email: string | null }[];
  failedGroups: number;
  firstError: unknown;
  failedAt: number;
  /** Rows the workspace sent for members not asked for (left out), and lists cut at the page limit. */
  unasked: number;
  capped: boolean;
  /** Reads again what failed (the member list, the members' availabilities); the same function every render. */
  retry: () => void;
}

const useMembers = () => useQuery(teamMembersQuery(useConnection()));

type ListResult = UseQueryResult<Awaited<ReturnType<ApiClient['availabilities']['listAll']>>>;
// Stable, so useQueries hands back the same object until a result changes.
const combine = (results: ListResult[]) => ({
  datas: results.map((r) => r.data),
  errors: results.map((r) => (r.isError ? r.error : null)),
  fetching: results.map((r) => r.isFetching),
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
      if (event.type !== 'updated' || event.action.type !== 'success' || JSON.stringify(event.query.queryKey) !== key)
        return;
      readGroups(
        queryClient,
        connection,
        (event.query.state.data as { team_members?: TeamMember[] } | undefined)?.team_members,
      );
    });
  }, [queryClient, connection, told]);
  const { datas, errors, fetching, failedAt, refetchFailed } = useQueries({
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
  const members = useMemo(
    () =>
      build(
        membersQuery.data?.team_members ?? [],
        datas.flatMap((d) => d?.availabilities ?? []),
      ),
    [build, membersQuery.data, datas],
  );
  // A group is read, failed, failed and being read again, or being read.
  const stateOf = (i: number) => (datas[i] ? 'read' : errors[i] ? (fetching[i] ? 'retrying' : 'failed') : 'reading');
  const emailsWhere = (...states: string[]) =>
    groups.flatMap((g, i) => (states.includes(stateOf(i)) ? g.map((e) => e.toLowerCase()) : []));
  const loadingList = emailsWhere('reading', 'retrying').join('\n');
  const failedList = emailsWhere('failed').join('\n');
  const loadingEmails = useMemo(() => new Set(loadingList ? loadingList.split('\n') : []), [loadingList]);
  const failedEmails = useMemo(() => new Set(failedList ? failedList.split('\n') : []), [failedList]);
  const notAsked = useMemo(
    () =>
      unaskableMembers(membersQuery.data?.team_members).map((m) => ({
        id: m.id,
        name: memberName(m),
        email: m.email?.trim() || null,
      })),
    [membersQuery.data],
  );
  const failedGroups = errors.filter((e) => e !== null).length;
  // The rows' Retry buttons are memoised: they get one function that reads the latest state.
  const latest = useRef({ membersQuery, refetchFailed });
  useEffect(() => {
    latest.current = { membersQuery, refetchFailed };
  });
  const retry = useCallback(() => {
    const { membersQuery: m, refetchFailed: again } = latest.current;
    if (m.isError) void m.refetch();
    again();
  }, []);
  return {
    capability: told === 'no' || learned === 'no' ? 'no' : told,
    members,
    membersQuery,
    loadingEmails,
    failedEmails,
    readsFailed: failedGroups > 0,
    unreadMembers: emailsWhere('failed', 'retrying').length,
    retrying: groups.some((_, i) => stateOf(i) === 'retrying'),
    notAsked,
    failedGroups,
    firstError,
    failedAt,
    unasked: datas.reduce((n, d) => n + (d?.unasked ?? 0), 0),
    capped: datas.some((d) => d?.capped),
    retry,
  };
}
