import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { meetingsVersion, useConnection } from '@/api/connection';
import { allMeetingsQuery, meetingKeys } from '@/api/meetings/queries';
import type { Meeting, MeetingList } from '@/api/meetings/schemas';
import type { Progress } from '@/api/paginate';

/**
 * One link, from the list data (the spec has no call that reads a single link): from any list
 * already in the cache, else from the whole list, fetched once and shared with the All view.
 */
export function useMeeting(sid: string) {
  const connection = useConnection();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<Progress | null>(null);
  let cached: Meeting | undefined;
  for (const [, data] of queryClient.getQueriesData<MeetingList>({ queryKey: meetingKeys.all(connection.scope) })) {
    cached = data?.meetings.find((m) => m.sid === sid);
    if (cached) break;
  }
  const all = useQuery({
    ...allMeetingsQuery(connection, meetingsVersion(connection), { host_email: [], search: '' }, setProgress),
    enabled: !cached,
  });
  return {
    meeting: cached ?? all.data?.meetings.find((m) => m.sid === sid),
    loading: !cached && all.isPending,
    error: cached ? null : all.error,
    retry: () => void all.refetch(),
    progress,
  };
}
