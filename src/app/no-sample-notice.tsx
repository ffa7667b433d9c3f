import { Alert, Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useConnection } from '@/api/connection';
import { useIdle } from '@/components/use-idle';

/**
 * Whether the server that delivered the app also serves the sample workspace. A deployment turns
 * it off (SLOTBOARD_SANDBOX=off) and a static host has no server at all: either way an admin who
 * has connected nothing yet must be told to connect a workspace rather than shown failing lists.
 */
async function sampleWorkspaceServed(doFetch: typeof fetch, origin: string): Promise<boolean> {
  try {
    const res = await doFetch(`${origin}/api/slotboard/config`, { credentials: 'same-origin', signal: AbortSignal.timeout(10_000) });
    if (!res.ok || !/json/i.test(res.headers.get('content-type') ?? '')) return false;
    const body: unknown = await res.json();
    return typeof body === 'object' && body !== null && typeof (body as { sandboxPath?: unknown }).sandboxPath === 'string';
  } catch {
    return false;
  }
}

export function NoSampleNotice() {
  const { usingDefault, fetch: doFetch, origin } = useConnection();
  // Asked after the first screen is up: the landing list's request goes first.
  const idle = useIdle();
  const served = useQuery({ queryKey: ['slotboard', 'sample-workspace'], queryFn: () => sampleWorkspaceServed(doFetch, origin), enabled: usingDefault && idle, staleTime: Infinity, retry: false });
  if (!usingDefault || served.data !== false) return null;
  return (
    <Alert color="yellow" title="Connect your workspace to begin" mb="md">
      This Slotboard has no sample workspace, so there is nothing to show yet.{' '}
      <Anchor component={Link} href="/settings">
        Add your workspace in Settings
      </Anchor>{' '}
      with its address and API key.
    </Alert>
  );
}
