import type { Meeting } from '@/api/meetings/schemas';
import { CellLink, CellSub, Tag } from '@/components/data-table/cells';
import { Shown } from '@/components/not-readable';
import { shownDate } from '@/lib/format';
import { bufferText, durationText, hostsText, kindLabel, placeText, statusText } from './meeting-values';

function NameCell({ meeting }: { meeting: Meeting }) {
  return (
    <>
      <CellLink href={`/meetings/${encodeURIComponent(meeting.sid)}`} title={meeting.name ?? undefined}>
        {meeting.name || meeting.slug || meeting.sid}
      </CellLink>
      {meeting.slug && <CellSub>/{meeting.slug}</CellSub>}
    </>
  );
}

function StatusCell({ meeting }: { meeting: Meeting }) {
  return (
    <>
      <Tag tone={meeting.disabled ? undefined : 'good'}>{statusText(meeting)}</Tag>{' '}
      {meeting.is_template && <Tag tone="outline">Template</Tag>}
    </>
  );
}

/** The cells shared by the paged table and the All view, in column order; `track` is the All view's grid column. */
export const meetingColumns = (withBuffers: boolean) =>
  [
    {
      key: 'name',
      header: 'Name',
      cell: (m: Meeting) => <NameCell meeting={m} />,
      style: { minWidth: 224, maxWidth: 340 },
      track: 'minmax(16rem, 3fr)',
    },
    {
      key: 'kind',
      header: 'Kind',
      cell: (m: Meeting) => kindLabel(m.kind),
      style: { minWidth: 104 },
      track: 'minmax(7rem, 1fr)',
    },
    {
      key: 'duration',
      header: 'Duration',
      cell: (m: Meeting) => <Shown value={durationText(m)} />,
      style: { whiteSpace: 'nowrap' },
      track: 'minmax(7rem, 1fr)',
    },
    {
      key: 'hosts',
      header: 'Hosts',
      cell: (m: Meeting) => (
        <span
          title={m.hosts
            .map((h) => h.email)
            .filter(Boolean)
            .join(', ')}
        >
          {hostsText(m)}
        </span>
      ),
      style: { minWidth: 220 },
      track: 'minmax(10rem, 2fr)',
    },
    {
      key: 'place',
      header: 'Place',
      cell: (m: Meeting) => placeText(m),
      style: { minWidth: 120 },
      track: 'minmax(8rem, 1fr)',
    },
    {
      key: 'status',
      header: 'Status',
      cell: (m: Meeting) => <StatusCell meeting={m} />,
      style: { minWidth: 104 },
      track: 'minmax(8rem, 1fr)',
    },
    ...(withBuffers
      ? [
          {
            key: 'buffers',
            header: 'Buffers',
            cell: (m: Meeting) => <Shown value={bufferText(m)} />,
            style: { whiteSpace: 'nowrap' } as const,
            track: 'minmax(8rem, 1fr)',
          },
        ]
      : []),
    {
      key: 'updated',
      header: 'Updated',
      cell: (m: Meeting) => <Shown value={shownDate(m.updated_at)} />,
      style: { whiteSpace: 'nowrap' },
      track: 'minmax(7rem, 1fr)',
    },
  ] as const;

/** The All view's grid columns for the columns shown. */
export const meetingGridTemplate = (columns: readonly { track: string }[]) => columns.map((c) => c.track).join(' ');
