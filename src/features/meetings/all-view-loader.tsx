import { Center, Loader } from '@mantine/core';
import { useEffect, useState, type ComponentProps } from 'react';
import { loadAllView, loadedAllView } from './load-all-view';

type AllViewModule = typeof import('./meetings-all-view');

// Loaded by hand rather than with React.lazy: a Suspense boundary would hold the reveal back by
// React's throttle (about 300 ms) even when the code is already there.
export function AllViewLoader(props: ComponentProps<AllViewModule['MeetingsAllView']>) {
  const [mod, setMod] = useState(loadedAllView);
  useEffect(() => {
    if (!mod) void loadAllView().then(setMod);
  }, [mod]);
  if (!mod) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading the All view" />
      </Center>
    );
  }
  return <mod.MeetingsAllView {...props} />;
}
