import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useConnection } from '@/api/connection';
import { isLinkList, meetingKeys, type MeetingsEntry } from '@/api/meetings/queries';
import { whenIdle } from '@/lib/idle';

/**
 * False until some list of links has arrived and the browser has then been idle: for requests the
 * first rows do not need (member suggestions). Idle alone is not enough: the browser is idle while
 * it waits for the list, and a request made then slows the list down.
 */
export function useAfterFirstRows(): boolean {
  const queryClient = useQueryClient();
  const { workspaceId } = useConnection();
  const cache = queryClient.getQueryCache();
  const rowsIn = useSyncExternalStore(
    (listener) => cache.subscribe(listener),
    // A list of links, not a single link read by its own page (meetingQuery).
    () =>
      cache.findAll({ queryKey: meetingKeys.all(workspaceId) }).some((q) => isLinkList(q.state.data as MeetingsEntry)),
  );
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (rowsIn && !after) return whenIdle(() => setAfter(true));
  }, [rowsIn, after]);
  return after;
}
