import { Table, Text } from '@mantine/core';
import { RESOURCE_WORDS, RESULT_WORDS, type ActivityEntry } from '@/lib/activity/log';
import { formatDateTime } from '@/lib/format-details';
import { RevertAvailability } from './revert-availability';
import { RevertLink } from './revert-link';

/** One logged write: when, where, what and how it ended, in words. */
export function EntryRow({
  entry: e,
  multipleWorkspaces,
  inRun = false,
}: {
  entry: ActivityEntry;
  multipleWorkspaces: boolean;
  inRun?: boolean;
}) {
  return (
    <Table.Tr>
      <Table.Td>
        <time dateTime={e.at}>{formatDateTime(e.at)}</time>
      </Table.Td>
      {multipleWorkspaces && <Table.Td>{e.workspaceLabel}</Table.Td>}
      <Table.Th scope="row" fw={500} pl={inRun ? 'xl' : undefined}>
        {e.what}
        <Text size="xs" c="dimmed" component="span" display="block">
          {RESOURCE_WORDS[e.resourceKind]} · {e.action === 'create' ? 'created' : 'changed'}
          {inRun ? ' · in the run above' : ''}
        </Text>
      </Table.Th>
      <Table.Td>
        {e.change ?? (e.action === 'create' ? 'New' : 'What was there before was not read')}
        {/* A run's rows are put back together, through "Revert run". */}
        {!e.runId && <RevertAvailability entry={e} />}
        {!e.runId && <RevertLink entry={e} />}
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={e.result === 'saved' ? undefined : 600}>
          {RESULT_WORDS[e.result]}
        </Text>
        {e.detail && (
          <Text size="xs" c="dimmed">
            {e.detail}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
