import { useMutation, useQueryClient } from '@tanstack/react-query';
import { linkOptionsRequests } from '../link-options/requests';
import { describeChange, weekWords } from '@/lib/activity/describe';
import { confirmWrite, trackWrite } from '@/lib/activity/track';
import { listVersion, useConnection } from '../connection';
import { isLinkList, meetingKeys, type MeetingsEntry } from './queries';
import type { Meeting, MeetingUpdate, WeeklyPeriodBody } from './schemas';

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

export interface LinkSettingsUpdate {
  sid: string;
  body: MeetingUpdate;
  /** The link as known before sending: Activity's "before", and the read-back's way to find it. */
  before: Meeting | undefined;
}

/** Each field of a link's PATCH in the product's words (Activity's lines, "What saving will change"). */
export const LINK_FIELD_WORDS: Record<keyof MeetingUpdate, string> = {
  name: 'Name',
  slug: 'Slug',
  description: 'Description',
  hosts: 'Hosts',
  kind: 'Kind',
  duration: 'Duration (minutes)',
  start_time_increment: 'Start times every (minutes)',
  spot_phone_call_number: 'Phone number',
  spot_custom_text: 'Custom place text',
  spot_in_person_location: 'In-person address',
};

/** What the link holds now for each field of a PATCH body: hosts as their emails, lowercased. */
export function linkFieldsNow(meeting: Meeting | undefined, body: MeetingUpdate): Record<string, unknown> | undefined {
  if (!meeting) return undefined;
  const now: Record<string, unknown> = {
    name: meeting.name ?? null,
    slug: meeting.slug ?? null,
    description: meeting.description ?? null,
    hosts: meeting.hosts.map((h) => (h.email ?? '').toLowerCase()),
    kind: meeting.kind,
    duration: meeting.duration ?? null,
    start_time_increment: meeting.start_time_increment ?? null,
    spot_phone_call_number: meeting.spot_phone_call_number ?? null,
    spot_custom_text: meeting.spot_custom_text ?? null,
    spot_in_person_location: meeting.spot_in_person_location ?? null,
  };
  return Object.fromEntries(Object.keys(body).map((f) => [f, now[f]]));
}

const sameValue = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n')
    : a === b;

/** True when the link shows every field of the body as sent (the place texts only where it has that place). */
export function showsLinkUpdate(meeting: Meeting | undefined, body: MeetingUpdate): boolean {
  const now = linkFieldsNow(meeting, body);
  if (!now || !meeting) return false;
  const sent: Record<string, unknown> = { ...body, hosts: body.hosts.map((e) => e.toLowerCase()) };
  return Object.keys(body).every((f) => {
    if (f.startsWith('spot_')) return true;
    return sameValue(now[f], sent[f]);
  });
}

/** Hosts said as a list of emails, not as JSON. */
const listsAsText = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).map(([f, v]) => [f, Array.isArray(v) ? v.join(', ') : v]));

/** Every cached entry of links with this one replaced by what the workspace answered. */
function putLink(queryClient: ReturnType<typeof useQueryClient>, workspaceId: string, next: Meeting) {
  // The answer is the v1 shape: fields only v2 carries (buffers, locked zone) are kept from before.
  const merge = (old: Meeting) => ({
    ...old,
    ...Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined)),
  });
  queryClient.setQueriesData<MeetingsEntry>({ queryKey: meetingKeys.all(workspaceId) }, (data) => {
    if (!data) return data;
    if (isLinkList(data)) {
      if (!data.meetings.some((m) => m.sid === next.sid)) return data;
      return { ...data, meetings: data.meetings.map((m) => (m.sid === next.sid ? merge(m) : m)) };
    }
    return data.sid === next.sid ? merge(data) : data;
  });
}

/**
 * PATCH a link's settings. The cached link takes the answer at once; every list is then read again,
 * since a new host or name may move the link into or out of a filter.
 */
export function useUpdateLinkSettings() {
  const connection = useConnection();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: LinkSettingsUpdate) => {
      const { sid, body, before } = vars;
      const was = linkFieldsNow(before, body);
      // The hosts ride along on every call; they are a change only when they differ.
      const changed = Object.fromEntries(
        Object.entries(body).filter(
          ([f, v]) => !was || !sameValue(was[f], f === 'hosts' ? (v as string[]).map((e) => e.toLowerCase()) : v),
        ),
      );
      return trackWrite(
        {
          workspaceId: connection.workspaceId,
          workspaceLabel: connection.active.label,
          resourceKind: 'link',
          resourceId: sid,
          action: 'update',
          what: `Scheduling link ${before?.name || before?.slug || sid}`,
          change: describeChange(LINK_FIELD_WORDS, listsAsText(changed), was && listsAsText(was)),
          before: was,
          after: { ...body },
        },
        () => linkOptionsRequests(connection.client.request).updateLink(sid, body),
        { vars },
      );
    },
    onSuccess: ({ meeting }) => {
      putLink(queryClient, connection.workspaceId, meeting);
      void queryClient.invalidateQueries({ queryKey: meetingKeys.all(connection.workspaceId) });
    },
  });
}

/**
 * After an answer that left the outcome open: the link is looked for by its new slug and its old
 * one, and the write counts as applied when it shows every field sent.
 */
export function useLinkSettingsReadBack() {
  const connection = useConnection();
  const queryClient = useQueryClient();
  return async (vars: LinkSettingsUpdate): Promise<boolean> => {
    const { sid, body, before } = vars;
    const searches = [
      ...new Set([body.slug, before?.slug, body.name, before?.name].filter((s): s is string => Boolean(s))),
    ];
    let found: Meeting | undefined;
    for (const search of searches) {
      const { meetings } = await connection.client.meetings.list(
        { search, page_number: 1, page_size: 100 },
        { version: listVersion(connection) },
      );
      found = meetings.find((m) => m.sid === sid);
      if (found) break;
    }
    const applied = showsLinkUpdate(found, body);
    if (found) putLink(queryClient, connection.workspaceId, found);
    if (applied) confirmWrite(vars);
    void queryClient.invalidateQueries({ queryKey: meetingKeys.all(connection.workspaceId) });
    return applied;
  };
}
