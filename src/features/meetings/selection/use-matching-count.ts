import { useQuery } from '@tanstack/react-query';
import { listVersion, useConnection } from '@/api/connection';
import { meetingsPageQuery } from '@/api/meetings/queries';
import { checkPagination } from '@/api/paginate';
import { meetingsListParams, type MeetingsSearch } from '../meetings-search';
import { matchesFilter } from '@/domain/links/link-filter';

/**
 * How many links match, as the page on screen already said (checked, docs/product.md decision 11), or null when it
 * did not say believably, or sent a row the filter excludes (its count then is not the filtered
 * one). It only watches the table's own query: never a request of its own.
 */
export function useMatchingCount(search: MeetingsSearch): number | null {
  const connection = useConnection();
  const params = meetingsListParams(search);
  const { data } = useQuery({ ...meetingsPageQuery(connection, listVersion(connection), params), enabled: false });
  if (!data || data.meetings.some((m) => !matchesFilter(m, { hosts: search.hosts, q: search.q }))) return null;
  return checkPagination(data.pagination, {
    page_number: search.page,
    page_size: search.size,
    rows: data.meetings.length,
  }).totalRecords;
}
