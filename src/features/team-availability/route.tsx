import { Center, Loader } from '@mantine/core';
import type { ComponentProps } from 'react';
import { boardPageLoader } from './board-page-loader';
import { useLoadedModule } from './use-loaded-module';

// The board's route, without React.lazy (use-loaded-module.ts says why). This stays in the entry (a
// few lines); the page's code loads on the first render of the route, or earlier from the app's start
// (landing.ts).

type PageModule = typeof import('./board-page');

export function TeamAvailabilityPage(props: ComponentProps<PageModule['TeamAvailabilityPage']>) {
  const page = useLoadedModule(boardPageLoader);
  if (page) return <page.TeamAvailabilityPage {...props} />;
  return (
    <Center py="xl">
      <Loader aria-label="Loading the screen" />
    </Center>
  );
}
