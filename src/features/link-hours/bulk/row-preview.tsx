import { Text } from '@mantine/core';
import type { ReportRow } from '@/lib/bulk/report';
import { linkHoursPayloadSchema, type LinkHoursPayload } from './actions';

const zoneWords = (p: Pick<LinkHoursPayload, 'via' | 'timeZone'>) =>
  p.via === 'v2' && p.timeZone ? `in ${p.timeZone}` : "in each link's hosts' time zone";

/** One link's line of the preview, from exactly what its row will send. */
export function rowPreview(row: ReportRow) {
  const parsed = linkHoursPayloadSchema.safeParse(row.payload);
  if (!parsed.success) return <Text size="sm">This line could not be read, so nothing will be sent for it.</Text>;
  const p = parsed.data;
  return (
    <>
      <Text size="sm">Hosts: {p.hosts.join(', ') || '—'}</Text>
      <Text size="sm">
        All weekly hours replaced by {p.summary} ({zoneWords(p)}).
      </Text>
    </>
  );
}
