import { Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { lazyView } from '@/components/lazy-view/lazy-view';
import { moduleLoader } from '@/lib/module-loader';
import { screenCode } from '@/lib/screen-code';
import { useBoardData } from './use-board-data';

// The screen (tabs, filters, holidays, the list) is its own chunk, asked for the moment this page's
// chunk runs: the team's reads start without waiting for its code, which lands while they are in
// flight. Asked for again on the render that needs it, if this fails (then thrown to the boundary).
const screenLoader = moduleLoader(screenCode(() => import('./board-screen')));
screenLoader.load().catch(() => undefined);

const BoardScreen = lazyView(screenLoader, (m) => m.BoardScreen, {
  fallback: (
    <Group>
      <Loader size="sm" aria-label="Reading the team" />
      <Text size="sm">Reading the team…</Text>
    </Group>
  ),
});

interface Props {
  /** What this browser created (the availability feature's list), kept reachable beside the board. */
  created: ReactNode;
}

/**
 * /availabilities: the team's availabilities as the workspace holds them, and holidays in bulk.
 * This chunk holds only the reads; the screen's code comes in beside them, so the reads start first.
 */
export function TeamAvailabilityPage({ created }: Props) {
  return <BoardScreen data={useBoardData()} created={created} />;
}
