import type { Meeting } from '@/api/meetings/schemas';
import { csvParts } from '@/lib/csv';
import { adminZone, datedFileName } from '@/lib/csv-values';
import { forEachSliced, sortSliced, yieldToMain } from '@/lib/sliced';
import { checkAgainstFilter } from './filter-check';
import { meetingCsvColumns } from './meeting-csv';
import { compareKeyed, keyedBy, type Keyed } from './meeting-sort';
import type { MeetingsSearch } from './meetings-search';

// The links' CSV file, loaded only when an export is asked for (it is not part of the first screen),
// built in slices and handed to the browser as a Blob of parts (decision 0020): 100,000 rows are
// neither one long task nor one string of the whole file.

/** Hands the rows to the browser as a CSV download named after the admin's today. */
export async function downloadLinksCsv(rows: readonly Meeting[]) {
  const parts = await csvParts(rows, meetingCsvColumns());
  // A Blob copies its strings at once: 20 parts (10,000 lines) a Blob, one per slice; the file is
  // then a Blob of those Blobs, which the browser joins without copying them again.
  const pieces: Blob[] = [];
  for (let i = 0; i < parts.length; i += 20) {
    pieces.push(new Blob(parts.slice(i, i + 20)));
    await yieldToMain();
  }
  const blob = new Blob(pieces, { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = datedFileName('scheduling-links', Date.now(), adminZone());
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The links that really match the filter, in the view's order, worked out in slices. */
export async function matchingInOrder(
  meetings: readonly Meeting[],
  search: Pick<MeetingsSearch, 'hosts' | 'q' | 'sort' | 'dir'>,
): Promise<Meeting[]> {
  const { rows } = checkAgainstFilter(meetings, { hosts: search.hosts, q: search.q });
  const keyOf = keyedBy(search.sort);
  const keyed = new Array<Keyed>(rows.length);
  await forEachSliced(rows.length, (i) => (keyed[i] = keyOf(rows[i]!)));
  return (await sortSliced(keyed, compareKeyed(search.dir))).map((r) => r.m);
}
