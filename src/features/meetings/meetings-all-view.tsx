import { Alert, Button, Group, Progress, Text, UnstyledButton } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState } from 'react';
import { listVersion, useConnection } from '@/api/connection';
import type { Meeting } from '@/api/meetings/schemas';
import { MAX_ALL_RECORDS } from '@/api/paginate';
import { QueryState } from '@/components/query-state/query-state';
import { EmptyState } from '@/components/data-table/states';
import { countOf, plainNumber } from '@/lib/format';
import { cachedFirstPage, everyLinkQuery } from './every-link';
import { downloadLinksCsv } from './links-csv-file';
import { meetingColumns, meetingGridTemplate } from './meeting-cells';
import { shownColumns, useHiddenColumns } from './columns';
import { ColumnsChooser } from './columns-chooser';
import type { MeetingsSearch, SortKey } from './meetings-search';
import { IgnoredFilterNotice } from './filter-check';
import { HostFilterCheck } from './host-filter-check';
import { useSortedLinks } from './use-sorted-links';
import classes from './meetings-all-view.module.css';

interface Props {
  search: MeetingsSearch;
  onSort: (sort: SortKey, dir: 'asc' | 'desc') => void;
  onClearFilters: () => void;
}

const ROW_HEIGHT = 56;
const NOTHING: readonly (readonly Meeting[])[] = [];

/** What has arrived and how much is still coming, while every link loads. */
function LoadingStatus({
  progress,
  shown,
}: {
  progress: { loaded: number; total: number | null } | null;
  shown: number;
}) {
  const total = progress?.total ?? null;
  const loaded = progress?.loaded ?? 0;
  const pct = total ? Math.min(100, Math.round((loaded / total) * 100)) : 0;
  const counted =
    total === null
      ? `Loaded ${countOf(loaded, 'link', 'links')}…`
      : `Loaded ${plainNumber(loaded)} of ${countOf(total, 'link', 'links')}…`;
  return (
    <div role="status">
      <Text size="sm" mb={6}>
        {shown === 0
          ? progress
            ? counted
            : 'Loading every link…'
          : `Showing ${countOf(shown, 'link', 'links')} while the rest load. ${counted}`}
      </Text>
      <Progress value={pct} aria-label="Links loaded" />
    </div>
  );
}

