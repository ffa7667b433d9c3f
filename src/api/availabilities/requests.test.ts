import { describe, expect, it } from 'vitest';
import { createSandboxApp } from '../../../sandbox/app';
import { fetchFromApp, respondWith } from '../../testing/fake-fetch';
import { createApiClient } from '../client';
import { EMAILS_PER_REQUEST } from './requests';

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
