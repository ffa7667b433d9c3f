import { Alert, Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useConnection } from '@/api/connection';
import { useIdle } from '@/components/use-idle';
import { writeStored } from '@/lib/storage';
import { SERVED_KEY } from '@/lib/workspaces';

/**
 * Whether the server that delivered the app also serves the sample workspace. A deployment turns
 * it off (SLOTBOARD_SANDBOX=off) and a static host has no server at all: either way an admin who
 * has connected nothing yet must be told to connect a workspace rather than shown failing lists.
 */
async function sampleWorkspaceServed(doFetch: typeof fetch, origin: string): Promise<boolean> {
  try {
    const res = await doFetch(`${origin}/api/slotboard/config`, {
      credentials: 'same-origin',
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok || !/json/i.test(res.headers.get('content-type') ?? '')) return false;
    const body: unknown = await res.json();
    return (
      typeof body === 'object' && body !== null && typeof (body as { sandboxPath?: unknown }).sandboxPath === 'string'
    );
  } catch {
    return false;
  }
}

/**
 * Asks the server, once a tab, whether it serves the sandbox, and tells the workspace store; while
 * there is no workspace to use, it is what a screen that needs one shows instead (`shown`).
 */
export function NoSampleNotice({ shown }: { shown: boolean }) {
  const { sandboxServed, store, fetch: doFetch, origin } = useConnection();
  // Asked after the first screen is up, so that the landing list's request goes first; at once
  // when this browser has never heard the answer, as the header waits for it.
  const idle = useIdle();
  const served = useQuery({
    queryKey: ['slotboard', 'sample-workspace'],
    queryFn: () => sampleWorkspaceServed(doFetch, origin),
    enabled: idle || sandboxServed === null,
    staleTime: Infinity,
    retry: false,
  });
  useEffect(() => {
    // Remembered for the next visit; the store's refresh offers or withdraws the sandbox at once.
    if (served.data === undefined || served.data === sandboxServed) return;
    writeStored(window.localStorage, SERVED_KEY, served.data);
    store.refresh();
  }, [served.data, sandboxServed, store]);
  if (!shown) return null;
  return (
    <Alert color="yellow" title="Connect your workspace to begin" mb="md">
      There is nothing to show until Slotboard knows which workspace to work on.{' '}
      <Anchor component={Link} href="/settings">
        Add your workspace in Settings
      </Anchor>{' '}
      with its address and API key.
    </Alert>
  );
}
