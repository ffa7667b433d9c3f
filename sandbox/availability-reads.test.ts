import { beforeEach, describe, expect, it } from 'vitest';
import { createSandboxApp } from './app';

// The vendor's optional availability endpoints as the sandbox emulates them: seed, filters,
// paging with `page`, refusals, override removal, zone conversion and switching them off.

const KEY = 'sandbox-demo-key';
const NOW = Date.parse('2026-11-21T12:00:00Z');
let app: ReturnType<typeof createSandboxApp>;
beforeEach(() => {
  app = createSandboxApp({ now: () => NOW });
});

interface Period {
  wday?: string;
  start_time: string;
  end_time: string;
}
interface Availability {
  id: string;
  sid: string;
  name: string;
  default: boolean;
  periods: Period[];
  overrides: { date: string; periods: Period[] }[];
  user: { id: string; email: string };
}

async function call(method: string, path: string, body?: unknown) {
  const res = await app.request(path.startsWith('/__') ? path : `/api/external${path}`, {
    method,
    headers: { 'X-Api-Key': KEY, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
const listFor = async (query: string) => {
  const { status, body } = await call('GET', `/v1/availabilities?${query}`);
  return {
    status,
    list: (body.availabilities ?? []) as Availability[],
    pagination: body.pagination as Record<string, number>,
    body,
  };
};
const OLIVER = 'oliver.smith@example.com'; // America/New_York
const AMARA = 'amara.okafor@example.com'; // Africa/Lagos, UTC+1 all year

describe('seed', () => {
  it('gives every member one to three availabilities, exactly one default, some with upcoming overrides, the same every time', async () => {
    const members = app.state().seed.members.map((m) => m.email);
    expect(members).toHaveLength(12);
    const { list, pagination } = await listFor(`${members.map((e) => `emails[]=${e}`).join('&')}&page_size=100`);
    expect(pagination.total_records).toBe(24);
    for (const email of members) {
      const own = list.filter((a) => a.user.email === email);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(3);
      expect(own.filter((a) => a.default)).toHaveLength(1);
      expect(own[0]!.default).toBe(true);
    }
    const upcoming = list.filter((a) => a.overrides.some((o) => o.date > '2026-11-21'));
    expect(upcoming.length).toBeGreaterThanOrEqual(4);
    expect(list.some((a) => a.overrides.some((o) => o.periods.length === 0))).toBe(true);
    expect(list.some((a) => a.overrides.some((o) => o.periods.length > 0))).toBe(true);
    const again = createSandboxApp({ now: () => NOW });
    const res = await again.request(
      `/api/external/v1/availabilities?${members.map((e) => `emails[]=${e}`).join('&')}&page_size=100`,
      {
        headers: { 'X-Api-Key': KEY },
      },
    );
    expect(((await res.json()) as { availabilities: unknown }).availabilities).toEqual(list);
  });

  it('scales to 500 members × 3 through the reset body and the seed option, keeping the named members first', async () => {
    const reset = await call('POST', '/__sandbox/reset', { members: 500 });
    expect(reset.body.counts).toMatchObject({ members: 500, availabilities: 1500 });
    expect(app.state().seed.members[0]!.email).toBe(OLIVER);
    const sized = createSandboxApp({ seed: { members: 500 } });
    expect(sized.state().availabilities).toHaveLength(1500);
    expect(new Set(sized.state().seed.members.map((m) => m.email)).size).toBe(500);
  });
});

describe('reads', () => {
  it('filters by emails[] and leaves out other members and unknown emails', async () => {
    const { status, list } = await listFor(
      `emails[]=${OLIVER}&emails[]=${AMARA}&emails[]=nobody@example.com&page_size=100`,
    );
    expect(status).toBe(200);
    expect(new Set(list.map((a) => a.user.email))).toEqual(new Set([OLIVER, AMARA]));
    expect((await listFor('page_size=5')).status).toBe(400);
  });

  it('pages with page (not page_number), 30 a page by default', async () => {
    const all = app
      .state()
      .seed.members.map((m) => `emails[]=${m.email}`)
      .join('&');
    const first = await listFor(all);
    expect(first.pagination).toEqual({ total_records: 24, total_pages: 1, current_page_number: 1, page_size: 30 });
    const p2 = await listFor(`${all}&page=2&page_size=5`);
    expect(p2.pagination).toEqual({ total_records: 24, total_pages: 5, current_page_number: 2, page_size: 5 });
    expect(p2.list.map((a) => a.id)).toEqual(first.list.slice(5, 10).map((a) => a.id));
    const ignored = await listFor(`${all}&page_number=2&page_size=5`);
    expect(ignored.pagination.current_page_number).toBe(1);
    expect((await listFor(`${all}&page=6&page_size=5`)).list).toEqual([]);
  });

  it('lists one member with team_member, 404 for an unknown member, get by id or sid, 404 for an unknown id', async () => {
    const mine = await call('GET', `/v1/availabilities/team_member?email=${AMARA}`);
    const list = mine.body.availabilities as Availability[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((a) => a.user.email === AMARA)).toBe(true);
    expect((await call('GET', '/v1/availabilities/team_member?email=nobody@example.com')).status).toBe(404);
    const byId = await call('GET', `/v2/availabilities/${list[0]!.id}`);
    const bySid = await call('GET', `/v1/availabilities/${list[0]!.sid}`);
    expect((byId.body.availability as Availability).sid).toBe(list[0]!.sid);
    expect((bySid.body.availability as Availability).id).toBe(list[0]!.id);
    expect((await call('GET', '/v2/availabilities/no-such-id')).status).toBe(404);
    expect((await call('PATCH', '/v1/availabilities/no-such-id', { periods: [] })).status).toBe(404);
  });

  it('makes what the create endpoints made readable', async () => {
    const created = await call('POST', '/v2/availabilities', {
      email: AMARA,
      name: 'Clinic hours',
      periods: [{ wday: 'friday', start_time: '09:00 AM', end_time: '11:00 AM' }],
    });
    const made = created.body.availability as Availability;
    expect((await call('GET', `/v2/availabilities/${made.id}`)).body.availability).toEqual(made);
    const { list } = await listFor(`emails[]=${AMARA}`);
    expect(list.find((a) => a.id === made.id)).toMatchObject({ name: 'Clinic hours', default: false });
  });
});