export function MeetingsAllView({ search, onSort, onClearFilters }: Props) {
  const connection = useConnection();
  const queryClient = useQueryClient();
  const version = listVersion(connection);
  const filters = { host_email: search.hosts, search: search.q };
  const options = everyLinkQuery(connection, version, filters);
  const query = useQuery(options);
  const data = query.data;
  // Decision 0020: rows show as batches land in the entry; a list already whole in the cache (a
  // refetch under way) stays shown until the new one is whole; before the first batch, page 1
  // from the cache (the start's). An entry filled by allMeetingsQuery has no batches: one batch.
  const firstPage = cachedFirstPage(queryClient, connection, version, filters);
  const batches = useMemo(
    () =>
      data?.batches?.length
        ? data.batches
        : data?.meetings.length
          ? [data.meetings]
          : firstPage
            ? [firstPage]
            : NOTHING,
    [data, firstPage],
  );
  const complete = data !== undefined && data.done !== false;
  const unlisted = search.hosts.length > 0 && (batches[0]?.some((m) => m.hostsUnlisted) ?? false);
  const [ignored, setIgnored] = useState(false);
  const filter = useMemo(
    () => ({ hosts: search.hosts, q: search.q, hostFilterIgnored: unlisted && ignored }),
    [search.hosts, search.q, unlisted, ignored],
  );
  const sorted = useSortedLinks(batches, filter, search.sort, search.dir);
  const columns = shownColumns(meetingColumns(version === 'v2'), useHiddenColumns());
  const [exporting, setExporting] = useState(false);
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- this build has no React Compiler to memoize it wrongly
  const virtualizer = useVirtualizer({
    count: sorted.rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });

  // Links shown before the list is whole do not end the wait: a stopped read says so beside them.
  const read = {
    data: complete ? data : undefined,
    error: query.error,
    errorUpdatedAt: query.errorUpdatedAt,
    isFetching: query.isFetching,
    refetch: query.refetch,
  };
  const state = (
    <QueryState
      read={read}
      queryKey={options.queryKey}
      what="every scheduling link"
      waiting={null}
      progress={data?.meetings.length ?? 0}
    />
  );
  if (query.isError) return state;
  const loading = !complete ? (
    <>
      {/* Its wait starts again whenever more links arrive: a long list that keeps coming is not a
          slow workspace, and the line below says how much is still to come. */}
      {state}
      {query.isFetching && (
        <LoadingStatus
          progress={data ? { loaded: data.meetings.length, total: data.total } : null}
          shown={sorted.rows.length}
        />
      )}
    </>
  ) : null;
  if (!complete && sorted.rows.length === 0) return loading;
  if (sorted.rows.length === 0 && complete && !sorted.sorting) {
    return (
      <>
        <IgnoredFilterNotice check={sorted} paged={false} />
        {unlisted && <HostFilterCheck unchecked={sorted.unchecked} onIgnored={setIgnored} />}
        <EmptyState
          title="No scheduling links match these filters"
          action={
            <Button variant="default" onClick={onClearFilters}>
              Clear filters
            </Button>
          }
        />
      </>
    );
  }

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadLinksCsv(sorted.rows.map((r) => r.m));
    } finally {
      setExporting(false);
    }
  };
  const sortLabel = (key: string) =>
    search.sort === key ? (search.dir === 'asc' ? 'ascending' : 'descending') : undefined;
  const template = meetingGridTemplate(columns);

  return (
    <>
      {loading ?? (
        <Group justify="space-between">
          <Text size="sm" aria-live="polite">
            {countOf(sorted.rows.length, 'link', 'links')}
            {sorted.sorting && ' · Sorting…'}
          </Text>
          <Button variant="default" onClick={() => void exportCsv()} loading={exporting}>
            Export {countOf(sorted.rows.length, 'link', 'links')} as CSV
          </Button>
        </Group>
      )}
      <IgnoredFilterNotice check={sorted} paged={false} />
      {unlisted && <HostFilterCheck unchecked={sorted.unchecked} onIgnored={setIgnored} />}
      {query.data?.capped && (
        <Alert color="yellow" variant="light" title="Not every link is shown" role="status">
          Slotboard stopped at {countOf(MAX_ALL_RECORDS, 'link', 'links')}, and the workspace had more to send. Narrow
          the list with a host or a search to see the rest.
        </Alert>
      )}
      {query.data?.short && (
        <Alert color="yellow" variant="light" title="Some links may be missing" role="status">
          The workspace counts {countOf(query.data.short.claimed, 'link', 'links')} here but sent{' '}
          {plainNumber(query.data.meetings.length)}. Reload to ask again.
        </Alert>
      )}
      <ColumnsChooser withBuffers={version === 'v2'} />
      <div
        ref={scrollRef}
        className={classes.scroller}
        role="table"
        aria-label="Every scheduling link"
        aria-rowcount={sorted.rows.length + 1}
      >
        <div role="rowgroup" className={classes.head}>
          <div role="row" aria-rowindex={1} className={classes.row} style={{ gridTemplateColumns: template }}>
            {columns.map((c) => {
              return (
                <div key={c.key} role="columnheader" aria-sort={sortLabel(c.key)} className={classes.headCell}>
                  <UnstyledButton
                    className={classes.sortButton}
                    onClick={() =>
                      onSort(c.key as SortKey, search.sort === c.key && search.dir === 'asc' ? 'desc' : 'asc')
                    }
                  >
                    {c.header}
                    <span aria-hidden="true">{search.sort === c.key ? (search.dir === 'asc' ? ' ▲' : ' ▼') : ''}</span>
                  </UnstyledButton>
                </div>
              );
            })}
          </div>
        </div>
        <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const m: Meeting = sorted.rows[item.index]!.m;
            return (
              <div
                key={m.id}
                role="row"
                aria-rowindex={item.index + 2}
                className={classes.row}
                style={{ gridTemplateColumns: template, transform: `translateY(${item.start}px)`, height: ROW_HEIGHT }}
              >
                {columns.map((c) => (
                  <div key={c.key} role="cell" className={classes.cell}>
                    {c.cell(m)}
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      </div>
    </>
  );
}
