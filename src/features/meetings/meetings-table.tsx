import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { listVersion, useConnection } from '@/api/connection';
import { meetingsPageQuery } from '@/api/meetings/queries';
import { DataTable } from '@/components/data-table/data-table';
import { QueryState } from '@/components/query-state/query-state';
import { EmptyState } from '@/components/data-table/states';
import { TablePagination } from '@/components/data-table/table-pagination';
import { usePageQuery } from '@/components/data-table/use-paged-list';
import type { PageSize } from '@/lib/search-params';
import { selectionColumn } from './selection/selection-column';
import { checkAgainstFilter, IgnoredFilterNotice } from './filter-check';
import { lazyView } from '@/components/lazy-view/lazy-view';

// Only for a workspace whose answers list no hosts, with a host filter on: not first-screen code.
const HostFilterCheck = lazyView(
  () => import('./host-filter-check'),
  (m) => m.HostFilterCheck,
  { fallback: null, failed: null },
);
import { shownColumns, useHiddenColumns } from './columns';
import { ColumnsChooser } from './columns-chooser';
import type { LinkSelection } from './selection/use-link-selection';
import { meetingColumns } from './meeting-cells';
import { meetingsListParams, type MeetingsSearch } from './meetings-search';

interface Props {
  search: MeetingsSearch;
  onPage: (page: number) => void;
  onPageSize: (size: PageSize) => void;
  onClearFilters: () => void;
  /** Tick boxes per row and for the page, for a change applied to many links. */
  selection?: LinkSelection;
}

const LINK_NOUN = { one: 'link', many: 'links' };

export function MeetingsTable({ search, onPage, onPageSize, onClearFilters, selection }: Props) {
  const connection = useConnection();
  const version = listVersion(connection);
  const params = meetingsListParams(search);
  const { query, queryKey, totalPages, totalRecords } = usePageQuery(
    (page) => meetingsPageQuery(connection, version, { ...params, page_number: page }),
    search.page,
    search.size,
    (d) => d.meetings.length,
  );
  const baseColumns = shownColumns(meetingColumns(version === 'v2'), useHiddenColumns());
  const state = <QueryState read={query} queryKey={queryKey} what="the scheduling links" waiting={null} />;

  const unlisted = search.hosts.length > 0 && (query.data?.meetings.some((m) => m.hostsUnlisted) ?? false);
  const [ignored, setIgnored] = useState(false);
  if (query.isError && !query.data) return state;
  const check = query.data
    ? checkAgainstFilter(query.data.meetings, {
        hosts: search.hosts,
        q: search.q,
        hostFilterIgnored: unlisted && ignored,
      })
    : undefined;
  const rows = check?.rows;
  if (rows && rows.length === 0 && !query.isPlaceholderData && !check?.leftOut) {
    const filtered = search.hosts.length > 0 || search.q !== '';
    return (
      <EmptyState
        title={
          filtered
            ? 'No scheduling links match these filters'
            : search.page > 1
              ? 'This page is empty'
              : 'This workspace has no scheduling links'
        }
        action={
          filtered ? (
            <Button variant="default" onClick={onClearFilters}>
              Clear filters
            </Button>
          ) : search.page > 1 ? (
            <Button variant="default" onClick={() => onPage(1)}>
              Go to the first page
            </Button>
          ) : undefined
        }
      />
    );
  }
  const loadingNext = query.isFetching && query.isPlaceholderData;
  const columns = selection ? [selectionColumn(selection, rows ?? []), ...baseColumns] : baseColumns;
  return (
    <>
      {state}
      {check && <IgnoredFilterNotice check={check} />}
      {check && unlisted && <HostFilterCheck unchecked={check.unchecked} onIgnored={setIgnored} />}
      <ColumnsChooser withBuffers={version === 'v2'} />
      <DataTable
        label="Scheduling links table"
        caption={`Scheduling links, page ${search.page} of ${totalPages}`}
        columns={columns}
        rows={rows}
        rowKey={(m) => m.id}
        busy={query.isFetching}
        // About 120 px a column: fewer columns chosen, less sideways scrolling on a narrow screen.
        minWidth={Math.max(480, columns.length * 120)}
        skeletonRows={Math.min(search.size, 10)}
      />
      {loadingNext && (
        <Text size="sm" role="status">
          Loading page {search.page}…
        </Text>
      )}
      <TablePagination
        page={search.page}
        pageSize={search.size}
        rows={rows && !query.isPlaceholderData ? rows.length : undefined}
        total={totalRecords}
        totalPages={totalPages}
        onPage={onPage}
        onPageSize={onPageSize}
        noun={LINK_NOUN}
      />
    </>
  );
}
