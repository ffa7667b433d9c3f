import { Table } from '@mantine/core';
import { useId } from 'react';
// Table's styles come with the screens that use it, not with the first screen.
import '@mantine/core/styles/Table.css';
import { SideScrollCue } from '@/components/side-scroll-cue';
import { useSideScroll } from '@/components/use-side-scroll';
import { EntryRow } from './entry-row';
import type { ActivityItem } from './group-runs';
import { RunRow } from './run-row';

/** The logged writes, one per line, a bulk run as one line opening to its rows. */
export function ActivityTable({
  items,
  multipleWorkspaces,
}: {
  items: readonly ActivityItem[];
  multipleWorkspaces: boolean;
}) {
  const [scrollRef, side] = useSideScroll<HTMLDivElement>();
  const cueId = useId();
  return (
    <div>
      <SideScrollCue side={side} id={cueId} what="columns" />
      <div
        ref={scrollRef}
        className="side-scroll"
        tabIndex={0}
        role="region"
        aria-label="Activity table"
        aria-describedby={side.left || side.right ? cueId : undefined}
      >
        <Table striped withTableBorder verticalSpacing="xs" miw={720}>
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
                <RunRow
                  key={item.runId}
                  runId={item.runId}
                  run={item.run}
                  entries={item.entries}
                  multipleWorkspaces={multipleWorkspaces}
                />
              ),
            )}
          </Table.Tbody>
        </Table>
      </div>
    </div>
  );
}
