import { Badge, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useConnection } from '@/api/connection';
import { packagesPageQuery } from '@/api/packages/queries';
import type { Package } from '@/api/packages/schemas';
import { DataTable } from '@/components/data-table/data-table';
import { EmptyState, ErrorState } from '@/components/data-table/states';
import { TablePagination } from '@/components/data-table/table-pagination';
import { useUrlState } from '@/components/data-table/use-url-state';
import { formatFee, formatSeconds } from '@/lib/format';
import { PAGE_SIZES, readInt, readOneOf, writeSearch, type PageSize } from '@/lib/search-params';

interface PackagesSearch {
  page: number;
  size: PageSize;
}
const parse = (p: URLSearchParams): PackagesSearch => ({ page: readInt(p, 'page', 1), size: readOneOf(p, 'size', PAGE_SIZES, 30) });
const serialize = (s: PackagesSearch) => writeSearch({ size: s.size, page: s.page }, { page: 1, size: 30 });

const COLUMNS = [
  {
    key: 'name',
    header: 'Name',
    cell: (p: Package) => (
      <div>
        <Text fw={600} size="sm" className="break-anywhere">
          {p.name || '—'}
        </Text>
        {p.slug && (
          <Text size="xs" c="dimmed" className="break-anywhere">
            /{p.slug}
          </Text>
        )}
      </div>
    ),
    style: { minWidth: 240, maxWidth: 380 },
  },
  {
    key: 'status',
    header: 'Status',
    cell: (p: Package) => (
      <Badge variant="light" color={p.status === 'enabled' ? 'teal' : 'gray'} styles={{ label: { color: 'var(--mantine-color-text)', overflow: 'visible' } }}>
        {p.status === 'enabled' ? 'Enabled' : p.status === 'disabled' ? 'Disabled' : 'Unknown'}
      </Badge>
    ),
  },
  { key: 'duration', header: 'Duration', cell: (p: Package) => (p.duration == null ? '—' : formatSeconds(p.duration)), style: { whiteSpace: 'nowrap' } },
  { key: 'fee', header: 'Fee', cell: (p: Package) => (p.fee ? (formatFee(p.fee) ?? '—') : 'Free'), style: { whiteSpace: 'nowrap' } },
] as const;

export function PackagesPage() {
  const connection = useConnection();
  const queryClient = useQueryClient();
  const [search, setSearch] = useUrlState(parse, serialize);
  const params = { page_number: search.page, page_size: search.size };
  const query = useQuery({ ...packagesPageQuery(connection, params), placeholderData: keepPreviousData });
  const totalPages = query.data?.pagination.total_pages ?? 1;
  const hasNext = query.isSuccess && !query.isPlaceholderData && search.page < totalPages;
  useEffect(() => {
    if (hasNext) void queryClient.prefetchQuery(packagesPageQuery(connection, { page_number: search.page + 1, page_size: search.size }));
  }, [hasNext, queryClient, connection, search.page, search.size]);

  return (
    <Stack gap="md">
      <title>Packages · Slotboard</title>
      <div>
        <Title order={1}>Packages</Title>
        <Text c="dimmed">Bundles of sessions with their duration and fee.</Text>
      </div>
      {query.isError && !query.data ? (
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data && query.data.packages.length === 0 && !query.isPlaceholderData ? (
        <EmptyState title={search.page > 1 ? 'This page is empty' : 'This workspace has no packages'} />
      ) : (
        <>
          <DataTable
            label="Packages table"
            caption={`Packages, page ${search.page} of ${totalPages}`}
            columns={COLUMNS}
            rows={query.data?.packages}
            rowKey={(p) => p.id}
            busy={query.isFetching}
            minWidth={640}
          />
          <TablePagination
            page={search.page}
            pageSize={search.size}
            total={query.data?.pagination.total_records ?? undefined}
            totalPages={totalPages}
            onPage={(page) => setSearch({ ...search, page })}
            onPageSize={(size) => setSearch({ page: 1, size })}
            noun="packages"
          />
        </>
      )}
    </Stack>
  );
}
