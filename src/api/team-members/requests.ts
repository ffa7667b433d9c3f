import type { Requester } from '../client';
import { collectAll, MAX_PAGE_SIZE, sentPageParams, uniqueById } from '../paginate';
import { teamMemberListSchema, teamMemberResponseSchema, type TeamMemberUpdate } from './schemas';

/** Workspaces have tens of members, not thousands: a list that claims more stops at 2,000. */
const MAX_MEMBER_PAGES = 20;
/** A member count above this is not believed. */
export const MAX_PLAUSIBLE_MEMBERS = 100_000;

export function teamMembersRequests(request: Requester) {
  const list = async (
    params: { page_number?: number; page_size?: number } = {},
    options: { signal?: AbortSignal } = {},
  ) => {
    const res = await request({
      method: 'GET',
      path: '/v1/team_members',
      query: sentPageParams(params),
      schema: teamMemberListSchema,
      signal: options.signal,
    });
    return { ...res, team_members: uniqueById(res.team_members) };
  };
  return {
    list,
    listAll: async (options: { signal?: AbortSignal } = {}) => {
      const page = await collectAll(
        async (p) => {
          const res = await list(p, options);
          return { items: res.team_members, pagination: res.pagination };
        },
        MAX_PAGE_SIZE,
        undefined,
        MAX_MEMBER_PAGES,
      );
      return { team_members: page.items, pagination: page.pagination, capped: page.capped };
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
