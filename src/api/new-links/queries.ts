import { queryOptions } from '@tanstack/react-query';
import type { WorkspaceClient } from '../client';
import { newLinkRequests } from './requests';

export const templateKeys = {
  all: (workspaceId: string) => ['ws', workspaceId, 'link-templates'] as const,
};

/** The workspace's templates, for a new link: read when the new-link screen opens. */
export const linkTemplatesQuery = ({ client, workspaceId }: WorkspaceClient) =>
  queryOptions({
    queryKey: templateKeys.all(workspaceId),
    queryFn: ({ signal }) => newLinkRequests(client.request).templates({ signal }),
  });
