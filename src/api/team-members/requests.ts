import type { Requester } from '../client';
import { collectAll, MAX_PAGE_SIZE, pageParams } from '../paginate';
import { teamMemberListSchema, teamMemberResponseSchema, type TeamMemberUpdate } from './schemas';

export function teamMembersRequests(request: Requester) {
  const list = (params: { page_number?: number; page_size?: number } = {}, options: { signal?: AbortSignal } = {}) =>
    request({
        method: 'GET',
        path: '/v1/team_members',
        query: pageParams(params),
        schema: teamMemberListSchema,
        signal: options.signal,
      });
  return {
    list,
    listAll: async (options: { signal?: AbortSignal } = {}) => {
      const page = await collectAll(
        async (p) => {
          const res = await list(p, options);
          return { items: res.team_members, pagination: res.pagination };
        },
        MAX_PAGE_SIZE,
      );
      return { team_members: page.items, pagination: page.pagination };
    },
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
