import { Button, Group, Progress, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useSyncExternalStore } from 'react';
import { meetingsVersion, useConnection } from '@/api/connection';
import { allMeetingsQuery } from '@/api/meetings/queries';
import type { Meeting } from '@/api/meetings/schemas';
import { progressKey, progressStore } from '@/api/progress';
import { EmptyState, ErrorState } from '@/components/data-table/states';
import { toCsv } from '@/lib/csv';
import { meetingColumns } from './meeting-cells';
import { compareMeetings, MEETING_CSV_COLUMNS } from './meeting-sort';
import type { MeetingsSearch, SortKey } from './meetings-search';
import classes from './meetings-all-view.module.css';

interface Props {
  search: MeetingsSearch;
  onSort: (sort: SortKey, dir: 'asc' | 'desc') => void;
  onClearFilters: () => void;
}

const ROW_HEIGHT = 56;

export function MeetingsAllView({ search, onSort, onClearFilters }: Props) {
  const connection = useConnection();
  const version = meetingsVersion(connection);
  const options = allMeetingsQuery(connection, version, { host_email: search.hosts, search: search.q });
  const query = useQuery(options);
  const key = progressKey(options.queryKey);
  const progress = useSyncExternalStore(progressStore.subscribe, () => progressStore.get(key));
  const columns = meetingColumns(version === 'v2');
  const sorted = useMemo(() => {
    const rows = [...(query.data?.meetings ?? [])];
    rows.sort(compareMeetings(search.sort, search.dir));
    return rows;
  }, [query.data, search.sort, search.dir]);
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- this build has no React Compiler to memoize it wrongly
  const virtualizer = useVirtualizer({
    count: sorted.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });

  if (query.isError) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (query.isPending) {
    const pct = progress && progress.total ? Math.round((progress.loaded / progress.total) * 100) : 0;
    return (
      <div role="status">
        <Text size="sm" mb={6}>
          {progress ? `Loaded ${progress.loaded.toLocaleString('en-US')} of ${progress.total.toLocaleString('en-US')} links…` : 'Loading every link…'}
        </Text>
        <Progress value={pct} aria-label="Links loaded" animated />
      </div>
    );
  }
  if (sorted.length === 0) {
    return (
      <EmptyState
        title="No scheduling links match these filters"
        action={
          <Button variant="default" onClick={onClearFilters}>
            Clear filters
          </Button>
        }
      />
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
  const template = `minmax(16rem, 3fr) minmax(7rem, 1fr) minmax(7rem, 1fr) minmax(10rem, 2fr) minmax(8rem, 1fr) minmax(8rem, 1fr)${version === 'v2' ? ' minmax(8rem, 1fr)' : ''} minmax(7rem, 1fr)`;

  return (
    <>
      <Group justify="space-between">
        <Text size="sm" aria-live="polite">
          {sorted.length.toLocaleString('en-US')} links
        </Text>
        <Button variant="default" onClick={exportCsv}>
          Export {sorted.length.toLocaleString('en-US')} links as CSV
        </Button>
      </Group>
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
