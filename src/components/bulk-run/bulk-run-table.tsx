import { Table, Text } from '@mantine/core';
// Table's styles come with the screens that use it, not with the first screen.
import '@mantine/core/styles/Table.css';
import type { ReactNode } from 'react';
import type { ReportRow } from '@/lib/bulk/report';
import { statusWords } from './status-words';

/** One line per item: its name, what it changes (the preview), and its status in words. */
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
    <Table.ScrollContainer minWidth={560}>
      <Table striped withTableBorder>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Item</Table.Th>
            {preview && <Table.Th scope="col">What changes, what stays</Table.Th>}
            <Table.Th scope="col">Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Th scope="row" fw={500}>
                {row.label}
              </Table.Th>
              {preview && <Table.Td>{preview(row)}</Table.Td>}
              <Table.Td>
                {/* Words, not colours: they read the same in both schemes and to a screen reader. */}
                <Text size="sm" fw={row.state.status === 'failed' || row.state.status === 'uncertain' ? 600 : undefined}>
                  {statusWords(row.state, now, started)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
