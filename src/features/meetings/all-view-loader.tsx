import { Center, Loader } from '@mantine/core';
import { useEffect, useState, type ComponentProps } from 'react';

// The All view (virtual list, sorting, CSV) loads only when asked for, so the default view stays
// light. It is loaded by hand rather than with React.lazy: a Suspense boundary would hold the
// reveal back by React's throttle (about 300 ms) even when the code is already there.

type AllViewModule = typeof import('./meetings-all-view');
let loaded: AllViewModule | null = null;
let loading: Promise<AllViewModule> | null = null;

export function loadAllView(): Promise<AllViewModule> {
  loading ??= import('./meetings-all-view').then((m) => (loaded = m));
  return loading;
}

export function AllViewLoader(props: ComponentProps<AllViewModule['MeetingsAllView']>) {
  const [mod, setMod] = useState(loaded);
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
