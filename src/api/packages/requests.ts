import type { Requester } from '../client';
import { collectAll, pageParams, type Progress } from '../paginate';
import { packageListSchema } from './schemas';

export interface PackagesListParams {
  page_number?: number;
  page_size?: number;
}

export function packagesRequests(request: Requester) {
  const list = (params: PackagesListParams = {}, options: { signal?: AbortSignal } = {}) =>
    request({
      method: 'GET',
      path: '/v1/packages',
      query: pageParams(params),
      schema: packageListSchema,
      signal: options.signal,
    });
  return {
    list,
    listAll: async (
      params: Omit<PackagesListParams, 'page_number'> = {},
      options: { signal?: AbortSignal; onProgress?: (p: Progress) => void } = {},
    ) => {
      const page = await collectAll(
        async (p) => {
          const res = await list(p, options);
          return { items: res.packages, pagination: res.pagination };
        },
        params.page_size,
        options.onProgress,
      );
      return { packages: page.items, pagination: page.pagination };
    },
  };
}
