import { useIsFetching, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  CAPABILITY_TTL_MS,
  capabilityKeys,
  probeCapability,
  readKnownCapability,
  rememberCapability,
  storeCapability,
  type CapabilityAnswer,
  type CapabilityName,
  type CapabilityVersion,
} from './capability-store';
import { useConnection } from './connection';

// The hooks over the known answers of capability-store.ts (PRODUCT.md decision 10).

const browserStorage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/**
 * The answer for the active workspace: stored answers at once, else one probe, shared by every screen.
 * With `ask: false`, never a probe from this screen (useKnownCapability).
 */
export function useCapability(
  name: CapabilityName,
  version: CapabilityVersion = 'v1',
  storage: Storage | null = browserStorage(),
  { ask = true }: { ask?: boolean } = {},
): CapabilityAnswer {
  const { client, workspaceId } = useConnection();
  const query = useQuery({
    queryKey: capabilityKeys.one(workspaceId, name, version),
    queryFn: async ({ signal }) => {
      const answer = await probeCapability(client, name, version, signal);
      storeCapability(storage, { workspaceId, name, version, answer });
      return answer;
    },
    initialData: () => readKnownCapability(storage, workspaceId, name, version)?.answer,
    initialDataUpdatedAt: () => readKnownCapability(storage, workspaceId, name, version)?.at,
    // An unclear answer is asked again on the next screen that needs it; a clear one holds a day.
    staleTime: (q) => (q.state.data === 'unknown' ? 0 : CAPABILITY_TTL_MS),
    gcTime: CAPABILITY_TTL_MS,
    retry: false,
    refetchOnWindowFocus: false,
    enabled: ask && name === 'availabilityReads',
  });
  return query.data ?? 'unknown';
}

/**
 * The answer known for the active workspace (stored, or learnt from a real call), without asking
 * the workspace: for a screen whose own reads say it (the team board: its lists answer or they are
 * refused). Follows what useRememberCapability learns.
 */
export const useKnownCapability = (name: CapabilityName, version: CapabilityVersion = 'v1', storage: Storage | null = browserStorage()) =>
  useCapability(name, version, storage, { ask: false });

/** True while the active workspace is being asked (a screen may say "checking" instead of "not known"). */
export function useCapabilityChecking(name: CapabilityName, version: CapabilityVersion = 'v1'): boolean {
  const { workspaceId } = useConnection();
  return useIsFetching({ queryKey: capabilityKeys.one(workspaceId, name, version) }) > 0;
}

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
