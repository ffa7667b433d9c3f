import { queryOptions } from '@tanstack/react-query';
import { linkOptionsRequests } from './requests';
import type { WorkspaceClient } from '../client';

// A link's duration options. Kept apart from meetingKeys: every entry under those is a link or a
// list of links, which the links' readers rely on.
export const durationKeys = {
  all: (workspaceId: string) => ['ws', workspaceId, 'link-durations'] as const,
  link: (workspaceId: string, sid: string) => [...durationKeys.all(workspaceId), sid] as const,
};

export const linkDurationsQuery = ({ client, workspaceId }: WorkspaceClient, sid: string) =>
  queryOptions({
    queryKey: durationKeys.link(workspaceId, sid),
    queryFn: ({ signal }) => linkOptionsRequests(client.request).listDurations(sid, { signal }),
  });

export const spotKeys = {
  link: (workspaceId: string, sid: string) => ['ws', workspaceId, 'link-spots', sid] as const,
};

export const linkSpotsQuery = ({ client, workspaceId }: WorkspaceClient, sid: string) =>
  queryOptions({
    queryKey: spotKeys.link(workspaceId, sid),
    queryFn: ({ signal }) => linkOptionsRequests(client.request).listSpots(sid, { signal }),
  });
