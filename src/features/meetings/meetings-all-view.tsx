import { Alert, Button, Group, Progress, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useSyncExternalStore } from 'react';
import { listVersion, useConnection } from '@/api/connection';
import { allMeetingsQuery, meetingsPageQuery } from '@/api/meetings/queries';
import type { Meeting } from '@/api/meetings/schemas';
import { progressKey, progressStore } from '@/api/progress';
import type { Progress as Loaded } from '@/api/paginate';
import { QueryErrorState, SlowNotice } from '@/components/data-table/query-states';
import { EmptyState } from '@/components/data-table/states';
import { MAX_PAGES_PER_ALL, MAX_PAGE_SIZE, saneCount } from '@/api/paginate';
import { toCsv } from '@/lib/csv';
import { countOf } from '@/lib/format';
import { meetingColumns, meetingGridTemplate } from './meeting-cells';
import { shownColumns, useHiddenColumns } from './columns';
import { ColumnsChooser } from './columns-chooser';
import { allViewFirstPage } from './prefetch';
import { MEETING_CSV_COLUMNS } from './meeting-csv';
import { compareMeetings } from './meeting-sort';
import type { MeetingsSearch, SortKey } from './meetings-search';
import { checkAgainstFilter, IgnoredFilterNotice } from './filter-check';
import classes from './meetings-all-view.module.css';

interface Props {
  search: MeetingsSearch;
  onSort: (sort: SortKey, dir: 'asc' | 'desc') => void;
  onClearFilters: () => void;
}

const ROW_HEIGHT = 56;


/** What has arrived and how much is still coming, while every link loads. */
function LoadingStatus({ progress, shown, claimed }: { progress: Loaded | null | undefined; shown: number | null; claimed: number | null }) {
  const total = progress?.total ?? claimed;
  const loaded = progress?.loaded ?? 0;
  const pct = total ? Math.min(100, Math.round((loaded / total) * 100)) : 0;
  const counted = total === null ? `Loaded ${countOf(loaded, 'link', 'links')}…` : `Loaded ${loaded.toLocaleString('en-US')} of ${countOf(total, 'link', 'links')}…`;
  return (
    <div role="status">
      <Text size="sm" mb={6}>
        {shown === null
          ? progress ? counted : 'Loading every link…'
          : `Showing the first ${countOf(shown, 'link', 'links')} while the rest load. ${progress ? counted : total === null ? '' : `${countOf(total, 'link', 'links')} in all.`}`}
      </Text>
      <Progress value={pct} aria-label="Links loaded" animated />
    </div>
  );
}

export function MeetingsAllView({ search, onSort, onClearFilters }: Props) {
  const connection = useConnection();
  const version = listVersion(connection);
  const options = allMeetingsQuery(connection, version, { host_email: search.hosts, search: search.q });
  const query = useQuery(options);
  // Decision 0020: page 1 is asked for beside the whole list, so rows show while the rest comes.
  const preview = useQuery({ ...meetingsPageQuery(connection, version, allViewFirstPage(search)), enabled: query.isPending });
  const key = progressKey(options.queryKey);
  const progress = useSyncExternalStore(progressStore.subscribe, () => progressStore.get(key));
  const columns = shownColumns(meetingColumns(version === 'v2'), useHiddenColumns());
  const arrived = query.data?.meetings ?? preview.data?.meetings;
  const check = useMemo(() => checkAgainstFilter(arrived ?? [], { hosts: search.hosts, q: search.q }), [arrived, search.hosts, search.q]);
  const sorted = useMemo(() => [...check.rows].sort(compareMeetings(search.sort, search.dir)), [check, search.sort, search.dir]);
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- this build has no React Compiler to memoize it wrongly
  const virtualizer = useVirtualizer({
    count: sorted.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });

  const retry = () => void query.refetch();
  if (query.isError) return <QueryErrorState error={query.error} failedAt={query.errorUpdatedAt} onRetry={retry} retrying={query.isFetching} />;
  const loading = query.isPending ? (
    <>
      <SlowNotice fetching={query.isFetching} hasData={false} queryKey={options.queryKey} onRetry={retry} what="every scheduling link" />
      <LoadingStatus progress={progress} shown={arrived ? sorted.length : null} claimed={saneCount(preview.data?.pagination.total_records)} />
    </>
  ) : null;
  if (query.isPending && !arrived?.length) return loading;
  if (sorted.length === 0 && !query.isPending) {
    return (
      <>
      <IgnoredFilterNotice check={check} paged={false} />
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

  const exportCsv = () => {
    const blob = new Blob([toCsv(sorted, MEETING_CSV_COLUMNS)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `scheduling-links-${new Date().toISOString().slice(0, 10)}.csv`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const sortLabel = (key: string) =>
    search.sort === key ? (search.dir === 'asc' ? 'ascending' : 'descending') : undefined;
  const template = meetingGridTemplate(columns);

  return (
    <>
      {loading ?? (
        <Group justify="space-between">
          <Text size="sm" aria-live="polite">
            {countOf(sorted.length, 'link', 'links')}
          </Text>
          <Button variant="default" onClick={exportCsv}>
            Export {countOf(sorted.length, 'link', 'links')} as CSV
          </Button>
        </Group>
      )}
      <IgnoredFilterNotice check={check} paged={false} />
      {query.data?.capped && (
        <Alert color="yellow" variant="light" title="Not every link is shown" role="status">
          Slotboard stopped after {countOf(MAX_PAGES_PER_ALL, 'page', 'pages')} ({(MAX_PAGES_PER_ALL * MAX_PAGE_SIZE).toLocaleString('en-US')} links
          at most) although the workspace said there were more. Narrow the list with a host or a search to see the rest.
        </Alert>
      )}
      <ColumnsChooser withBuffers={version === 'v2'} />
      <div ref={scrollRef} className={classes.scroller} role="table" aria-label="Every scheduling link" aria-rowcount={sorted.length + 1}>
        <div role="rowgroup" className={classes.head}>
          <div role="row" aria-rowindex={1} className={classes.row} style={{ gridTemplateColumns: template }}>
            {columns.map((c) => {
              return (
                <div key={c.key} role="columnheader" aria-sort={sortLabel(c.key)} className={classes.headCell}>
                  <UnstyledButton
                      className={classes.sortButton}
                      onClick={() => onSort(c.key as SortKey, search.sort === c.key && search.dir === 'asc' ? 'desc' : 'asc')}
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
            const m: Meeting = sorted[item.index]!;
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
