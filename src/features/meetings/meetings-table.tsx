import { Button, Group, Text } from '@mantine/core';
import { meetingsVersion, useConnection } from '@/api/connection';
import { meetingsPageQuery } from '@/api/meetings/queries';
import { DataTable } from '@/components/data-table/data-table';
import { usePageQuery } from '@/components/data-table/paged-list';
import { EmptyState, ErrorState } from '@/components/data-table/states';
import { TablePagination } from '@/components/data-table/table-pagination';
import type { PageSize } from '@/lib/search-params';
import { meetingColumns } from './meeting-cells';
import { pageParams, type MeetingsSearch } from './meetings-search';

interface Props {
  search: MeetingsSearch;
  onPage: (page: number) => void;
  onPageSize: (size: PageSize) => void;
  onClearFilters: () => void;
}

export function MeetingsTable({ search, onPage, onPageSize, onClearFilters }: Props) {
  const connection = useConnection();
  const version = meetingsVersion(connection);
  const params = pageParams(search);
  const { query, totalPages } = usePageQuery((page) => meetingsPageQuery(connection, version, { ...params, page_number: page }), search.page);
  const columns = meetingColumns(version === 'v2');

  if (query.isError && !query.data) {
    return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const rows = query.data?.meetings;
  if (rows && rows.length === 0 && !query.isPlaceholderData) {
    const filtered = search.hosts.length > 0 || search.q !== '';
    return (
      <EmptyState
        title={filtered ? 'No scheduling links match these filters' : search.page > 1 ? 'This page is empty' : 'This workspace has no scheduling links'}
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
  return (
    <>
      {query.isError && <ErrorState message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />}
      <DataTable
        label="Scheduling links table"
        caption={`Scheduling links, page ${search.page} of ${totalPages}`}
        columns={columns}
        rows={rows}
        rowKey={(m) => m.id}
        busy={query.isFetching}
        minWidth={960}
        skeletonRows={Math.min(search.size, 10)}
      />
      <Group justify="space-between">
        {loadingNext ? (
          <Text size="sm" role="status">
            Loading page {search.page}…
          </Text>
        ) : (
          <span />
        )}
      </Group>
      <TablePagination
        page={search.page}
        pageSize={search.size}
        total={query.data?.pagination.total_records ?? undefined}
        totalPages={totalPages}
        onPage={onPage}
        onPageSize={onPageSize}
        noun="links"
      />
    </>
  );
}
