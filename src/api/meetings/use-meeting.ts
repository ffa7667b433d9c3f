import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { listVersion, useConnection } from '../connection';
import { progressKey, progressStore } from '../progress';
import { allMeetingsQuery, meetingKeys } from './queries';
import type { Meeting, MeetingList } from './schemas';

/**
 * One link, from the list data (the spec has no call that reads a single link): from any list
 * already in the cache, else from the whole list, fetched once and shared with the All view.
 */
export function useMeeting(sid: string) {
  const connection = useConnection();
  const queryClient = useQueryClient();

  let cached: Meeting | undefined;
  for (const [, data] of queryClient.getQueriesData<MeetingList>({ queryKey: meetingKeys.all(connection.workspaceId) })) {
    cached = data?.meetings.find((m) => m.sid === sid);
    if (cached) break;
  }
  const options = allMeetingsQuery(connection, listVersion(connection), { host_email: [], search: '' });
  const all = useQuery({ ...options, enabled: !cached });
  const key = progressKey(options.queryKey);
  const progress = useSyncExternalStore(progressStore.subscribe, () => progressStore.get(key));
  return {
    meeting: cached ?? all.data?.meetings.find((m) => m.sid === sid),
    loading: !cached && all.isPending,
    error: cached ? null : all.error,
    failedAt: all.errorUpdatedAt,
    retry: () => void all.refetch(),
    progress,
  };
}
