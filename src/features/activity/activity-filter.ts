import { RESOURCE_KINDS, RESOURCE_WORDS, RESULTS, RESULT_WORDS, type ActivityEntry } from '@/lib/activity/log';
import type { CsvColumn } from '@/lib/csv';
import { adminZone, csvDateTime, csvZoneHeader } from '@/lib/csv-values';

// The Activity screen's filter, kept in the URL (Back undoes a change, a link shares the view), and
// the CSV columns: the export holds exactly the rows the table shows.

export interface ActivityFilter {
  workspace: string;
  kind: string;
  result: string;
  q: string;
}

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | '' =>
  allowed.includes(value as T) ? (value as T) : '';

export function parseActivityFilter(params: URLSearchParams): ActivityFilter {
  return {
    workspace: params.get('workspace') ?? '',
    kind: oneOf(params.get('kind'), RESOURCE_KINDS),
    result: oneOf(params.get('result'), RESULTS),
    q: params.get('q') ?? '',
  };
}

export function serializeActivityFilter(filter: ActivityFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const resultWords = (e: ActivityEntry) => RESULT_WORDS[e.result];

export function filterActivity(entries: readonly ActivityEntry[], filter: ActivityFilter): ActivityEntry[] {
  const words = filter.q.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return entries.filter((e) => {
    if (filter.workspace && e.workspaceId !== filter.workspace) return false;
    if (filter.kind && e.resourceKind !== filter.kind) return false;
    if (filter.result && e.result !== filter.result) return false;
    if (!words.length) return true;
    const text = [e.what, e.change, e.detail, e.workspaceLabel, RESOURCE_WORDS[e.resourceKind], RESULT_WORDS[e.result]]
      .join(' ')
      .toLocaleLowerCase();
    return words.every((w) => text.includes(w));
  });
}

/** Activity's columns, times in `zone` (the admin's). */
export const activityCsvColumns = (zone = adminZone()): CsvColumn<ActivityEntry>[] => [
  { header: csvZoneHeader('When', zone), kind: 'value', value: (e) => csvDateTime(e.at, zone, { seconds: true }) },
  { header: 'Workspace', value: (e) => e.workspaceLabel },
  { header: 'Kind', value: (e) => RESOURCE_WORDS[e.resourceKind] },
  { header: 'What', value: (e) => e.what },
  { header: 'Change', value: (e) => e.change },
  { header: 'Result', value: resultWords },
  { header: 'Details', value: (e) => e.detail },
  { header: 'Sent', value: (e) => (e.after === undefined ? '' : JSON.stringify(e.after)) },
  { header: 'Before', value: (e) => (e.before === undefined ? '' : JSON.stringify(e.before)) },
];
