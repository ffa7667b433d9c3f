import type { ComponentProps } from 'react';
import { DataTable } from './data-table';
import { QueryState } from '@/components/query-state/query-state';
import { EmptyState } from './states';
import { TablePagination, type Noun } from './table-pagination';
import type { Paged, PagedList } from './use-paged-list';

interface ViewProps<T extends Paged, R> extends Omit<ComponentProps<typeof DataTable<R>>, 'rows' | 'busy' | 'caption'> {
  list: PagedList<T>;
  rows: (data: T) => R[];
  noun: Noun;
  emptyTitle: string;
}

/** Error with a retry, an empty state, or the table with its pagination; a slow load says so. */
export function PagedListView<T extends Paged, R>({ list, rows, noun, emptyTitle, ...table }: ViewProps<T, R>) {
  const { search, setSearch, query, queryKey, totalPages, totalRecords } = list;
  const state = <QueryState read={query} queryKey={queryKey} what={`the ${noun.many}`} waiting={null} />;
  if (query.isError && !query.data) return state;
  const shown = query.data ? rows(query.data) : undefined;
  if (shown && shown.length === 0 && !query.isPlaceholderData) {
    return <EmptyState title={search.page > 1 ? 'This page is empty' : emptyTitle} />;
  }
  return (
    <>
      {state}
      <DataTable
        {...table}
        caption={`${table.label.replace(/ table$/, '')}, page ${search.page} of ${totalPages}`}
        rows={shown}
        busy={query.isFetching}
      />
      <TablePagination
        page={search.page}
        pageSize={search.size}
        rows={shown && !query.isPlaceholderData ? shown.length : undefined}
        total={totalRecords}
        totalPages={totalPages}
        onPage={(page) => setSearch({ ...search, page })}
        onPageSize={(size) => setSearch({ page: 1, size })}
        noun={noun}
      />
    </>
  );
}
