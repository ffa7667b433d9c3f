import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { listVersion, useConnection } from '../connection';
import { progressKey, progressStore } from '../progress';
import { isLinkList, meetingKeys, meetingQuery, type MeetingsEntry } from './queries';
import type { Meeting } from './schemas';

/**
 * One link, from the list data (the spec has no call that reads a single link): from any list
 * already in the cache, else from the whole list read as it arrives, up to the link and no further.
 */
export function useMeeting(sid: string) {
  const connection = useConnection();
  const queryClient = useQueryClient();

  let cached: Meeting | undefined;
  // Lists only: the link's own entry is the query below, which an edit's invalidation must refetch.
  for (const [, data] of queryClient.getQueriesData<MeetingsEntry>({
    queryKey: meetingKeys.all(connection.workspaceId),
  })) {
    cached = isLinkList(data) ? data.meetings.find((m) => m.sid === sid) : undefined;
    if (cached) break;
  }
  const options = meetingQuery(connection, listVersion(connection), sid);
  const one = useQuery({ ...options, enabled: !cached });
  const key = progressKey(options.queryKey);
  const progress = useSyncExternalStore(progressStore.subscribe, () => progressStore.get(key));
  return {
    meeting: cached ?? one.data ?? undefined,
    /** The read as the screen's QueryState draws it: a link found in a list is there already. */
    read: {
      data: cached ?? one.data,
      error: cached ? null : one.error,
      errorUpdatedAt: one.errorUpdatedAt,
      isFetching: !cached && one.isFetching,
      refetch: one.refetch,
    },
    queryKey: options.queryKey,
    progress,
  };
}
