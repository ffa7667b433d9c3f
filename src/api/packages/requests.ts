import type { Requester } from '../client';
import { sentPageParams, uniqueById } from '../paginate';
import { packageListSchema } from './schemas';

export interface PackagesListParams {
  page_number?: number;
  page_size?: number;
}

export function packagesRequests(request: Requester) {
  return {
    list: async (params: PackagesListParams = {}, options: { signal?: AbortSignal } = {}) => {
      const res = await request({
        method: 'GET',
        path: '/v1/packages',
        query: sentPageParams(params),
        schema: packageListSchema,
        signal: options.signal,
      });
      return { ...res, packages: uniqueById(res.packages) };
    },
  };
}
