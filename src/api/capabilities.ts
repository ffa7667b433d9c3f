import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { browserStorage, checkCapability, type UnclearReason } from './capability-check';
import {
  CAPABILITY_TTL_MS,
  capabilityKeys,
  readKnownCapability,
  rememberCapability,
  storeCapability,
  type CapabilityAnswer,
  type CapabilityName,
  type CapabilityVersion,
} from './capability-store';
import { useConnection } from './connection';
import { teamMembersQuery } from './team-members/queries';

// The hooks over the known answers of capability-store.ts and the check of capability-check.ts
// (docs/product.md decision 10).

const UNCLEAR_WORDS: Record<UnclearReason, string> = {
  'no-member': 'The workspace has no team member with an email address to ask about.',
  'no-link': 'The workspace has no scheduling link to ask about.',
  failed: 'The workspace could not be asked.',
};

/**
 * A check that could not tell: a failure, not an answer, so nothing is kept and the next screen
 * that needs it asks again (a stored answer from before stays until then).
 */
export class CapabilityUnclear extends Error {
  constructor(
    readonly reason: UnclearReason,
    readonly detail?: unknown,
  ) {
    super(UNCLEAR_WORDS[reason]);
    this.name = 'CapabilityUnclear';
  }
}

function useCapabilityQuery(name: CapabilityName, version: CapabilityVersion, storage: Storage | null, ask: boolean) {
  const connection = useConnection();
  const { client, workspaceId } = connection;
  const queryClient = useQueryClient();
  return useQuery<CapabilityAnswer, CapabilityUnclear>({
    queryKey: capabilityKeys.one(workspaceId, name, version),
    queryFn: async ({ signal }) => {
      if (name === 'slots') {
        const { askSlots } = await import('./slots/check');
        const verdict = await askSlots(connection, queryClient, signal);
        if (verdict.answer === 'unknown') throw new CapabilityUnclear(verdict.reason, verdict.error);
        storeCapability(storage, { workspaceId, name, version, answer: verdict.answer });
        return verdict.answer;
      }
      // The vendor's list wants a member's address: the team list when a screen has read it, else one
      // page of it (a whole list that claims to go on for pages is not read just to ask this).
      const known = queryClient.getQueryData(teamMembersQuery(connection).queryKey);
      const members =
        known ??
        (await client.teamMembers.list({ page_number: 1, page_size: 100 }, { signal }).catch((error: unknown) => {
          throw new CapabilityUnclear('failed', error);
        }));
      const verdict = await checkCapability(
        client,
        name,
        version,
        { emails: members.team_members.map((m) => m.email) },
        signal,
      );
      if (verdict.answer === 'unknown') throw new CapabilityUnclear(verdict.reason, verdict.error);
      storeCapability(storage, { workspaceId, name, version, answer: verdict.answer });
      return verdict.answer;
    },
    initialData: () => readKnownCapability(storage, workspaceId, name, version)?.answer,
    initialDataUpdatedAt: () => readKnownCapability(storage, workspaceId, name, version)?.at,
    // A clear answer holds a day; an 'unknown' put in by a screen is asked about again.
    staleTime: (q) => (q.state.data === 'unknown' ? 0 : CAPABILITY_TTL_MS),
    gcTime: CAPABILITY_TTL_MS,
    retry: false,
    refetchOnWindowFocus: false,
    enabled: ask && (name === 'availabilityReads' || name === 'slots'),
  });
}

/**
 * The answer for the active workspace: stored answers at once, else one check, shared by every screen.
 * With `ask: false`, never a check from this screen (useKnownCapability).
 */
export function useCapability(
  name: CapabilityName,
  version: CapabilityVersion = 'v1',
  storage: Storage | null = browserStorage(),
  { ask = true }: { ask?: boolean } = {},
): CapabilityAnswer {
  return useCapabilityQuery(name, version, storage, ask).data ?? 'unknown';
}

/** The answer, whether it is being asked now, and why the last check could not tell (Settings). */
export function useCapabilityCheck(
  name: CapabilityName,
  version: CapabilityVersion = 'v1',
  storage: Storage | null = browserStorage(),
) {
  const query = useCapabilityQuery(name, version, storage, true);
  return {
    answer: query.data ?? 'unknown',
    checking: query.isFetching,
    unclear: query.error && !query.isFetching ? query.error : null,
  };
}

/**
 * The answer known for the active workspace (stored, or learnt from a real call), without asking
 * the workspace: for a screen whose own reads say it (the team board: its lists answer or they are
 * refused). Follows what useRememberCapability learns.
 */
export const useKnownCapability = (
  name: CapabilityName,
  version: CapabilityVersion = 'v1',
  storage: Storage | null = browserStorage(),
) => useCapability(name, version, storage, { ask: false });

/** For screens that learn an answer from a real call (a 404 on a link the list just returned). */
export function useRememberCapability(storage: Storage | null = browserStorage()) {
  const queryClient = useQueryClient();
  const { workspaceId } = useConnection();
  return useCallback(
    (name: CapabilityName, version: CapabilityVersion, answer: CapabilityAnswer) =>
      rememberCapability(queryClient, storage, { workspaceId, name, version, answer }),
    [queryClient, storage, workspaceId],
  );
}
