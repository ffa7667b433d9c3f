import { Button, Group, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useConnection } from '@/api/connection';
import type { ActivityEntry } from '@/lib/activity/log';
import type { RunEntry } from '@/lib/activity/runs';
import { formatDateTime } from '@/lib/format-details';
import { EntryRow } from './entry-row';
import { resultCounts } from './group-runs';
import { RevertRun } from './revert-run';

const KIND_WORDS: Record<RunEntry['kind'], string> = {
  holidays: 'Holidays run',
  'link-hours': 'Weekly hours run',
  revert: 'Revert run',
  'link-changes': 'Links run',
  departure: 'Departure run',
};

/** A bulk run as one line (what, how many, result), opening to its rows. */
export function RunRow({
  runId,
  run,
  entries,
  multipleWorkspaces,
}: {
  runId: string;
  run: RunEntry | null;
  entries: ActivityEntry[];
  multipleWorkspaces: boolean;
}) {
  const { workspaceId } = useConnection();
  const [open, setOpen] = useState(false);
  const first = entries.at(-1)!;
  const title = run?.title ?? `A change applied to ${entries.length} items`;
  const total = run?.total ?? entries.length;
  return (
    <>
      <Table.Tr>
        <Table.Td>
          <time dateTime={run?.at ?? first.at}>{formatDateTime(run?.at ?? first.at)}</time>
        </Table.Td>
        {multipleWorkspaces && <Table.Td>{first.workspaceLabel}</Table.Td>}
        <Table.Th scope="row" fw={500}>
          {title}
          <Text size="xs" c="dimmed" component="span" display="block">
            {run ? KIND_WORDS[run.kind] : 'Bulk run'} · {total} {total === 1 ? 'row' : 'rows'}
          </Text>
        </Table.Th>
        <Table.Td>
          <Group gap="xs">
            <Button size="compact-xs" variant="subtle" aria-expanded={open} onClick={() => setOpen(!open)}>
              {open ? 'Hide its rows' : `Show its ${entries.length} ${entries.length === 1 ? 'row' : 'rows'}`}
            </Button>
            {first.workspaceId === workspaceId ? (
              <RevertRun runId={runId} title={title} entries={entries} />
            ) : (
              <Text size="xs" c="dimmed">
                Open {first.workspaceLabel} in Settings to revert this.
              </Text>
            )}
          </Group>
        </Table.Td>
        <Table.Td>
          <Text size="sm">{resultCounts(entries)}</Text>
        </Table.Td>
      </Table.Tr>
      {open && entries.map((e) => <EntryRow key={e.id} entry={e} multipleWorkspaces={multipleWorkspaces} inRun />)}
    </>
  );
}
