import { describe, expect, it } from 'vitest';
import type { RequestArgs } from '../client';
import { ApiError, DEFAULT_MESSAGES } from '../errors';
import { availabilitiesRequests, EMAILS_PER_REQUEST } from './requests';

// What each availability request sends, and what it keeps of the answer: only the members asked
// for (matched whatever the case or spaces), and only the record asked for.

type Sent = { method: string; path: string; query?: Record<string, unknown>; body?: unknown };

function requester(answer: (sent: Sent) => unknown) {
  const sent: Sent[] = [];
  const request = (async (args: RequestArgs<never>) => {
    const one = { method: args.method, path: args.path, query: args.query, body: args.body };
    sent.push(one);
    return answer(one);
  }) as never;
  return { sent, api: availabilitiesRequests(request) };
}
const row = (id: string, email: string | null) => ({
  id,
  sid: id,
  name: id,
  default: false,
  periods: [],
  overrides: [],
  user: email === null ? null : { email },
});

describe('list', () => {
  it('sends nothing when no member has an address', async () => {
    const { sent, api } = requester(() => ({}));
    expect(await api.list({ emails: ['', '  '] })).toEqual({ availabilities: [], unasked: 0, pagination: {} });
    expect(sent).toEqual([]);
  });

  it('keeps the rows of the members asked for, matched whatever the case and spaces, and counts the others', async () => {
    const { sent, api } = requester(() => ({
      availabilities: [row('a', ' ANA@Example.com '), row('b', 'ben@example.com'), row('c', null)],
      pagination: {},
    }));
    const res = await api.list({ emails: ['ana@example.com'], page: 2, page_size: 30 });
    expect(res.availabilities.map((a) => a.id)).toEqual(['a']);
    expect(res.unasked).toBe(2);
    expect(sent).toEqual([
      {
        method: 'GET',
        path: '/v1/availabilities',
        query: { 'emails[]': ['ana@example.com'], page: 2, page_size: 30 },
        body: undefined,
      },
    ]);
  });
});

describe('listAll', () => {
  const emails = (n: number) => Array.from({ length: n }, (_, i) => `m${i}@example.com`);

  it(`asks about ${EMAILS_PER_REQUEST} members a request: one request for ${EMAILS_PER_REQUEST}, two for one more`, async () => {
    const one = requester(() => ({ availabilities: [], pagination: {} }));
    expect((await one.api.listAll({ emails: emails(EMAILS_PER_REQUEST) })).capped).toBe(false);
    expect(one.sent).toHaveLength(1);
    const two = requester(() => ({ availabilities: [], pagination: {} }));
    await two.api.listAll({ emails: emails(EMAILS_PER_REQUEST + 1) });
    expect(two.sent.map((s) => (s.query!['emails[]'] as string[]).length)).toEqual([EMAILS_PER_REQUEST, 1]);
  });

  it('asks for pages of 100 unless told, and counts what was read across the groups', async () => {
    const { sent, api } = requester((s) => ({
      availabilities: (s.query!['emails[]'] as string[]).map((e) => row(e, e)),
      pagination: {},
    }));
    const loaded: number[] = [];
    const res = await api.listAll(
      { emails: emails(EMAILS_PER_REQUEST + 2) },
      { onProgress: (p) => loaded.push(p.loaded) },
    );
    expect(sent[0]!.query).toMatchObject({ page_size: 100 });
    expect(res.availabilities).toHaveLength(EMAILS_PER_REQUEST + 2);
    expect(loaded).toContain(EMAILS_PER_REQUEST);
    expect(loaded.at(-2)).toBe(EMAILS_PER_REQUEST + 2);
    expect(loaded.at(-1)).toBe(EMAILS_PER_REQUEST + 2);
  });

  it('asks about each member once, in lower case', async () => {
    const { sent, api } = requester(() => ({ availabilities: [], pagination: {} }));
    await api.listAll({ emails: [' Ana@Example.com', 'ana@example.com ', 'BEN@example.com'] });
    expect(sent[0]!.query!['emails[]']).toEqual(['ana@example.com', 'ben@example.com']);
  });
});

describe('listForMember', () => {
  it('asks for the member’s address without the spaces typed around it', async () => {
    const { sent, api } = requester(() => ({ availabilities: [row('a', 'ana@example.com')], pagination: {} }));
    const res = await api.listForMember('  ana@example.com ', { page: 1, page_size: 100 });
    expect(sent[0]).toMatchObject({
      path: '/v1/availabilities/team_member',
      query: { email: 'ana@example.com', page: 1, page_size: 100 },
    });
    expect(res.availabilities.map((a) => a.id)).toEqual(['a']);
  });
});

describe('get, create and update', () => {
  it('use v2 unless told otherwise', async () => {
    const { sent, api } = requester((s) => ({ availability: row('a 1', 'ana@example.com'), message: s.method }));
    await api.get('a 1');
    await api.get('a 1', { version: 'v1' });
    await api.create({} as never);
    await api.create({} as never, { version: 'v1' });
    await api.update('a 1', { periods: [] } as never);
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /v2/availabilities/a%201',
      'GET /v1/availabilities/a%201',
      'POST /v2/availabilities',
      'POST /v1/availabilities',
      'PATCH /v2/availabilities/a%201',
    ]);
  });

  it('refuse an answer about another availability, naming the request it came from', async () => {
    const { api } = requester(() => ({ availability: row('other', 'ana@example.com') }));
    const refused = await api.get('a1', { version: 'v1' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      kind: 'invalid_response',
      status: 200,
      endpoint: 'GET /v1/availabilities/a1',
      message: `${DEFAULT_MESSAGES.invalid_response} (it answered with another availability)`,
    });
    const patched = await api.update('a1', { periods: [] } as never).catch((e: unknown) => e);
    expect(patched).toMatchObject({ endpoint: 'PATCH /v2/availabilities/a1' });
  });
});

describe('probe', () => {
  it('asks for one row of one address, and refuses to name anyone without one', () => {
    const { sent, api } = requester(() => ({ availabilities: [] }));
    void api.probe(' ana@example.com ');
    expect(sent[0]).toMatchObject({
      path: '/v1/availabilities',
      query: { 'emails[]': ['ana@example.com'], page: 1, page_size: 1 },
    });
    expect(() => api.probe('not an address')).toThrow(
      new TypeError('The availability check names a member by an email address.'),
    );
  });
});
