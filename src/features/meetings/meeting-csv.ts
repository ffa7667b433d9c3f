import type { Fee } from '@/api/schema-helpers';
import type { Meeting } from '@/api/meetings/schemas';
import type { CsvColumn } from '@/lib/csv';
import { believableDate, believableFee, believableMinutes } from '@/lib/believable';
import { adminZone, csvDateTime, csvNumberList, csvZoneHeader } from '@/lib/csv-values';
import { kindLabel } from '@/lib/format';
import { currencyDigits, feeMajor, providerLabel } from '@/lib/format-details';
import { meetingDurations, meetingPlaces, statusText } from './meeting-values';

// The CSV export of the links. A spreadsheet sums numbers, not "€1,500.99": a fee is a plain decimal
// amount in one column and its currency code in the next. Places come from the same list as the
// table's Place column (the table shows the first and a count, the file every one), "; " apart. A
// value the workspace sent that is not believed (lib/believable.ts) leaves its cell, or its place in
// a shared cell, empty. Every column holds one kind of value (lib/csv-values.ts, decision 0031):
// minutes and the first fee's amount as numbers, a link's other durations and other fees as text, a
// free link's fee cells empty, hosts' names and emails in columns of their own, the update time to
// the second as the wall time in the admin's zone, named in its header.

/** The fee as a plain decimal in the currency's major unit ("1500.99", "1500" for yen); "" when unreadable or not believed. */
function feeAmount(fee: Fee): string {
  const digits = fee.currency ? (currencyDigits(fee.currency) ?? 2) : 2;
  const amount = feeMajor(fee);
  return believableFee(amount) ? amount.toFixed(digits) : '';
}

const provider = (f: Fee | undefined) => (f?.payment_provider ? providerLabel(f.payment_provider) : '');
const currency = (f: Fee | undefined) => (f?.currency ?? '').toUpperCase();
/** The fees after the first, each "4000.00 INR (Razorpay)", in the link's order. */
const otherFees = (m: Meeting) =>
  m.fees
    .slice(1)
    .map((f) => [feeAmount(f), currency(f), provider(f) && `(${provider(f)})`].filter(Boolean).join(' '))
    .join('; ');
const minutes = (n: number | null | undefined) => (believableMinutes(n) ? n : '');
const date = (value: string | null | undefined, zone: string) =>
  believableDate(value) === null ? '' : csvDateTime(value, zone, { seconds: true });
/** The durations offered, shortest first; none at all when any is not believed, so no list reads shorter than it is. */
const durations = (m: Meeting) => {
  const list = meetingDurations(m);
  return list.every((d) => believableMinutes(d)) ? list : [];
};
/** The duration a booker starts from: the one the link marks as default, else its own, else the shortest offered. */
function defaultDuration(m: Meeting): number | '' {
  const list = durations(m);
  const marked = m.durations.find((d) => d.is_default)?.duration ?? m.duration;
  return list.find((d) => d === marked) ?? list[0] ?? '';
}
const otherDurations = (m: Meeting) => csvNumberList(durations(m).filter((d) => d !== defaultDuration(m)));
const hostColumn = (m: Meeting, value: (h: Meeting['hosts'][number]) => string | null | undefined) =>
  m.hosts.map((h) => value(h) ?? '').join('; ');

/** The links' columns, times in `zone` (the admin's). */
export const meetingCsvColumns = (zone = adminZone()): CsvColumn<Meeting>[] => [
  { header: 'Name', value: (m) => m.name },
  { header: 'Slug', value: (m) => m.slug },
  { header: 'Link ID', value: (m) => m.sid },
  { header: 'Kind', value: (m) => kindLabel(m.kind) },
  { header: 'Default duration (min)', value: defaultDuration },
  { header: 'Other durations (min)', value: otherDurations },
  { header: 'Host names', value: (m) => hostColumn(m, (h) => h.name) },
  { header: 'Host emails', value: (m) => hostColumn(m, (h) => h.email) },
  { header: 'Place', value: (m) => meetingPlaces(m).join('; ') },
  { header: 'Status', value: (m) => statusText(m) },
  { header: 'Buffer before (min)', value: (m) => minutes(m.before_buffer_time) },
  { header: 'Buffer after (min)', value: (m) => minutes(m.after_buffer_time) },
  { header: 'Fee amount', kind: 'value', value: (m) => (m.fees[0] ? feeAmount(m.fees[0]) : '') },
  { header: 'Fee currency', value: (m) => currency(m.fees[0]) },
  { header: 'Payment provider', value: (m) => provider(m.fees[0]) },
  { header: 'Other fees', value: otherFees },
  { header: csvZoneHeader('Updated', zone), kind: 'value', value: (m) => date(m.updated_at, zone) },
];
