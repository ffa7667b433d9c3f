import { Alert, Stack, Tabs, Text, Title } from '@mantine/core';
// Only this screen has tabs: their styles come with it, not with the first screen.
import '@mantine/core/styles/Tabs.css';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, type ReactNode } from 'react';
import { useUrlState } from '@/components/data-table/use-url-state';
import { useNow } from '@/components/use-now';
import { weekStart as firstDayOfWeek } from '@/lib/display-prefs';
import { dayjs } from '@/lib/time/dayjs';
import { parseBoardUrl, serializeBoardUrl, type BoardUrl } from './board-url';
import { BoardView } from './board-view';
import type { BoardData } from './use-board-data';
import { weekStartOf } from '@/domain/calendar/week-hours';

const PHONE = '(max-width: 37.5em)';

interface Props {
  /** The team's reads, started by the page before this screen's code was in. */
  data: BoardData;
  /** What this browser created (the availability feature's list), kept reachable beside the board. */
  created: ReactNode;
}

/** The board's tabs, or the created list alone where the workspace does not offer availability reads. */
export function BoardScreen({ data, created }: Props) {
  // A phone opens on one day, stepped by buttons: a week of seven dates is too narrow to read there.
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const fallback = phone ? 'day' : 'week';
  const parse = useCallback((params: URLSearchParams) => parseBoardUrl(params, fallback), [fallback]);
  const serialize = useCallback((s: BoardUrl) => serializeBoardUrl(s, fallback), [fallback]);
  const [url, setUrl] = useUrlState(parse, serialize);
  const today = dayjs(useNow(60_000)).format('YYYY-MM-DD');
  const firstDay = firstDayOfWeek();
  const thisWeek = weekStartOf(today, firstDay);
  if (data.capability === 'no')
    return (
      <Stack gap="md">
        <title>Availabilities · Slotboard</title>
        <Title order={1}>Availabilities</Title>
        <Alert variant="light" color="blue" title="The team board is not available for this workspace">
          This workspace does not let Slotboard read availabilities, so only the ones created from this browser are
          listed.
        </Alert>
        {created}
      </Stack>
    );
  return (
    <Stack gap="md">
      <title>Team availability · Slotboard</title>
      <div>
        <Title order={1}>Team availability</Title>
        <Text c="dimmed" size="sm">
          The team on one timeline: every member’s hours on the dates chosen, in one time zone, as the workspace holds
          them, with how many are available each hour and who is free at a time you ask about.
        </Text>
      </div>
      <Tabs
        value={url.tab}
        onChange={(v) => setUrl({ ...url, tab: v === 'created' ? 'created' : 'board' })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="board">Team timeline</Tabs.Tab>
          <Tabs.Tab value="created">Created from this browser</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="board" pt="md">
          <BoardView
            data={data}
            filter={url}
            onFilter={(f) => setUrl({ ...url, ...f })}
            today={today}
            start={url.span === 'day' ? url.week || today : url.week ? weekStartOf(url.week, firstDay) : thisWeek}
            current={url.span === 'day' ? today : thisWeek}
          />
        </Tabs.Panel>
        <Tabs.Panel value="created" pt="md">
          {created}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
