import { Table, Text } from '@mantine/core';
import type { BulkLink } from './matching';

/** Every link the run will change and what it does to each: nothing is sent that is not listed here. */
export function PreviewTable({ links, change }: { links: readonly BulkLink[]; change: string }) {
  return (
    <div style={{ maxHeight: 420, overflow: 'auto' }} tabIndex={0} role="region" aria-label="Links to be changed">
      <Table striped stickyHeader>
        <caption>
          <Text size="sm" c="dimmed" ta="left">
            {links.length === 1 ? 'The link to be changed' : `The ${links.length.toLocaleString('en-US')} links to be changed`}
          </Text>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Link</Table.Th>
            <Table.Th scope="col">Hosts</Table.Th>
            <Table.Th scope="col">Change</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {links.map((l) => (
            <Table.Tr key={l.sid}>
              <Table.Td className="break-anywhere">{l.name}</Table.Td>
              <Table.Td>{l.hosts.join(', ') || '—'}</Table.Td>
              <Table.Td>{change}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
