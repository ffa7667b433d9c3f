import type { Booking } from '@/api/bookings/schemas';
import { believableDate } from '@/lib/believable';
import { csvParts, type CsvColumn } from '@/lib/csv';
import { adminZone, csvDateTime, csvZoneHeader, datedFileName } from '@/lib/csv-values';
import { isKnownZone } from '@/lib/time/zones';
import { coHosts } from './booking-hosts';

// The bookings' CSV, with the links' column rules (lib/csv-values.ts): moments as wall times in the
// admin's zone (named in the header) and again in the client's (named in the next column);
// the length in minutes as a number; co-hosts' names and emails in cells of their own, "; " apart.
// A moment the workspace sent that is not believed leaves its cell empty.

const moment = (value: string | null | undefined, zone: string, seconds = false) =>
  believableDate(value) === null ? '' : csvDateTime(value, zone, { seconds });
const clientZone = (b: Booking) => (b.time_zone && isKnownZone(b.time_zone) ? b.time_zone : null);
function lengthMinutes(b: Booking): number | '' {
  const start = believableDate(b.starts_at);
  const end = believableDate(b.ends_at);
  if (start === null || end === null || end <= start || end - start > 24 * 3_600_000) return '';
  return Math.round((end - start) / 60_000);
}

/** The bookings' columns, times in `zone` (the admin's). */
export const bookingCsvColumns = (zone = adminZone()): CsvColumn<Booking>[] => [
  { header: csvZoneHeader('Starts', zone), kind: 'value', value: (b) => moment(b.starts_at, zone) },
  { header: csvZoneHeader('Ends', zone), kind: 'value', value: (b) => moment(b.ends_at, zone) },
  {
    header: 'Client starts',
    kind: 'value',
    value: (b) => {
      const zone = clientZone(b);
      return zone ? moment(b.starts_at, zone) : '';
    },
  },
  { header: 'Client time zone', value: (b) => b.time_zone ?? '' },
  { header: 'Length (minutes)', value: lengthMinutes },
  { header: 'Client', value: (b) => b.name ?? '' },
  { header: 'Client email', value: (b) => b.email ?? '' },
  { header: 'Host', value: (b) => b.host_name ?? '' },
  { header: 'Host email', value: (b) => b.host_email ?? '' },
  {
    header: 'Co-hosts',
    value: (b) =>
      coHosts(b)
        .map((p) => p.name)
        .join('; '),
  },
  {
    header: 'Co-host emails',
    value: (b) =>
      coHosts(b)
        .map((p) => p.email)
        .join('; '),
  },
  { header: 'Scheduling link', value: (b) => b.meeting?.name ?? '' },
  { header: 'Status', value: (b) => b.status ?? '' },
  { header: 'Cancellation reason', value: (b) => b.cancel_reason ?? '' },
  { header: csvZoneHeader('Booked', zone), kind: 'value', value: (b) => moment(b.created_at, zone, true) },
  { header: 'Booking id', value: (b) => b.sid ?? b.id },
];

/** Hands the rows to the browser as a CSV download named after the admin's today. */
export async function downloadBookingsCsv(rows: readonly Booking[]) {
  const blob = new Blob(await csvParts(rows, bookingCsvColumns()), { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = datedFileName('bookings', Date.now(), adminZone());
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
