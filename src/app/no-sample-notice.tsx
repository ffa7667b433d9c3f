import { Alert, Anchor } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useConnection } from '@/api/connection';
import { useSampleWorkspaceServed } from '@/api/server-config';
import { useIdle } from '@/components/use-idle';
import { writeStored } from '@/lib/storage';
import { SERVED_KEY } from '@/lib/workspaces';

/**
 * Asks the server, once a tab, whether it serves the sandbox, and tells the workspace store; while
 * there is no workspace to use, it is what a screen that needs one shows instead (`shown`).
 */
export function NoSampleNotice({ shown }: { shown: boolean }) {
  const { sandboxServed, store } = useConnection();
  // Asked after the first screen is up, so that the landing list's request goes first; at once
  // when this browser has never heard the answer, as the header waits for it.
  const idle = useIdle();
  const served = useSampleWorkspaceServed(idle || sandboxServed === null);
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
