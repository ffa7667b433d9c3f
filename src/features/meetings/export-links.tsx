import { Button, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { listVersion, useConnection } from '@/api/connection';
import { readFailureWords } from '@/api/errors';
import { allMeetingsQuery } from '@/api/meetings/queries';
import type { Meeting } from '@/api/meetings/schemas';
import { toCsv } from '@/lib/csv';
import { countOf } from '@/lib/format';
import { checkAgainstFilter } from './filter-check';
import { MEETING_CSV_COLUMNS } from './meeting-csv';
import { compareMeetings } from './meeting-sort';
import type { MeetingsSearch } from './meetings-search';

/** Hands a CSV to the browser as a download named after today. */
export function downloadLinksCsv(rows: readonly Meeting[]) {
  const blob = new Blob([toCsv(rows, MEETING_CSV_COLUMNS)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `scheduling-links-${new Date().toISOString().slice(0, 10)}.csv`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Export from the paged view: every link of the current filter, not the page on screen. It reads the
 * list the way the All view does (same query, same cache, same paging limits) and keeps only the links
 * that really match the filter, in the view's sort order.
 */
export function ExportLinksButton({ search }: { search: MeetingsSearch }) {
  const connection = useConnection();
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; count: number } | { kind: 'failed'; words: string }>({ kind: 'idle' });

  const run = async () => {
    if (state.kind === 'busy') return;
    setState({ kind: 'busy' });
    try {
      const data = await queryClient.fetchQuery(allMeetingsQuery(connection, listVersion(connection), { host_email: search.hosts, search: search.q }));
      const rows = [...checkAgainstFilter(data.meetings, { hosts: search.hosts, q: search.q }).rows].sort(compareMeetings(search.sort, search.dir));
      downloadLinksCsv(rows);
      setState({ kind: 'done', count: rows.length });
    } catch (error) {
      const words = readFailureWords(error);
      setState({ kind: 'failed', words: `${words.title}. Nothing was exported.` });
    }
  };

  return (
    <div>
      <Button variant="default" onClick={() => void run()} loading={state.kind === 'busy'} aria-describedby="export-links-status">
        Export every matching link as CSV
      </Button>
      <Text size="sm" id="export-links-status" role="status" mt={4}>
        {state.kind === 'busy' ? 'Reading every matching link…' : state.kind === 'done' ? `Exported ${countOf(state.count, 'link', 'links')}.` : state.kind === 'failed' ? state.words : ''}
      </Text>
    </div>
  );
}
