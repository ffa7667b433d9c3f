import { describe, expect, it } from 'vitest';
import type { RequestArgs } from '../client';
import { packagesRequests } from '../packages/requests';
import { teamMembersRequests } from './requests';

type Sent = { method: string; path: string; query?: Record<string, unknown>; body?: unknown };

function requester(answer: unknown) {
  const sent: Sent[] = [];
  const request = (async (args: RequestArgs<never>) => {
    sent.push({ method: args.method, path: args.path, query: args.query, body: args.body });
    return answer;
  }) as never;
  return { sent, request };
}

describe('a member’s change', () => {
  it('is a PATCH of the member, its id written safely, the body as given', async () => {
    const { sent, request } = requester({ team_member: { id: 'a/b' } });
    await teamMembersRequests(request).update('a/b', { first_name: 'Ana' });
    expect(sent).toEqual([
      { method: 'PATCH', path: '/v1/team_members/a%2Fb', query: undefined, body: { first_name: 'Ana' } },
    ]);
  });
});

describe('a page of members or packages', () => {
  it('is a GET with the page clamped, and no record twice', async () => {
    const members = requester({ team_members: [{ id: 'm1' }, { id: 'm1' }], pagination: {} });
    const res = await teamMembersRequests(members.request).list({ page_number: 0, page_size: 500 });
    expect(members.sent).toEqual([
      { method: 'GET', path: '/v1/team_members', query: { page_number: 1, page_size: 100 }, body: undefined },
    ]);
    expect(res.team_members).toHaveLength(1);
    const packages = requester({ packages: [{ id: 'p1' }, { id: 'p1' }], pagination: {} });
    const page = await packagesRequests(packages.request).list({ page_number: 2, page_size: 30 });
    expect(packages.sent).toEqual([
      { method: 'GET', path: '/v1/packages', query: { page_number: 2, page_size: 30 }, body: undefined },
    ]);
    expect(page.packages).toHaveLength(1);
  });
});
