import { Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useBoardData } from './use-board-data';
import { useBoardScreen } from './use-board-screen';

interface Props {
  /** What this browser created (the availability feature's list), kept reachable beside the board. */
  created: ReactNode;
}

/**
 * /availabilities: the team's availabilities as the workspace holds them, and holidays in bulk.
 * This chunk holds only the reads; the screen's code comes in beside them, so the reads start first.
 */
export function TeamAvailabilityPage({ created }: Props) {
  const data = useBoardData();
  const screen = useBoardScreen();
  if (screen) return <screen.BoardScreen data={data} created={created} />;
  return (
    <Group>
      <Loader size="sm" aria-label="Reading the team" />
      <Text size="sm">Reading the team…</Text>
    </Group>
  );
}
