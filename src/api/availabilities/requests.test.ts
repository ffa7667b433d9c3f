import { describe, expect, it } from 'vitest';
import { createSandboxApp } from '../../../sandbox/app';
import { fetchFromApp, respondWith } from '../../testing/fake-fetch';
import { createApiClient, type RequestArgs } from '../client';
import { EMAILS_PER_REQUEST, availabilitiesRequests } from './requests';
import { ApiError, DEFAULT_MESSAGES } from '../errors';

// The availability requests against the sandbox (real HTTP semantics) and against workspaces that
// answer what they should not (docs/product.md decision 11).

const sandbox = (members?: number) => {
  const app = createSandboxApp({ seed: { members }, now: () => Date.parse('2026-11-21T12:00:00Z') });
  const fetchFn = fetchFromApp(app);
  return {
    app,
    fetchFn,
    client: createApiClient({ baseUrl: 'http://sandbox.test', apiKey: 'sandbox-demo-key', fetch: fetchFn }),
  };
};
const fake = (fetchFn: typeof fetch) =>
  createApiClient({ baseUrl: 'https://acme.neetocal.com', apiKey: 'k', fetch: fetchFn });
const row = (id: string, email: string) => ({ id, sid: `s-${id}`, periods: [], overrides: [], user: { email } });

