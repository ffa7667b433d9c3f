import { Center, Loader } from '@mantine/core';
import { useEffect, useState, type ComponentProps } from 'react';
import { allViewIfLoaded, loadAllView, type AllViewModule } from './load-all-view';

// Loaded by hand rather than with React.lazy: a Suspense boundary would hold the reveal back by
// React's throttle (about 300 ms) even when the code is already there.
export function AllViewLoader(props: ComponentProps<AllViewModule['MeetingsAllView']>) {
  const [mod, setMod] = useState(() => allViewIfLoaded());
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (!mod) void loadAllView().then(setMod, (error: unknown) => setFailure({ error }));
  }, [mod]);
  // The code did not arrive: the screen's boundary says so and offers to try again.
  if (failure) throw failure.error;
  if (!mod) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading the All view" />
      </Center>
    );
  }
  return <mod.MeetingsAllView {...props} />;
}
