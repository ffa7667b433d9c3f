import { longList } from '../long-list/loader';
import type { Requester } from '../client';
import { sentPageParams, uniqueById } from '../paginate';
import { teamMemberListSchema, teamMemberResponseSchema, type TeamMember, type TeamMemberUpdate } from './schemas';

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
    /**
     * Every member, read page by page (the long-list engine, loaded with its first call). A 429
     * fails the read at once: the members' query counts its wait down on the screen. `onFirstPage`
     * sees the first page's members as it lands, before the rest are read.
     */
    listAll: async (options: { signal?: AbortSignal; onFirstPage?: (members: readonly TeamMember[]) => void } = {}) => {
      const { readWholeList } = await longList.load();
      const { items, capped } = await readWholeList({
        signal: options.signal,
        maxPages: MAX_MEMBER_PAGES,
        rateLimitTries: 1,
        page: async (p, signal) => {
          const res = await list(p, { signal });
          if (p.page_number === 1) options.onFirstPage?.(res.team_members);
          return { items: res.team_members, pagination: res.pagination };
        },
      });
      const pagination = {
        total_records: items.length,
        total_pages: 1,
        current_page_number: 1,
        page_size: items.length,
      };
      return { team_members: items, pagination, capped };
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
