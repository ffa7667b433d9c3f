import type { Requester } from '../client';
import { MAX_PAGE_SIZE } from '../paginate';
import { teamMemberListSchema, teamMemberResponseSchema, type TeamMemberUpdate } from './schemas';

export function teamMembersRequests(request: Requester) {
  return {
    list: (params: { page_number?: number; page_size?: number } = {}, options: { signal?: AbortSignal } = {}) =>
      request({
        method: 'GET',
        path: '/v1/team_members',
        query: {
          page_number: params.page_number,
          page_size: params.page_size === undefined ? undefined : Math.min(params.page_size, MAX_PAGE_SIZE),
        },
        schema: teamMemberListSchema,
        signal: options.signal,
      }),
    update: (id: string, body: TeamMemberUpdate, options: { signal?: AbortSignal } = {}) =>
      request({
        method: 'PATCH',
        path: `/v1/team_members/${encodeURIComponent(id)}`,
        body,
        schema: teamMemberResponseSchema,
        signal: options.signal,
      }),
  };
}
