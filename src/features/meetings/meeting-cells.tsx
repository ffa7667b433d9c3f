import type { Meeting } from '@/api/meetings/schemas';
import { CellLink, CellSub, Tag } from '@/components/data-table/cells';
import { formatDate } from '@/lib/format';
import { bufferText, durationText, hostsText, kindLabel, placeText, statusText } from './meeting-values';

export function NameCell({ meeting }: { meeting: Meeting }) {
  return (
    <>
      <CellLink href={`/meetings/${encodeURIComponent(meeting.sid)}`} title={meeting.name ?? undefined}>
        {meeting.name || meeting.slug || meeting.sid}
      </CellLink>
      {meeting.slug && <CellSub>/{meeting.slug}</CellSub>}
    </>
  );
}

export function StatusCell({ meeting }: { meeting: Meeting }) {
  return (
    <>
      <Tag tone={meeting.disabled ? undefined : 'good'}>{statusText(meeting)}</Tag> {meeting.is_template && <Tag tone="outline">Template</Tag>}
    </>
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
        <span title={m.hosts.map((h) => h.email).filter(Boolean).join(', ')}>{hostsText(m)}</span>
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
