// How every CSV export writes its values, so a spreadsheet reads each column as one type: numbers as
// numbers (minutes, amounts), dates and times as ISO 8601 to the second with their offset, in the
// admin's zone (named in a column of its own), and lists of numbers separated by "; ".

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    });
    formatters.set(zone, f);
  }
  return f;
}

/**
 * A moment as "2026-11-27T07:30:56+00:00" in `zone`: no fraction of a second, which spreadsheets do
 * not read as a date, and the offset of that moment in that zone; "" for anything not a date.
 */
export function csvDateTime(value: string | number | null | undefined, zone: string): string {
  if (value === null || value === undefined || value === '') return '';
  const ms = typeof value === 'number' ? value : Date.parse(value);
  if (!Number.isFinite(ms)) return '';
  const parts: Record<string, string> = {};
  for (const p of formatterFor(zone).formatToParts(ms)) parts[p.type] = p.value;
  const year = parts.year!.padStart(4, '0');
  if (year.length > 4) return '';
  const name = parts.timeZoneName ?? 'GMT';
  // "GMT" alone is UTC; otherwise "GMT+05:30" or "GMT-03:00" (some engines write "GMT+5").
  const match = /^GMT([+\-\u2212])(\d{1,2})(?::?(\d{2}))?$/.exec(name);
  const offset = match ? `${match[1] === '+' ? '+' : '-'}${match[2]!.padStart(2, '0')}:${match[3] ?? '00'}` : '+00:00';
  return `${year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

/** Whole minutes as a list a spreadsheet splits on "; " ("15; 30; 60"). */
export const csvNumberList = (values: readonly number[]): string => values.join('; ');

let zone: string | null = null;
/** The admin's zone (the browser's), read once: an export of 100,000 rows must not ask Intl per row. */
export const adminZone = () => (zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
