import { queryOptions } from '@tanstack/react-query';
import type { WorkspaceClient } from '../client';
import type { PackagesListParams } from './requests';

export const packageKeys = {
  all: (workspaceId: string) => ['ws', workspaceId, 'packages'] as const,
  page: (workspaceId: string, params: PackagesListParams) => [...packageKeys.all(workspaceId), 'page', params] as const,
};

export const packagesPageQuery = ({ client, workspaceId }: WorkspaceClient, params: PackagesListParams) =>
  queryOptions({
    queryKey: packageKeys.page(workspaceId, params),
    queryFn: ({ signal }) => client.packages.list(params, { signal }),
  });
