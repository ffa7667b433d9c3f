import { infiniteQueryOptions } from '@tanstack/react-query';
import { readRecordPage, type RecordFilter, type RecordRead } from './requests';

// Activity's pages of the server's record: one cache entry per filter, each page asked by the
// cursor the one before gave. Not per workspace: the record is the server's, every workspace in it.

export const recordKeys = {
  all: ['slotboard', 'record'] as const,
  activity: (filter: RecordFilter) => [...recordKeys.all, 'activity', filter] as const,
};

export const recordActivityQuery = (doFetch: typeof fetch, origin: string, filter: RecordFilter) =>
  infiniteQueryOptions({
    queryKey: recordKeys.activity(filter),
    queryFn: ({ pageParam, signal }) => readRecordPage(doFetch, origin, filter, { cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: RecordRead) => (last === 'none' ? undefined : (last.next ?? undefined)),
    // Colleagues change things while the page is open: read again when Activity is opened again.
    staleTime: 0,
  });
