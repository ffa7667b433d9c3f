import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState, type ComponentProps } from 'react';
import { allViewIfLoaded, loadAllView, type AllViewModule } from './load-all-view';

// Loaded by hand rather than with React.lazy: a Suspense boundary would hold the reveal back by
// React's throttle (about 300 ms) even when the code is already there.
export function AllViewLoader(props: ComponentProps<AllViewModule['MeetingsAllView']>) {
  const [mod, setMod] = useState(() => allViewIfLoaded());
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!mod) void loadAllView().then(setMod, () => setFailed(true));
  }, [mod]);
  if (failed) {
    // Said in place, so the page's switch back to Pages keeps working. A browser may keep a failed
    // file's answer for the page's lifetime, so the way to try again is a reload.
    return (
      <Alert color="red" variant="light" title="The All view could not load">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            Its code did not arrive: the connection may have dropped, or Slotboard was updated while this page was open. Pages still
            work; reload the page to try the All view again.
          </Text>
          <Button variant="default" size="xs" onClick={() => window.location.reload()}>
            Reload the page
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!mod) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading the All view" />
      </Center>
    );
  }
  return <mod.MeetingsAllView {...props} />;
}
