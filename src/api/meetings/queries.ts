import { queryOptions } from '@tanstack/react-query';
import type { WorkspaceClient } from '../client';
import type { ListParams } from '../paginate';
import { progressFor, progressKey } from '../progress';
import type { MeetingsVersion } from './requests';
import type { Meeting, MeetingList } from './schemas';

export interface MeetingFilters {
  host_email: string[];
  search: string;
}

export const meetingKeys = {
  all: (workspaceId: string) => ['ws', workspaceId, 'meetings'] as const,
  page: (workspaceId: string, version: MeetingsVersion, params: ListParams) =>
    [...meetingKeys.all(workspaceId), 'page', version, params] as const,
  everything: (workspaceId: string, version: MeetingsVersion, filters: MeetingFilters) =>
    [...meetingKeys.all(workspaceId), 'all', version, filters] as const,
  one: (workspaceId: string, version: MeetingsVersion, sid: string) =>
    [...meetingKeys.all(workspaceId), 'one', version, sid] as const,
};

export const meetingsPageQuery = (
  { client, workspaceId }: WorkspaceClient,
  version: MeetingsVersion,
  params: ListParams,
) =>
  queryOptions({
    queryKey: meetingKeys.page(workspaceId, version, params),
    queryFn: ({ signal }) => client.meetings.list(params, { version, signal }),
  });

/** Every link matching the filters; progress goes to the progress store under the query's key. */
export const allMeetingsQuery = (
  { client, workspaceId }: WorkspaceClient,
  version: MeetingsVersion,
  filters: MeetingFilters,
) => {
  const queryKey = meetingKeys.everything(workspaceId, version, filters);
  const key = progressKey(queryKey);
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) =>
      client.meetings.listAll({ ...filters, page_size: 100 }, { version, signal, onProgress: progressFor(key) }),
  });
};

/**
 * What an entry under meetingKeys.all holds: a list of links (a page, or every link), or one link
 * read by its own page (meetingQuery), or null when there was no such link.
 */
export type MeetingsEntry = MeetingList | Meeting | null | undefined;

/** Whether an entry under meetingKeys.all is a list of links rather than one link. */
export const isLinkList = (data: MeetingsEntry): data is MeetingList =>
  Array.isArray((data as { meetings?: unknown } | null | undefined)?.meetings);

/** The links an entry under meetingKeys.all holds, whichever kind it is. */
export const linksOf = (data: MeetingsEntry): readonly Meeting[] =>
  !data ? [] : isLinkList(data) ? data.meetings : [data];

/**
 * One link by its sid, or null when the workspace has none: the spec has no call that reads a
 * single link, so the whole list is read as it arrives and the reading stops at the link.
 */
export const meetingQuery = ({ client, workspaceId }: WorkspaceClient, version: MeetingsVersion, sid: string) => {
  const queryKey = meetingKeys.one(workspaceId, version, sid);
  const key = progressKey(queryKey);
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) => {
      const { meetings } = await client.meetings.listAll(
        { page_size: 100 },
        { version, signal, onProgress: progressFor(key), until: (rows) => rows.some((m) => m.sid === sid) },
      );
      return meetings.find((m) => m.sid === sid) ?? null;
    },
  });
};
