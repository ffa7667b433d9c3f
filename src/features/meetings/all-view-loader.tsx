import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { lazyView } from '@/components/lazy-view/lazy-view';
import { allViewIfLoaded, loadAllView } from './load-all-view';

// The All view's code, through the loader the app's start may already have used (load-all-view.ts).
// A failure is said in place, so the page's switch back to Pages keeps working. A browser may keep a
// failed file's answer for the page's lifetime, so the way to try again is a reload.
export const AllViewLoader = lazyView(
  {
    get module() {
      return allViewIfLoaded();
    },
    load: loadAllView,
  },
  (m) => m.MeetingsAllView,
  {
    fallback: (
      <Center py="xl">
        <Loader aria-label="Loading the All view" />
      </Center>
    ),
    failed: (
      <Alert color="red" variant="light" title="The All view could not load">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            Its code did not arrive: the connection may have dropped, or Slotboard was updated while this page was open.
            Pages still work; reload the page to try the All view again.
          </Text>
          <Button variant="default" size="xs" onClick={() => window.location.reload()}>
            Reload the page
          </Button>
        </Stack>
      </Alert>
    ),
  },
);
