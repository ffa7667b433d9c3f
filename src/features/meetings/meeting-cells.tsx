import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'wouter';
import type { Meeting } from '@/api/meetings/schemas';
import { formatDate } from '@/lib/format';
import { bufferText, durationText, hostsText, kindLabel, placeText, statusText } from './meeting-values';

export function NameCell({ meeting }: { meeting: Meeting }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Anchor component={Link} href={`/meetings/${encodeURIComponent(meeting.sid)}`} fw={600} className="break-anywhere" underline="hover">
        {meeting.name || meeting.slug || meeting.sid}
      </Anchor>
      {meeting.slug && (
        <Text size="xs" c="dimmed" className="break-anywhere">
          /{meeting.slug}
        </Text>
      )}
    </div>
  );
}

export function StatusCell({ meeting }: { meeting: Meeting }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Badge variant="light" color={meeting.disabled ? 'gray' : 'teal'} styles={{ label: { color: 'var(--mantine-color-text)', overflow: 'visible' } }}>
        {statusText(meeting)}
      </Badge>
      {meeting.is_template && (
        <Badge variant="outline" color="gray" styles={{ label: { color: 'var(--mantine-color-text)', overflow: 'visible' } }}>
          Template
        </Badge>
      )}
    </Group>
  );
}

/** The cells shared by the paged table and the All view, in column order. */
export const meetingColumns = (withBuffers: boolean) =>
  [
    { key: 'name', header: 'Name', cell: (m: Meeting) => <NameCell meeting={m} />, style: { minWidth: 224, maxWidth: 340 } },
    { key: 'kind', header: 'Kind', cell: (m: Meeting) => kindLabel(m.kind), style: { minWidth: 104 } },
    { key: 'duration', header: 'Duration', cell: (m: Meeting) => durationText(m), style: { whiteSpace: 'nowrap' } },
    {
      key: 'hosts',
      header: 'Hosts',
      cell: (m: Meeting) => (
        <Text size="sm" title={m.hosts.map((h) => h.email).filter(Boolean).join(', ')}>
          {hostsText(m)}
        </Text>
      ),
      style: { minWidth: 220 },
    },
    { key: 'place', header: 'Place', cell: (m: Meeting) => placeText(m), style: { minWidth: 120 } },
    { key: 'status', header: 'Status', cell: (m: Meeting) => <StatusCell meeting={m} />, style: { whiteSpace: 'nowrap' } },
    ...(withBuffers
      ? [{ key: 'buffers', header: 'Buffers', cell: (m: Meeting) => bufferText(m), style: { whiteSpace: 'nowrap' } as const }]
      : []),
    { key: 'updated', header: 'Updated', cell: (m: Meeting) => formatDate(m.updated_at), style: { whiteSpace: 'nowrap' } },
  ] as const;
