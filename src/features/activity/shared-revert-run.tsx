import { Button, Modal, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useConnection } from '@/api/connection';
import { recordKeys } from '@/api/record/queries';
import { readRecordPage } from '@/api/record/requests';
import type { RecordItem } from '@/api/record/schemas';
import { QueryState } from '@/components/query-state/query-state';
import { formatDateTime } from '@/lib/format-details';
import { RevertRunBody } from './revert-run';
import { sharedEntry } from './shared-entry';

// "Revert run" of a run the server's record keeps, made from any browser: every row of it read from
// the record (not only those on the page), then the same revert as for a run of this browser's,
// each row taken in the record before it is written (revert-run-actions.ts).

const PAGE = 200;

/** Every row the record keeps of the run, newest first. */
async function readRun(doFetch: typeof fetch, origin: string, runId: string, signal: AbortSignal) {
  const items: RecordItem[] = [];
  let cursor: string | undefined;
  do {
    const page = await readRecordPage(doFetch, origin, { run: runId }, { cursor, limit: PAGE, signal });
    if (page === 'none') break;
    items.push(...page.items);
    cursor = page.next ?? undefined;
  } while (cursor);
  return items;
}

function SharedRunBody({ runId, title, onClose }: { runId: string; title: string; onClose: () => void }) {
  const { fetch: doFetch, origin, active } = useConnection();
  const queryKey = [...recordKeys.all, 'run', runId];
  const rows = useQuery({
    queryKey,
    queryFn: ({ signal }) => readRun(doFetch, origin, runId, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  if (rows.data === undefined) return <QueryState read={rows} queryKey={queryKey} what="the run’s rows" />;
  const entries = rows.data.flatMap((item) => sharedEntry(item, active) ?? []);
  const elsewhere = entries.find((e) => e.workspaceId !== active.id);
  if (elsewhere) return <Text>Open {elsewhere.workspaceLabel} in Settings to revert this run.</Text>;
  if (entries.length === 0) return <Text>None of this run’s rows can be put back from here.</Text>;
  return <RevertRunBody runId={runId} title={title} entries={entries} onClose={onClose} />;
}

/** "Revert run" for a run in every admin's changes. */
export function SharedRevertRun({ runId, who, at }: { runId: string; who: string; at: string }) {
  const [opened, setOpened] = useState(false);
  const title = `Run by ${who}, ${formatDateTime(at)}`;
  return (
    <>
      <Button
        size="compact-xs"
        variant="default"
        display="block"
        mt={4}
        onClick={() => setOpened(true)}
        aria-label={`Revert run: ${title}`}
      >
        Revert run
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={`Revert “${title}”?`}
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {opened && <SharedRunBody runId={runId} title={title} onClose={() => setOpened(false)} />}
      </Modal>
    </>
  );
}
