import { skipToken, useQuery } from '@tanstack/react-query';
import { useConnection } from './connection';

/** The one cache entry of the server's answer: whether it serves the sample workspace. */
export const SAMPLE_WORKSPACE_KEY = ['slotboard', 'sample-workspace'] as const;

/**
 * Whether the server that delivered the app also serves the sample workspace. A deployment turns
 * it off (SLOTBOARD_SANDBOX=off) and a static host has no server at all: either way an admin who
 * has connected nothing yet must be told to connect a workspace rather than shown failing lists.
 */
export async function sampleWorkspaceServed(doFetch: typeof fetch, origin: string): Promise<boolean> {
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
 * The server's answer, asked once a tab (never again, never retried: a failure is a "no"). Each
 * screen that needs it asks when `ask`; the shell and Settings share the one request.
 */
export function useSampleWorkspaceServed(ask: boolean) {
  const { fetch: doFetch, origin } = useConnection();
  return useQuery({
    queryKey: SAMPLE_WORKSPACE_KEY,
    queryFn: ask ? () => sampleWorkspaceServed(doFetch, origin) : skipToken,
    staleTime: Infinity,
    retry: false,
  });
}
