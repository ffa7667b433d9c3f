import type { Meeting } from '@/api/meetings/schemas';
import type { CsvColumn } from '@/lib/csv';
import { formatFee, kindLabel } from '@/lib/format';
import { durationText, meetingPlaces, statusText } from './meeting-values';

// The CSV export of the All view. Places come from the same list as the table's Place column: the
// table shows the first and a count, the file every one.
export const MEETING_CSV_COLUMNS: CsvColumn<Meeting>[] = [
  { header: 'Name', value: (m) => m.name },
  { header: 'Slug', value: (m) => m.slug },
  { header: 'SID', value: (m) => m.sid },
  { header: 'Kind', value: (m) => kindLabel(m.kind) },
  { header: 'Duration', value: (m) => durationText(m) },
  { header: 'Hosts', value: (m) => m.hosts.map((h) => (h.name ? `${h.name} <${h.email ?? ''}>` : (h.email ?? ''))).join('; ') },
  { header: 'Place', value: (m) => meetingPlaces(m).join('; ') },
  { header: 'Status', value: (m) => statusText(m) },
  { header: 'Fee', value: (m) => (m.fees[0] ? (formatFee(m.fees[0]) ?? '') : 'Free') },
  { header: 'Updated', value: (m) => m.updated_at },
];