describe('requests', () => {
  it('sends emails[] even for one member, page (not page_number) and a page size of at most 100', async () => {
    const { client, fetchFn } = sandbox();
    const res = await client.availabilities.list({ emails: ['oliver.smith@example.com'], page: 1, page_size: 500 });
    expect(fetchFn.calls).toEqual([
      'GET /api/external/v1/availabilities?emails%5B%5D=oliver.smith%40example.com&page=1&page_size=100',
    ]);
    expect(res.availabilities.length).toBeGreaterThan(0);
    expect(res.availabilities.every((a) => a.user?.email === 'oliver.smith@example.com')).toBe(true);
    await client.availabilities.list({ emails: ['a@example.com', 'b@example.com'], page: 2 });
    expect(fetchFn.calls[1]).toBe(
      'GET /api/external/v1/availabilities?emails%5B%5D=a%40example.com&emails%5B%5D=b%40example.com&page=2',
    );
  });

  it('reads every availability of 500 members a few dozen emails a request, without repeats', async () => {
    const { client, fetchFn, app } = sandbox(500);
    const emails = app.state().seed.members.map((m) => m.email);
    const progress: number[] = [];
    const res = await client.availabilities.listAll({ emails }, { onProgress: (p) => progress.push(p.loaded) });
    expect(res.availabilities).toHaveLength(1500);
    expect(new Set(res.availabilities.map((a) => a.id)).size).toBe(1500);
    expect(res).toMatchObject({ unasked: 0, capped: false });
    // Each group of members is read in pages of 100 rows (3 rows a member), and no page twice.
    let pagesNeeded = 0;
    for (let left = 500; left > 0; left -= EMAILS_PER_REQUEST)
      pagesNeeded += Math.ceil((Math.min(left, EMAILS_PER_REQUEST) * 3) / 100);
    expect(fetchFn.calls).toHaveLength(pagesNeeded);
    expect(new Set(fetchFn.calls).size).toBe(pagesNeeded);
    expect(fetchFn.calls.every((c) => !c.includes('page_number'))).toBe(true);
    expect(progress.at(-1)).toBe(1500);
  });

  it('leaves out and counts rows of members not asked for, and keeps paging past them', async () => {
    let call = 0;
    const pages = [
      {
        availabilities: [row('a', 'x@example.com'), row('b', 'other@example.com')],
        pagination: { total_records: 3, total_pages: 2, page_size: 2 },
      },
      { availabilities: [row('c', 'X@example.com')], pagination: { total_records: 3, total_pages: 2, page_size: 2 } },
    ];
    const fetchFn: typeof fetch = async () => Response.json(pages[call++] ?? { availabilities: [] });
    const res = await fake(fetchFn).availabilities.listAll({ emails: ['x@example.com'], page_size: 2 });
    expect(res.availabilities.map((a) => a.id)).toEqual(['a', 'c']);
    expect(res.unasked).toBe(1);
    expect(call).toBe(2);
  });

  it('pages that never end stop at what the members can believably hold, and the list says it was cut', async () => {
    let call = 0;
    // Every page full of new ids for the asked member, with absurd totals (the hostile workspace).
    const fetchFn: typeof fetch = async () => {
      call += 1;
      const availabilities = Array.from({ length: 4 }, (_, i) => row(`p${call}-${i}`, 'x@example.com'));
      return Response.json({
        availabilities,
        pagination: { total_records: -5, total_pages: 4_294_967_295, page_size: 4 },
      });
    };
    const res = await fake(fetchFn).availabilities.listAll({
      emails: ['x@example.com', 'y@example.com'],
      page_size: 4,
    });
    // 2 members × 10 = 20 rows: 5 pages of 4, even with four pages asked at once.
    expect(call).toBe(5);
    expect(res.capped).toBe(true);
  });

  it('refuses an answer about another availability than the one asked for', async () => {
    const other = { availability: row('someone-else', 'x@example.com') };
    await expect(fake(respondWith(200, other)).availabilities.get('mine')).rejects.toMatchObject({
      kind: 'invalid_response',
    });
    await expect(
      fake(respondWith(200, { message: 'ok', ...other })).availabilities.update('mine', { periods: [] }),
    ).rejects.toMatchObject({
      kind: 'invalid_response',
    });
  });

  it('gets and updates by id in v1 and v2, 404 for an unknown one, 422 with the field for bad periods', async () => {
    const { client } = sandbox();
    const [first] = (await client.availabilities.listForMember('priya.raghunathan@example.com')).availabilities;
    const got = await client.availabilities.get(first!.id, { version: 'v1' });
    expect(got.before_buffer_time).toBe(0);
    const saved = await client.availabilities.update(first!.sid, {
      periods: [{ wday: 'tuesday', start_time: '09:00 AM', end_time: '05:00 PM' }],
      overrides: [{ date: '2026-12-25', periods: [] }],
      time_zone: 'Asia/Kolkata',
    });
    expect(saved.availability.periods.map((p) => [p.wday, p.start_time, p.end_time])).toEqual([
      ['tuesday', '09:00 AM', '05:00 PM'],
    ]);
    expect(saved.availability.overrides.find((o) => o.date === '2026-12-25')?.periods).toEqual([]);
    await expect(client.availabilities.get('nope')).rejects.toMatchObject({ kind: 'not_found', status: 404 });
    await expect(
      client.availabilities.update(first!.id, {
        periods: [{ wday: 'monday', start_time: '05:00 PM', end_time: '09:00 AM' }],
      }),
    ).rejects.toMatchObject({
      kind: 'validation',
      fieldErrors: { 'periods.0.end_time': ['End time must be after start time'] },
    });
    await expect(
      client.availabilities.update(first!.id, { periods: [], time_zone: 'UTC' }, { version: 'v1' }),
    ).rejects.toThrow(/v1/);
  });

  it("updates a link's hours with time_zone (v2)", async () => {
    const { client, fetchFn, app } = sandbox();
    const sid = app.state().seed.meetings[0]!.sid;
    const res = await client.meetings.updateHoursV2(sid, {
      periods: [{ wday: 'monday', start_time: '09:00 AM', end_time: '05:00 PM' }],
      time_zone: 'UTC',
    });
    expect(res.meeting.sid).toBe(sid);
    expect(fetchFn.calls).toEqual([`PATCH /api/external/v2/meetings/${sid}/availabilities`]);
  });
});

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
const memberRow = (id: string, email: string | null) => ({
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
      availabilities: [memberRow('a', ' ANA@Example.com '), memberRow('b', 'ben@example.com'), memberRow('c', null)],
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
      availabilities: (s.query!['emails[]'] as string[]).map((e) => memberRow(e, e)),
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
    const { sent, api } = requester(() => ({ availabilities: [memberRow('a', 'ana@example.com')], pagination: {} }));
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
    const { sent, api } = requester((s) => ({ availability: memberRow('a 1', 'ana@example.com'), message: s.method }));
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
    const { api } = requester(() => ({ availability: memberRow('other', 'ana@example.com') }));
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
