import { Button, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { listVersion, useConnection } from '@/api/connection';
import { readFailureWords } from '@/api/errors';
import { countOf } from '@/lib/format';
import type { MeetingsSearch } from './meetings-search';

/**
 * Export from the paged view: every link of the current filter, not the page on screen. It reads the
 * list the way the All view does (same query, same cache, same paging limits) and keeps only the links
 * that really match the filter, in the view's sort order.
 */
export function ExportLinksButton({ search }: { search: MeetingsSearch }) {
  const connection = useConnection();
  const queryClient = useQueryClient();
  const [state, setState] = useState<
    { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; count: number } | { kind: 'failed'; words: string }
  >({ kind: 'idle' });

  const run = async () => {
    if (state.kind === 'busy') return;
    setState({ kind: 'busy' });
    try {
      // Loaded on the click: none of this is needed for the first screen.
      const [{ everyLinkQuery }, file] = await Promise.all([import('./every-link'), import('./links-csv-file')]);
      const data = await queryClient.fetchQuery(
        everyLinkQuery(connection, listVersion(connection), { host_email: search.hosts, search: search.q }),
      );
      const rows = await file.matchingInOrder(data.meetings, search);
      await file.downloadLinksCsv(rows);
      setState({ kind: 'done', count: rows.length });
    } catch (error) {
      const words = readFailureWords(error);
      setState({ kind: 'failed', words: `${words.title}. Nothing was exported.` });
    }
  };

  return (
    <div>
      <Button
        variant="default"
        onClick={() => void run()}
        loading={state.kind === 'busy'}
        aria-describedby="export-links-status"
      >
        Export every matching link as CSV
      </Button>
      <Text size="sm" id="export-links-status" role="status" mt={4}>
        {state.kind === 'busy'
          ? 'Reading every matching link…'
          : state.kind === 'done'
            ? `Exported ${countOf(state.count, 'link', 'links')}.`
            : state.kind === 'failed'
              ? state.words
              : ''}
      </Text>
    </div>
  );
}
