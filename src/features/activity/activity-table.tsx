import { Table, Text } from '@mantine/core';
// Table's styles come with the screens that use it, not with the first screen.
import '@mantine/core/styles/Table.css';
import { RESOURCE_WORDS, RESULT_WORDS, type ActivityEntry } from '@/lib/activity/log';
import { formatDateTime } from '@/lib/format';
import { RevertAvailability } from './revert-availability';

/** The logged writes, one per line: when, where, what and how it ended, in words. */
export function ActivityTable({ entries, multipleWorkspaces }: { entries: readonly ActivityEntry[]; multipleWorkspaces: boolean }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped withTableBorder verticalSpacing="xs">
        <Table.Caption>Changes made from this browser, newest first</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">When</Table.Th>
            {multipleWorkspaces && <Table.Th scope="col">Workspace</Table.Th>}
            <Table.Th scope="col">What</Table.Th>
            <Table.Th scope="col">Change</Table.Th>
            <Table.Th scope="col">Result</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((e) => (
            <Table.Tr key={e.id}>
              <Table.Td>
                <time dateTime={e.at}>{formatDateTime(e.at)}</time>
              </Table.Td>
              {multipleWorkspaces && <Table.Td>{e.workspaceLabel}</Table.Td>}
              <Table.Th scope="row" fw={500}>
                {e.what}
                <Text size="xs" c="dimmed" component="span" display="block">
                  {RESOURCE_WORDS[e.resourceKind]} · {e.action === 'create' ? 'created' : 'changed'}
                </Text>
              </Table.Th>
              <Table.Td>
                {e.change ?? (e.action === 'create' ? 'New' : 'What was there before was not read')}
                <RevertAvailability entry={e} />
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
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
