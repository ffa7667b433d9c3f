import { beforeEach, describe, expect, it } from 'vitest';
import { createSandboxApp } from './app';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { createHostileApp } from './hostile';
import {
  AVAILABILITY,
  AVAILABILITY_V1,
  BOOKING,
  DURATION,
  FEE_COMMON,
  FEE_PACKAGE,
  FEE_V2,
  HOST,
  OPENAPI_DIR,
  MEETING_V1,
  MEETING_V2,
  OVERRIDE,
  OVERRIDE_PERIOD_V1,
  OVERRIDE_PERIOD_V2,
  PACKAGE,
  PAGINATION,
  PAGINATION_ALL,
  PERIOD,
  SPOT,
  TEAM_MEMBER,
  USER,
  ajv,
  expectTable,
  pointer,
  expectVendorValid,
  type Table,
} from './contract-kit';

// Every kind of response the sandbox gives is checked against the vendor's own OpenAPI files
// wherever they define that response, and against the field tables of the spec (§2).

const KEY = 'sandbox-demo-key';
let app: ReturnType<typeof createSandboxApp>;
beforeEach(() => {
  app = createSandboxApp({ now: () => Date.parse('2026-11-21T12:00:00Z') });
});
async function call(method: string, path: string, body?: unknown) {
  const res = await app.request(`/api/external${path}`, {
    method,
    headers: { 'X-Api-Key': KEY, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('contract: scheduling links', () => {
  it('v2 list (§4.4): vendor schema, spec table with buffers, locked zone and detailed fees', async () => {
    const { status, body } = await call('GET', '/v2/meetings?page_number=1&page_size=100');
    expect(status).toBe(200);
    expectVendorValid('meetings', '/meetings', 'get', body);
    const meetings = body.meetings as Record<string, unknown>[];
    expect(meetings).toHaveLength(100);
    expectTable(body.pagination, PAGINATION, 'pagination');
    for (const [i, m] of meetings.entries()) {
      expectTable(m, MEETING_V2, `meetings[${i}]`);
      for (const f of m.fees as unknown[]) expectTable(f, FEE_V2, `meetings[${i}].fees`);
      for (const d of m.durations as unknown[]) expectTable(d, DURATION, `meetings[${i}].durations`);
      for (const s of m.spots as unknown[]) expectTable(s, SPOT, `meetings[${i}].spots`);
      for (const h of m.hosts as unknown[]) expectTable(h, HOST, `meetings[${i}].hosts`);
    }
    const feeKinds = new Set(
      meetings.flatMap((m) => (m.fees as { payment_provider: string }[]).map((f) => f.payment_provider)),
    );
    expect([...feeKinds].sort()).toEqual(['cash', 'dodopayments', 'paypal', 'razorpay', 'stripe']);
  });

  it('v1 list (§4.5): no buffers, no locked zone, fees without recipient', async () => {
    const { body } = await call('GET', '/v1/meetings');
    expectVendorValid('meetings', '/meetings', 'get', body);
    expectTable(body.pagination, PAGINATION_ALL, 'pagination');
    for (const [i, m] of (body.meetings as Record<string, unknown>[]).entries()) {
      expectTable(m, MEETING_V1, `meetings[${i}]`);
      for (const f of m.fees as unknown[]) expectTable(f, FEE_COMMON, `meetings[${i}].fees`);
    }
  });

  it('link availability update (§4.3): 200, message, v1 meeting', async () => {
    const sid = ((await call('GET', '/v1/meetings?page_number=1&page_size=1')).body.meetings as { sid: string }[])[0]!
      .sid;
    const { status, body } = await call('POST', `/v1/meetings/${sid}/availability`, {
      periods: [{ wday: 'monday', start_time: '09:00 AM', end_time: '05:00 PM' }],
    });
    expect(status).toBe(200);
    expectVendorValid('availabilities', '/meetings/{meeting_sid}/availability', 'post', body);
    expect(body.message).toBe('Meeting updated successfully');
    expectTable(body.meeting, MEETING_V1, 'meeting');
  });
});

describe('contract: availabilities', () => {
  const request = {
    email: 'oliver.smith@example.com',
    name: 'Custom Work Hours',
    periods: [{ wday: 'monday', start_time: '09:00 AM', end_time: '05:00 PM' }],
    overrides: [
      { date: '2026-12-24', periods: [{ start_time: '11:00 AM', end_time: '04:00 PM' }] },
      { date: '2026-12-25', periods: [] },
    ],
  };

  it('v2 create (§4.1): 201 and the availability table', async () => {
    const { status, body } = await call('POST', '/v2/availabilities', request);
    expect(status).toBe(201);
    const a = body.availability as Record<string, unknown>;
    ajv.validate('availabilities#/components/schemas/availability', a);
    expect(ajv.errors ?? null).toBeNull();
    expectTable(a, AVAILABILITY, 'availability');
    for (const p of a.periods as unknown[]) expectTable(p, PERIOD, 'period');
    for (const o of a.overrides as { periods: unknown[] }[]) {
      expectTable(o, OVERRIDE, 'override');
      for (const p of o.periods) expectTable(p, OVERRIDE_PERIOD_V2, 'override.period');
    }
    expectTable(a.user, USER, 'user');
  });

  it('v1 create (§4.2): 200, buffer times and wday in override periods', async () => {
    const { status, body } = await call('POST', '/v1/availabilities', request);
    expect(status).toBe(200);
    const a = body.availability as Record<string, unknown>;
    ajv.validate('availabilities#/components/schemas/availability', a);
    expect(ajv.errors ?? null).toBeNull();
    expectTable(a, AVAILABILITY_V1, 'availability');
    for (const o of a.overrides as { periods: unknown[] }[])
      for (const p of o.periods) expectTable(p, OVERRIDE_PERIOD_V1, 'override.period');
  });
});

describe('contract: packages, team members, bookings', () => {
  it('packages (§4.6), free ones with fee []', async () => {
    const { body } = await call('GET', '/v1/packages?page_number=1&page_size=50');
    expectVendorValid('packages', '/packages', 'get', body);
    const packages = body.packages as Record<string, unknown>[];
    for (const [i, p] of packages.entries()) {
      expectTable(p, PACKAGE, `packages[${i}]`);
      if (!Array.isArray(p.fee)) expectTable(p.fee, FEE_PACKAGE, `packages[${i}].fee`);
    }
    expect(packages.some((p) => Array.isArray(p.fee))).toBe(true);
  });

  it('team member list and update (§2.5, §4.7)', async () => {
    const list = await call('GET', '/v1/team_members');
    expectVendorValid('team-members', '/team_members', 'get', list.body);
    const members = list.body.team_members as Record<string, unknown>[];
    for (const [i, m] of members.entries()) expectTable(m, TEAM_MEMBER, `team_members[${i}]`);
    const updated = await call('PATCH', `/v1/team_members/${String(members[2]!.id)}`, { organization_role: 'Admin' });
    expect(updated.status).toBe(200);
    expectVendorValid('team-members', '/team_members/{team_member_id}', 'patch', updated.body);
    expectTable(updated.body.team_member, TEAM_MEMBER, 'team_member');
  });

  it.each(['v1', 'v2'])(
    '%s bookings (§4.8, fields as the vendor samples), filtered as bookings.yaml documents',
    async (v) => {
      const { body } = await call('GET', `/${v}/bookings?page_number=1&page_size=30`);
      expectVendorValid('bookings', '/bookings', 'get', body);
      expectTable(body.pagination, PAGINATION, 'pagination');
      const bookings = body.bookings as Record<string, unknown>[];
      expect(bookings.length).toBe(30);
      for (const [i, b] of bookings.entries()) expectTable(b, BOOKING, `bookings[${i}]`);
      const host = String(bookings[0]!.host_email);
      const filtered = await call(
        'GET',
        `/${v}/bookings?type=past&host_email=${encodeURIComponent(host)}&filters[starts_at][rule]=after&filters[starts_at][value]=2026-11-03T00:00:00.000Z`,
      );
      expect(filtered.status).toBe(200);
      expectVendorValid('bookings', '/bookings', 'get', filtered.body);
      expect((filtered.body.bookings as unknown[]).length).toBeGreaterThan(0);
    },
  );
});

describe('contract: one booking (details, reschedule, cancel)', () => {
  const upcoming = async () =>
    (
      (await call('GET', '/v1/bookings?type=upcoming&sorting_order=asc')).body.bookings as {
        sid: string;
        name: string;
        email: string;
        status: string;
      }[]
    ).filter((b) => b.status === 'confirmed');

  it('details: the booking itself, vendor schema and the field table', async () => {
    const [b] = await upcoming();
    const { status, body } = await call('GET', `/v1/bookings/${b!.sid}`);
    expect(status).toBe(200);
    expectVendorValid('bookings', '/bookings/{booking_sid}', 'get', body);
    expectTable(body, BOOKING, 'booking');
  });

  it('reschedule: the documented body is taken and the answer is a booking', async () => {
    const [b] = await upcoming();
    const request = {
      name: b!.name,
      email: b!.email,
      slot_date: '2027-01-11',
      slot_start_time: '10:30 AM',
      time_zone: 'Asia/Kolkata',
      reschedule_reason: 'Moved',
    };
    const bodySchema = `bookings#/paths/${pointer('/bookings/{booking_sid}')}/patch/requestBody/content/${pointer('application/json')}/schema`;
    expect(ajv.validate({ $ref: bodySchema }, request)).toBe(true);
    const { status, body } = await call('PATCH', `/v1/bookings/${b!.sid}`, request);
    expect(status).toBe(200);
    expectVendorValid('bookings', '/bookings/{booking_sid}', 'patch', body);
    expectTable(body, BOOKING, 'booking');
  });

  it('cancel: cancel_reason in the query, {message} back', async () => {
    const [b] = await upcoming();
    const { status, body } = await call('POST', `/v1/bookings/${b!.sid}/cancel?cancel_reason=Not%20available`);
    expect(status).toBe(200);
    expectVendorValid('bookings', '/bookings/{booking_sid}/cancel', 'post', body);
    expectTable(body, { message: 'string' }, 'cancel');
  });
});

describe("contract: availability reads and updates (the vendor's optional endpoints)", () => {
  const LIST: Table = { availabilities: 'array', pagination: 'object' };
  const expectAvailability = (a: unknown, version: 'v1' | 'v2', where: string) => {
    expectTable(a, version === 'v1' ? AVAILABILITY_V1 : AVAILABILITY, where);
    const { periods, overrides, user } = a as {
      periods: unknown[];
      overrides: { periods: unknown[] }[];
      user: unknown;
    };
    for (const p of periods) expectTable(p, PERIOD, `${where}.period`);
    for (const o of overrides) {
      expectTable(o, OVERRIDE, `${where}.override`);
      for (const p of o.periods)
        expectTable(p, version === 'v1' ? OVERRIDE_PERIOD_V1 : OVERRIDE_PERIOD_V2, `${where}.override.period`);
    }
    expectTable(user, USER, `${where}.user`);
  };
  const emails =
    'emails[]=oliver.smith@example.com&emails[]=amara.okafor@example.com&emails[]=priya.raghunathan@example.com';

  it('list by emails[] with page and page_size: vendor schema, the full pagination object, v1 shapes', async () => {
    const { status, body } = await call('GET', `/v1/availabilities?${emails}&page=1&page_size=4`);
    expect(status).toBe(200);
    expectVendorValid('availabilities', '/availabilities', 'get', body);
    expectTable(body, LIST, 'list');
    expectTable(body.pagination, PAGINATION, 'pagination');
    const list = body.availabilities as unknown[];
    expect(list).toHaveLength(4);
    list.forEach((a, i) => expectAvailability(a, 'v1', `availabilities[${i}]`));
    expect(list.some((a) => (a as { overrides: unknown[] }).overrides.length > 0)).toBe(true);
  });

  it('team_member list: vendor schema and pagination', async () => {
    const { status, body } = await call('GET', '/v1/availabilities/team_member?email=amara.okafor@example.com');
    expect(status).toBe(200);
    expectVendorValid('availabilities', '/availabilities/team_member', 'get', body);
    expectTable(body.pagination, PAGINATION, 'pagination');
    (body.availabilities as unknown[]).forEach((a, i) => expectAvailability(a, 'v1', `availabilities[${i}]`));
  });

  it.each(['v1', 'v2'] as const)("%s get and update: vendor schemas, message and the version's shape", async (v) => {
    const listed = await call('GET', `/v1/availabilities?${emails}`);
    const id = (listed.body.availabilities as { id: string }[])[0]!.id;
    const got = await call('GET', `/${v}/availabilities/${id}`);
    expect(got.status).toBe(200);
    expectVendorValid('availabilities', '/availabilities/{availability_id}', 'get', got.body);
    expectAvailability(got.body.availability, v, 'availability');
    const update = {
      periods: [{ wday: 'tuesday', start_time: '09:00 AM', end_time: '12:00 PM' }],
      overrides: [
        { date: '2026-12-25', periods: [] },
        { date: '2026-12-31', periods: [{ start_time: '10:00 AM', end_time: '02:00 PM' }] },
      ],
      ...(v === 'v2' ? { time_zone: 'America/New_York' } : {}),
    };
    const patched = await call('PATCH', `/${v}/availabilities/${id}`, update);
    expect(patched.status).toBe(200);
    expectVendorValid('availabilities', '/availabilities/{availability_id}', 'patch', patched.body);
    expectTable(patched.body, { message: 'string', availability: 'object' }, 'update');
    expectAvailability(patched.body.availability, v, 'availability');
  });

  it('v2 link hours with time_zone: 200, message and the v2 link', async () => {
    const sid = ((await call('GET', '/v2/meetings?page_number=1&page_size=1')).body.meetings as { sid: string }[])[0]!
      .sid;
    const { status, body } = await call('PATCH', `/v2/meetings/${sid}/availabilities`, {
      periods: [{ wday: 'monday', start_time: '09:00 AM', end_time: '05:00 PM' }],
      time_zone: 'America/New_York',
    });
    expect(status).toBe(200);
    ajv.validate('availabilities#/components/schemas/meeting', body.meeting);
    expect(ajv.errors ?? null).toBeNull();
    expectTable(body, { message: 'string', meeting: 'object' }, 'update');
    expectTable(body.meeting, MEETING_V2, 'meeting');
  });
});

describe('contract: a link without hosts, as the vendor’s meeting schema has it', () => {
  it('the vendor’s list declares no hosts on a link, so a list without them is valid; the hostile workspace sends such links', async () => {
    const doc = parse(readFileSync(join(OPENAPI_DIR, 'meetings.yaml'), 'utf8')) as {
      components: { schemas: Record<string, unknown> };
    };
    // The vendor's meeting as its list answers it, whatever allOf it is written with: no `hosts`.
    const declared = JSON.stringify(doc.components.schemas.meeting);
    expect(JSON.stringify(doc.components.schemas.meeting_list_response)).toContain('#/components/schemas/meeting"');
    expect(declared).not.toContain('"hosts"');

    const { body } = await call('GET', '/v2/meetings?page_number=1&page_size=5');
    const meetings = (body.meetings as Record<string, unknown>[]).map((m) =>
      Object.fromEntries(Object.entries(m).filter(([k]) => k !== 'hosts')),
    );
    expectVendorValid('meetings', '/meetings', 'get', { ...body, meetings });

    const hostile = await createHostileApp().request('/api/external/v2/meetings?page_number=1&page_size=8', {
      headers: { 'X-Api-Key': 'any' },
    });
    const links = ((await hostile.json()) as { meetings: Record<string, unknown>[] }).meetings;
    expect(links.filter((m) => !('hosts' in m)).map((m) => m.sid)).toEqual(['hm4', 'hm8']);
  });
});
