import { Alert, Anchor, Button, Group, NativeSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import '@mantine/core/styles/Table.css';
import { useConnection } from '@/api/connection';
import { recordActivityQuery } from '@/api/record/queries';
import { recordCsvUrl, type RecordFilter } from '@/api/record/requests';
import type { RecordItem } from '@/api/record/schemas';
import { RESOURCE_KINDS, RESOURCE_WORDS } from '@/lib/activity/log';
import { entriesNotKept, subscribeNotKept } from '@/lib/activity/share-entry';
import { formatDateTime } from '@/lib/format-details';
import { RevertAvailability } from './revert-availability';
import { RevertLink } from './revert-link';
import { sharedEntry } from './shared-entry';
import { SharedRevertRun } from './shared-revert-run';

// Every admin's changes, as the Slotboard server's shared record keeps them (decision 0032): shown
// only when the server has one; without it the screen is this browser's log alone, and says so.

const kindWords = (kind: string) => RESOURCE_WORDS[kind as keyof typeof RESOURCE_WORDS] ?? kind;

function outcome(item: RecordItem): string {
  if (item.status === null) return `No answer (${item.failure ?? 'unknown'})`;
  return item.status >= 200 && item.status < 300 ? 'Saved' : `Refused (${item.status})`;
}

function ItemRow({
  item,
  active,
  firstOfRun,
}: {
  item: RecordItem;
  active: { id: string; address: string };
  /** The newest row of its run on the page: where the run's "Revert run" is. */
  firstOfRun: boolean;
}) {
  const meaning = item.meaning;
  const entry = sharedEntry(item, active);
  return (
    <Table.Tr>
      <Table.Td>
        <time dateTime={item.at}>{formatDateTime(item.at)}</time>
      </Table.Td>
      <Table.Td>{item.who}</Table.Td>
      <Table.Td>{item.workspace.replace(/^https:\/\//, '')}</Table.Td>
      <Table.Th scope="row" fw={500}>
        {meaning ? meaning.what : `${item.method} ${item.path}`}
        {meaning && (
          <Text size="xs" c="dimmed" component="span" display="block">
            {kindWords(meaning.resourceKind)} · {meaning.action === 'create' ? 'created' : 'changed'}
          </Text>
        )}
      </Table.Th>
      <Table.Td>
        {meaning?.change ?? (meaning ? '' : 'Sent without a description (not from Slotboard’s screens)')}
        {/* A run's rows are put back together, through "Revert run". */}
        {entry && !entry.runId && <RevertAvailability entry={entry} />}
        {entry && !entry.runId && <RevertLink entry={entry} />}
        {entry?.runId && firstOfRun && <SharedRevertRun runId={entry.runId} who={item.who} at={item.at} />}
      </Table.Td>
      <Table.Td>{outcome(item)}</Table.Td>
    </Table.Tr>
  );
}

/** The server's record of every admin's changes, paged from the server; nothing when it keeps none. */
export function TeamActivity() {
  const { fetch: doFetch, origin, active } = useConnection();
  const [filter, setFilter] = useState<RecordFilter>({});
  const notKept = useSyncExternalStore(subscribeNotKept, entriesNotKept);
  const query = useInfiniteQuery(recordActivityQuery(doFetch, origin, filter));
  const first = query.data?.pages[0];
  // Nothing until the server has said whether it keeps a record: most servers keep none.
  if (first === 'none' || query.isPending) return null;
  if (query.isError && !query.data)
    return (
      <Alert color="yellow" title="The server’s record of every admin’s changes">
        {query.error.message}
      </Alert>
    );
  const items = (query.data?.pages ?? []).flatMap((p) => (p === 'none' ? [] : p.items));
  const change = (patch: Partial<RecordFilter>) => setFilter({ ...filter, ...patch });
  const runsSeen = new Set<string>();
  const firstOfRuns = new Set<number>();
  items.forEach((item, n) => {
    const runId = item.meaning?.runId;
    if (!runId || runsSeen.has(runId)) return;
    runsSeen.add(runId);
    firstOfRuns.add(n);
  });
  return (
    <Stack gap="sm" component="section" aria-labelledby="team-activity-title">
      <Title order={2} id="team-activity-title">
        Every admin’s changes
      </Title>
      <Text c="dimmed">
        Kept by this Slotboard server: every change made through it, from any browser
        {first ? `, for ${first.retentionDays} days` : ''}.
      </Text>
      {notKept > 0 && (
        <Alert color="yellow" title="Not all of this browser’s changes are described there">
          The server’s record could not be reached when {notKept === 1 ? 'one change' : `${notKept} changes`} made from
          this browser went through: the record shows {notKept === 1 ? 'it' : 'them'} without what{' '}
          {notKept === 1 ? 'it' : 'they'} meant, or not at all. This browser’s log below has every one.
        </Alert>
      )}
      <Group align="flex-end" gap="sm" role="search" aria-label="Filter every admin’s changes">
        <TextInput
          label="Who"
          placeholder="ada@example.org"
          w="14rem"
          value={filter.who ?? ''}
          onChange={(e) => change({ who: e.currentTarget.value.trim() || undefined })}
        />
        <NativeSelect
          label="Kind of change"
          value={filter.what ?? ''}
          onChange={(e) => change({ what: e.currentTarget.value || undefined })}
          data={[
            { value: '', label: 'All kinds' },
            ...RESOURCE_KINDS.map((k) => ({ value: k, label: RESOURCE_WORDS[k] })),
          ]}
        />
        <Anchor href={recordCsvUrl(origin, filter)} download>
          Export these as CSV
        </Anchor>
      </Group>
      {items.length === 0 ? (
        <Text>No changes kept by the server match.</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table aria-label="Changes kept by the server">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Who</Table.Th>
                <Table.Th>Workspace</Table.Th>
                <Table.Th>What</Table.Th>
                <Table.Th>Change</Table.Th>
                <Table.Th>Result</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item, n) => (
                <ItemRow key={item.id} item={item} active={active} firstOfRun={firstOfRuns.has(n)} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {query.hasNextPage && (
        <Button variant="default" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          Show older changes
        </Button>
      )}
    </Stack>
  );
}
