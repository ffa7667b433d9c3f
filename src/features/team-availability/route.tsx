import { Center, Loader } from '@mantine/core';
import { useEffect, useState, type ComponentProps } from 'react';

// The board's route, without React.lazy: a Suspense boundary revealed within 300 ms of its fallback
// is held back until then, and the board's first rows with it (measured: the reveal at 530–590 ms
// with every read already in). This stays in the entry (a few lines); the page's code loads on the
// first render of the route, or earlier from the app's start (landing.ts).

type PageModule = typeof import('./board-page');
let page: PageModule | null = null;
let failure: unknown = null;
let loading: Promise<void> | null = null;
const load = () =>
  (loading ??= import('./board-page').then(
    (m) => {
      page = m;
    },
    (error: unknown) => {
      failure = error;
    },
  ));

export function TeamAvailabilityPage(props: ComponentProps<PageModule['TeamAvailabilityPage']>) {
  const [, setSettled] = useState(false);
  useEffect(() => {
    if (page) return;
    let live = true;
    void load().then(() => live && setSettled(true));
    return () => {
      live = false;
    };
  }, []);
  // As React.lazy: a failed load is for the screen's boundary, until the page is loaded again.
  if (failure) throw failure;
  if (page) return <page.TeamAvailabilityPage {...props} />;
  return (
    <Center py="xl">
      <Loader aria-label="Loading the screen" />
    </Center>
  );
}
