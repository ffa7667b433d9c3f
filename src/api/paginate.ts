import type { Pagination } from './schema-helpers';

export interface ListParams {
  page_number?: number;
  page_size?: number;
  host_email?: string[];
  search?: string;
}

export interface Progress {
  loaded: number;
  total: number;
}

export interface Page<T> {
  items: T[];
  pagination: Pagination;
}

export const MAX_PAGE_SIZE = 100;

/** page_number and page_size as sent: a page size above 100 is never sent (PRODUCT.md decision 1). */
export const pageParams = (p: { page_number?: number; page_size?: number }) => ({
  page_number: p.page_number,
  page_size: p.page_size === undefined ? undefined : Math.min(p.page_size, MAX_PAGE_SIZE),
});
const CONCURRENCY = 4;

/**
 * Every record of a list (PRODUCT.md decision 1). The first call leaves page_number out: under one
 * reading of spec §4.9 that returns everything; under the other it returns page 1 of several, and
 * the remaining pages are fetched, at most four at once, merged and freed of duplicate ids.
 */
export async function collectAll<T extends { id: string }>(
  fetchPage: (page: { page_number?: number; page_size: number }) => Promise<Page<T>>,
  pageSize: number | undefined,
  onProgress?: (progress: Progress) => void,
): Promise<Page<T>> {
  const size = Math.min(Math.max(1, pageSize ?? MAX_PAGE_SIZE), MAX_PAGE_SIZE);
  const first = await fetchPage({ page_size: size });
  const total = first.pagination.total_records ?? first.items.length;
  const seen = new Map<string, T>();
  const add = (items: T[]) => {
    for (const item of items) if (!seen.has(item.id)) seen.set(item.id, item);
  };
  add(first.items);
  onProgress?.({ loaded: seen.size, total });
  if (first.items.length >= total || first.items.length === 0) {
    return { items: [...seen.values()], pagination: { ...first.pagination, total_records: seen.size } };
  }
  const perPage = first.pagination.page_size || first.items.length;
  const pages = first.pagination.total_pages ?? Math.ceil(total / perPage);
  const results = new Array<T[]>(pages + 1);
  let next = 2;
  let loaded = first.items.length;
  const worker = async () => {
    while (next <= pages) {
      const page = next++;
      const { items } = await fetchPage({ page_number: page, page_size: perPage });
      results[page] = items;
      loaded += items.length;
      onProgress?.({ loaded: Math.min(loaded, total), total });
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, pages - 1) }, worker));
  for (let page = 2; page <= pages; page++) add(results[page] ?? []);
  onProgress?.({ loaded: seen.size, total: Math.max(total, seen.size) });
  return {
    items: [...seen.values()],
    pagination: { total_records: seen.size, total_pages: 1, current_page_number: 1, page_size: seen.size },
  };
}
