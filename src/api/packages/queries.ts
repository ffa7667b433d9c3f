import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import type { PackagesListParams } from './requests';

export const packageKeys = {
  all: (scope: string) => ['ws', scope, 'packages'] as const,
  page: (scope: string, params: PackagesListParams) => [...packageKeys.all(scope), 'page', params] as const,
};

export const packagesPageQuery = ({ client, scope }: { client: ApiClient; scope: string }, params: PackagesListParams) =>
  queryOptions({
    queryKey: packageKeys.page(scope, params),
    queryFn: ({ signal }) => client.packages.list(params, { signal }),
  });
