import { useMutation, useQueryClient } from '@tanstack/react-query';
import { weekWords } from '@/lib/activity/describe';
import { confirmWrite, trackWrite } from '@/lib/activity/track';
import { listVersion, useConnection } from '../connection';
import { meetingKeys } from './queries';
import type { Meeting, WeeklyPeriodBody } from './schemas';

export interface LinkHours {
  sid: string;
  periods: WeeklyPeriodBody[];
  /** The link as known before sending: its `updated_at` tells a later change apart. */
  before: Meeting | undefined;
}

/** Replaces a link's weekly periods (spec §4.3); every cached list of links is read again. */
export function useReplaceLinkHours() {
  const connection = useConnection();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: LinkHours) =>
      trackWrite(
        {
          workspaceId: connection.workspaceId,
          workspaceLabel: connection.active.label,
          resourceKind: 'link_hours',
          resourceId: vars.sid,
          action: 'update',
          what: `Weekly hours of ${vars.before?.name ?? 'a scheduling link'}`,
          // A link's hours cannot be read (spec §4.3): only what was sent is known.
          change: `Set to ${weekWords(vars.periods)}`,
          after: { periods: vars.periods },
        },
        () => connection.client.meetings.updateAvailability(vars.sid, { periods: vars.periods }),
        { vars },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.all(connection.workspaceId) }),
  });
}

/**
 * After an answer that left the outcome open. A link's hours cannot be read back (spec §4.3), but
 * the link list can: a link whose `updated_at` moved since it was last read was changed meanwhile,
 * which is read as the hours having been replaced.
 */
export function useLinkReadBack() {
  const connection = useConnection();
  const queryClient = useQueryClient();
  return async (vars: LinkHours): Promise<boolean> => {
    const { sid, before } = vars;
    const search = before?.slug ?? before?.name ?? undefined;
    const { meetings } = await connection.client.meetings.list(
      { search, page_number: 1, page_size: 100 },
      { version: listVersion(connection) },
    );
    const now = meetings.find((m) => m.sid === sid);
    const changed = Boolean(now?.updated_at && now.updated_at !== before?.updated_at);
    if (changed) confirmWrite(vars);
    if (changed) void queryClient.invalidateQueries({ queryKey: meetingKeys.all(connection.workspaceId) });
    return changed;
  };
}
