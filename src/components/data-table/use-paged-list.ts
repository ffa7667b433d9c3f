import {
  keepPreviousData,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { checkPagination } from '@/api/paginate';
import { whenIdle } from '@/lib/idle';
import { PAGE_SIZES, readInt, readOneOf, writeSearch, type PageSize } from '@/lib/search-params';
import { useUrlState } from './use-url-state';

export interface PageSearch {
  page: number;
  size: PageSize;
}
const parse = (p: URLSearchParams): PageSearch => ({
  page: readInt(p, 'page', 1),
  size: readOneOf(p, 'size', PAGE_SIZES, 30),
});
const serialize = (s: PageSearch) => writeSearch({ size: s.size, page: s.page }, { page: 1, size: 30 });

export interface Paged {
  pagination: {
    total_pages?: number | null;
    total_records?: number | null;
    page_size?: number | null;
    current_page_number?: number | null;
  };
}

interface PageQuery<T> {
  query: UseQueryResult<T, Error>;
  queryKey: QueryKey;
  /** Pages known to exist: the checked total, else this page plus one when this page was full. */
  totalPages: number;
  /** The checked number of records, or undefined when the workspace's number cannot be believed. */
  totalRecords: number | undefined;
}

export interface PagedList<T> extends PageQuery<T> {
  search: PageSearch;
  setSearch: (next: PageSearch) => void;
}

/**
 * One page of a list: the previous page stays on screen while it loads, and once it is in, the page
 * after it is fetched ahead, only when the checked totals (or a full page) say there is one.
 */
export function usePageQuery<T extends Paged, K extends QueryKey>(
  pageQuery: (page: number) => UseQueryOptions<T, Error, T, K>,
  page: number,
  pageSize: number,
  rowCount: (data: T) => number,
): PageQuery<T> {
  const queryClient = useQueryClient();
  const options = pageQuery(page);
  const query = useQuery({ ...options, placeholderData: keepPreviousData });
  const rows = query.data && !query.isPlaceholderData ? rowCount(query.data) : 0;
  const checked = query.data
    ? checkPagination(query.data.pagination, { page_number: page, page_size: pageSize, rows })
    : { totalPages: null, totalRecords: null };
  const fullPage = rows >= pageSize;
  const totalPages = checked.totalPages ?? (fullPage ? page + 1 : page);
  const hasNext = query.isSuccess && !query.isPlaceholderData && rows > 0 && page < totalPages;
  const next = hasNext ? pageQuery(page + 1) : null;
  const nextKey = next ? JSON.stringify(next.queryKey) : null;
  useEffect(() => {
    if (!next) return;
    // After the rows are painted and the browser is idle: the next page must not slow this one down.
    return whenIdle(() => void queryClient.prefetchQuery({ queryKey: next.queryKey, queryFn: next.queryFn }), 1000);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key says everything the query depends on
  }, [nextKey, queryClient]);
  return {
    query,
    queryKey: options.queryKey,
    totalPages: Math.max(1, totalPages),
    totalRecords: checked.totalRecords ?? undefined,
  };
}

/** A list read page by page, with page and size in the URL. */
export function usePagedList<T extends Paged, K extends QueryKey>(
  pageQuery: (params: { page_number: number; page_size: number }) => UseQueryOptions<T, Error, T, K>,
  rowCount: (data: T) => number,
): PagedList<T> {
  const [search, setSearch] = useUrlState(parse, serialize);
  const paged = usePageQuery(
    (page) => pageQuery({ page_number: page, page_size: search.size }),
    search.page,
    search.size,
    rowCount,
  );
  return { ...paged, search, setSearch: (next) => setSearch(next) };
}
