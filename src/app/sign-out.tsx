import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useConnection } from '@/api/connection';
import { signOutOfServer, useServerConfig } from '@/api/server-config';
import { leaveForGood } from '@/lib/leave-page';

const signOutPath = (config: { signOut: string | null }) => config.signOut;

/**
 * Ends this browser's sign-in on the shared server, shown only when the server has a token sign-in.
 * Drafts stay on this device, so leaving asks nothing.
 */
export function SignOut() {
  const { fetch: doFetch, origin } = useConnection();
  // Drawn once the first screen is up (the shell), then asked, like the sample workspace's answer: the same one request.
  const path = useServerConfig(true, signOutPath).data;
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  if (!path) return null;
  return (
    <>
      {state === 'failed' && (
        <Text size="sm" c="red" role="alert">
          Not signed out. Try again.
        </Text>
      )}
      <Button
        variant="default"
        size="xs"
        loading={state === 'busy'}
        onClick={() => {
          setState('busy');
          signOutOfServer(doFetch, origin, path).then(leaveForGood, () => setState('failed'));
        }}
      >
        Sign out
      </Button>
    </>
  );
}
