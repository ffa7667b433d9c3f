import { Table } from '@mantine/core';
// Table's styles come with the screens that use it, not with the first screen.
import '@mantine/core/styles/Table.css';
import { EntryRow } from './entry-row';
import type { ActivityItem } from './group-runs';
import { RunRow } from './run-row';

/** The logged writes, one per line, a bulk run as one line opening to its rows. */
export function ActivityTable({ items, multipleWorkspaces }: { items: readonly ActivityItem[]; multipleWorkspaces: boolean }) {
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
          {items.map((item) =>
            item.type === 'entry' ? (
              <EntryRow key={item.entry.id} entry={item.entry} multipleWorkspaces={multipleWorkspaces} />
            ) : (
              <RunRow key={item.runId} runId={item.runId} run={item.run} entries={item.entries} multipleWorkspaces={multipleWorkspaces} />
            ),
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
