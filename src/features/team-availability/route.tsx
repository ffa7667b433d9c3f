import { Center, Loader } from '@mantine/core';
import { useEffect, useState, type ComponentProps } from 'react';
import { boardPage, loadBoardPage } from './board-page-loader';

// The board's route, without React.lazy: a Suspense boundary revealed within 300 ms of its fallback
// is held back until then, and the board's first rows with it (measured: the reveal at 530–590 ms
// with every read already in). This stays in the entry (a few lines); the page's code loads on the
// first render of the route, or earlier from the app's start (landing.ts, board-page-loader.ts).

type PageModule = typeof import('./board-page');

export function TeamAvailabilityPage(props: ComponentProps<PageModule['TeamAvailabilityPage']>) {
  // Rendered without the page, it is waited for, even if it lands between this render and the effect.
  const [settled, setSettled] = useState(() => boardPage.module !== null);
  useEffect(() => {
    if (settled) return undefined;
    let live = true;
    void loadBoardPage().then(() => live && setSettled(true));
    return () => {
      live = false;
    };
  }, [settled]);
  // As React.lazy: a failed load is for the screen's boundary, until the page is loaded again.
  if (boardPage.failure) throw boardPage.failure;
  const page = boardPage.module;
  if (page) return <page.TeamAvailabilityPage {...props} />;
  return (
    <Center py="xl">
      <Loader aria-label="Loading the screen" />
    </Center>
  );
}
