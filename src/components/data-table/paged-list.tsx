import { keepPreviousData, useQuery, useQueryClient, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, type ComponentProps } from 'react';
import { PAGE_SIZES, readInt, readOneOf, writeSearch, type PageSize } from '@/lib/search-params';
import { DataTable } from './data-table';
import { EmptyState, ErrorState } from './states';
import { TablePagination } from './table-pagination';
import { useUrlState } from './use-url-state';

export interface PageSearch {
  page: number;
  size: PageSize;
}
const parse = (p: URLSearchParams): PageSearch => ({ page: readInt(p, 'page', 1), size: readOneOf(p, 'size', PAGE_SIZES, 30) });
const serialize = (s: PageSearch) => writeSearch({ size: s.size, page: s.page }, { page: 1, size: 30 });

interface Paged {
  pagination: { total_pages?: number | null; total_records?: number | null };
}

export interface PagedList<T> {
  search: PageSearch;
  setSearch: (next: PageSearch) => void;
  query: UseQueryResult<T, Error>;
  totalPages: number;
}

/**
 * One page of a list: the previous page stays on screen while it loads, and once it is in, the page
 * after it is fetched ahead.
 */
export function usePageQuery<T extends Paged, K extends QueryKey>(
  pageQuery: (page: number) => UseQueryOptions<T, Error, T, K>,
  page: number,
): { query: UseQueryResult<T, Error>; totalPages: number } {
  const queryClient = useQueryClient();
  const query = useQuery({ ...pageQuery(page), placeholderData: keepPreviousData });
  const totalPages = query.data?.pagination.total_pages ?? 1;
  const hasNext = query.isSuccess && !query.isPlaceholderData && page < totalPages;
  const next = hasNext ? pageQuery(page + 1) : null;
  const nextKey = next ? JSON.stringify(next.queryKey) : null;
  useEffect(() => {
    if (next) void queryClient.prefetchQuery({ queryKey: next.queryKey, queryFn: next.queryFn });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key says everything the query depends on
  }, [nextKey, queryClient]);
  return { query, totalPages };
}

/** A list read page by page, with page and size in the URL. */
export function usePagedList<T extends Paged, K extends QueryKey>(
  pageQuery: (params: { page_number: number; page_size: number }) => UseQueryOptions<T, Error, T, K>,
): PagedList<T> {
  const [search, setSearch] = useUrlState(parse, serialize);
  const { query, totalPages } = usePageQuery((page) => pageQuery({ page_number: page, page_size: search.size }), search.page);
  return { search, setSearch: (next) => setSearch(next), query, totalPages };
}

interface ViewProps<T extends Paged, R> extends Omit<ComponentProps<typeof DataTable<R>>, 'rows' | 'busy' | 'caption'> {
  list: PagedList<T>;
  rows: (data: T) => R[];
  noun: string;
  emptyTitle: string;
}

/** Error with a retry, an empty state, or the table with its pagination. */
export function PagedListView<T extends Paged, R>({
  list,
  rows,
  noun,
  emptyTitle,
  ...table
}: ViewProps<T, R>) {
  const { search, setSearch, query, totalPages } = list;
  if (query.isError && !query.data) {
    return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const shown = query.data ? rows(query.data) : undefined;
  if (shown && shown.length === 0 && !query.isPlaceholderData) {
    return <EmptyState title={search.page > 1 ? 'This page is empty' : emptyTitle} />;
  }
  return (
    <>
      <DataTable {...table} caption={`${table.label.replace(/ table$/, '')}, page ${search.page} of ${totalPages}`} rows={shown} busy={query.isFetching} />
      <TablePagination
        page={search.page}
        pageSize={search.size}
        total={query.data?.pagination.total_records ?? undefined}
        totalPages={totalPages}
        onPage={(page) => setSearch({ ...search, page })}
        onPageSize={(size) => setSearch({ page: 1, size })}
        noun={noun}
      />
    </>
  );
}
