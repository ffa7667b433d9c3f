import { Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { EmptyState } from '@/components/data-table/states';
import { useUrlState } from '@/components/data-table/use-url-state';
import {
  ACTIVITY_LIMIT,
  RESOURCE_KINDS,
  RESOURCE_WORDS,
  RESULTS,
  RESULT_WORDS,
  readActivity,
  subscribeActivity,
} from '@/lib/activity/log';
import { readRuns, subscribeRuns } from '@/lib/activity/runs';
import { toCsv } from '@/lib/csv';
import { adminZone, datedFileName } from '@/lib/csv-values';
import { countOf, plainNumber } from '@/lib/format';
import {
  activityCsvColumns,
  filterActivity,
  parseActivityFilter,
  serializeActivityFilter,
  type ActivityFilter,
} from './activity-filter';
import { ActivityTable } from './activity-table';
import { groupActivity } from './group-runs';
import { TeamActivity } from './team-activity';

const PAGE = 100;
const NO_FILTER: ActivityFilter = { workspace: '', kind: '', result: '', q: '' };

function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function ActivityPage() {
  const entries = useSyncExternalStore(subscribeActivity, readActivity);
  const [filter, setFilter] = useUrlState(parseActivityFilter, serializeActivityFilter);
  const [shown, setShown] = useState(PAGE);
  const runs = useSyncExternalStore(subscribeRuns, readRuns);
  const rows = useMemo(() => filterActivity(entries, filter), [entries, filter]);
  // A run counts as one line: its rows open under it.
  const items = useMemo(() => groupActivity(rows, runs), [rows, runs]);
  const workspaces = useMemo(
    () => [...new Map(entries.map((e) => [e.workspaceId, e.workspaceLabel])).entries()],
    [entries],
  );
  const change = (patch: Partial<ActivityFilter>) => {
    setShown(PAGE);
    setFilter({ ...filter, ...patch }, { replace: 'q' in patch });
  };
  const filtered = filter.workspace !== '' || filter.kind !== '' || filter.result !== '' || filter.q !== '';

  return (
    <Stack gap="md">
      <title>Activity · Slotboard</title>
      <div>
        <Title order={1}>Activity</Title>
        <Text c="dimmed">
          Every change Slotboard made from this browser, newest first: what was sent, what was there before where it was
          read, and how it ended. Kept in this browser only (the last {plainNumber(ACTIVITY_LIMIT)}).
        </Text>
      </div>
      <TeamActivity />
      {entries.length === 0 ? (
        <EmptyState title="No changes made from this browser yet">
          Saving a team member, an availability or a link’s hours adds a line here.
        </EmptyState>
      ) : (
        <>
          <Group align="flex-end" gap="sm" role="search" aria-label="Filter the activity">
            <TextInput
              label="Search"
              placeholder="Name, change or message"
              w="16rem"
              value={filter.q}
              onChange={(e) => change({ q: e.currentTarget.value })}
            />
            {workspaces.length > 1 && (
              <NativeSelect
                label="Workspace"
                value={filter.workspace}
                onChange={(e) => change({ workspace: e.currentTarget.value })}
                data={[
                  { value: '', label: 'All workspaces' },
                  ...workspaces.map(([value, label]) => ({ value, label })),
                ]}
              />
            )}
            <NativeSelect
              label="Kind"
              value={filter.kind}
              onChange={(e) => change({ kind: e.currentTarget.value })}
              data={[
                { value: '', label: 'All kinds' },
                ...RESOURCE_KINDS.map((k) => ({ value: k, label: RESOURCE_WORDS[k] })),
              ]}
            />
            <NativeSelect
              label="Result"
              value={filter.result}
              onChange={(e) => change({ result: e.currentTarget.value })}
              data={[
                { value: '', label: 'All results' },
                ...RESULTS.map((r) => ({ value: r, label: RESULT_WORDS[r] })),
              ]}
            />
            {filtered && (
              <Button variant="subtle" onClick={() => change(NO_FILTER)}>
                Clear filters
              </Button>
            )}
          </Group>
          <Group justify="space-between">
            <Text size="sm" aria-live="polite">
              {filtered
                ? `${countOf(rows.length, 'change', 'changes')} of ${plainNumber(entries.length)}`
                : countOf(rows.length, 'change', 'changes')}
            </Text>
            <Button
              variant="default"
              disabled={rows.length === 0}
              onClick={() =>
                download(
                  toCsv(rows, activityCsvColumns()),
                  datedFileName('slotboard-activity', Date.now(), adminZone()),
                )
              }
            >
              Export {countOf(rows.length, 'change', 'changes')} as CSV
            </Button>
          </Group>
          {rows.length === 0 ? (
            <EmptyState
              title="No activity matches these filters"
              action={
                <Button variant="default" onClick={() => change(NO_FILTER)}>
                  Clear filters
                </Button>
              }
            />
          ) : (
            <>
              <ActivityTable items={items.slice(0, shown)} multipleWorkspaces={workspaces.length > 1} />
              {items.length > shown && (
                <Button variant="default" onClick={() => setShown(shown + PAGE)}>
                  Show {Math.min(PAGE, items.length - shown)} more
                </Button>
              )}
            </>
          )}
        </>
      )}
    </Stack>
  );
}
