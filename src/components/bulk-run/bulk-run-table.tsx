import { Table, Text } from '@mantine/core';
// Table's styles come with the screens that use it, not with the first screen.
import '@mantine/core/styles/Table.css';
import type { ReactNode } from 'react';
import type { ReportRow } from '@/lib/bulk/report';
import { statusWords } from './status-words';
import classes from './bulk-run-table.module.css';

/** One line per item: its name, its status in words, and what it changes (the preview). */
export function BulkRunTable({
  rows,
  preview,
  now,
  started,
  caption,
}: {
  rows: readonly ReportRow[];
  preview?: (row: ReportRow) => ReactNode;
  now: number;
  started: boolean;
  caption: string;
}) {
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table striped withTableBorder className={classes.table}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Item</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            {preview && <Table.Th scope="col">What changes, what stays</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Th scope="row" fw={500}>
                {row.label}
              </Table.Th>
              <Table.Td data-label="Status">
                {/* Words, not colours: they read the same in both schemes and to a screen reader. */}
                <Text
                  size="sm"
                  fw={row.state.status === 'failed' || row.state.status === 'uncertain' ? 600 : undefined}
                >
                  {statusWords(row.state, now, started)}
                </Text>
              </Table.Td>
              {preview && <Table.Td data-label="Changes">{preview(row)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
