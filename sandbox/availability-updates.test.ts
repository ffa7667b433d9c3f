import { beforeEach, describe, expect, it } from 'vitest';
import { createSandboxApp } from './app';

// PATCH of an availability and of a link's hours as the vendor documents them, and the switch
// that makes the sandbox a workspace without these endpoints.

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
  periods: Period[];
  overrides: { date: string; periods: Period[] }[];
}

async function call(method: string, path: string, body?: unknown) {
  const res = await app.request(path.startsWith('/__') ? path : `/api/external${path}`, {
    method,
    headers: { 'X-Api-Key': KEY, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
const AMARA = 'amara.okafor@example.com'; // Africa/Lagos, UTC+1 all year
const hours = (ps: Period[]) => ps.map((p) => `${p.wday ?? ''} ${p.start_time}-${p.end_time}`.trim());
const defaultOf = async (email: string) =>
  (
    (await call('GET', `/v1/availabilities/team_member?email=${email}`)).body.availabilities as (Availability & {
      default: boolean;
    })[]
  ).find((a) => a.default)!;
const amarasDefault = () => defaultOf(AMARA);
const get = async (id: string, v = 'v2') =>
  (await call('GET', `/${v}/availabilities/${id}`)).body.availability as Availability;
const monday = [{ wday: 'monday', start_time: '09:00 AM', end_time: '05:00 PM' }];

describe('PATCH /availabilities/{id}', () => {
  it('replaces the weekly hours; an override without periods removes its date, [] makes it unavailable, others stay', async () => {
    // Oliver's default is seeded with overrides (Amara's has none).
    const before = await defaultOf('oliver.smith@example.com');
    expect(before.overrides.length).toBeGreaterThanOrEqual(3);
    const [removed, kept] = before.overrides;
    const res = await call('PATCH', `/v1/availabilities/${before.id}`, {
      periods: monday,
      overrides: [
        { date: removed!.date },
        { date: '2026-12-25', periods: [] },
        { date: '2026-12-26', periods: [{ start_time: '10:00 AM', end_time: '01:00 PM' }] },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Availability updated successfully');
    const after = await get(before.id);
    expect(hours(after.periods)).toEqual(['monday 09:00 AM-05:00 PM']);
    const dates = after.overrides.map((o) => o.date);
    expect(dates).not.toContain(removed!.date);
    expect(after.overrides.find((o) => o.date === kept!.date)).toEqual(kept);
    expect(after.overrides.find((o) => o.date === '2026-12-25')).toEqual({ date: '2026-12-25', periods: [] });
    expect(hours(after.overrides.find((o) => o.date === '2026-12-26')!.periods)).toEqual(['10:00 AM-01:00 PM']);
    expect(res.body.availability).toEqual(await get(before.id, 'v1'));
  });

  it("v2 reads hours in time_zone and moves them into the member's zone; v1 ignores time_zone", async () => {
    const { id } = await amarasDefault();
    await call('PATCH', `/v2/availabilities/${id}`, {
      periods: monday,
      overrides: [{ date: '2026-12-24', periods: [{ start_time: '11:00 PM', end_time: '12:00 AM' }] }],
      time_zone: 'UTC',
    });
    const after = await get(id);
    expect(hours(after.periods)).toEqual(['monday 10:00 AM-06:00 PM']);
    // 11 PM UTC on the 24th is midnight to 1 AM on the 25th in Lagos.
    expect(after.overrides.find((o) => o.date === '2026-12-25')).toEqual({
      date: '2026-12-25',
      periods: [{ start_time: '12:00 AM', end_time: '01:00 AM' }],
    });
    expect(after.overrides.find((o) => o.date === '2026-12-24')).toBeUndefined();
    await call('PATCH', `/v1/availabilities/${id}`, { periods: monday, time_zone: 'UTC' });
    expect(hours((await get(id)).periods)).toEqual(['monday 09:00 AM-05:00 PM']);
  });

  it.each([
    ['no periods', { overrides: [] }, 'periods'],
    [
      'an end before its start',
      { periods: [{ wday: 'monday', start_time: '05:00 PM', end_time: '09:00 AM' }] },
      'periods.0.end_time',
    ],
    [
      'an unknown weekday',
      { periods: [{ wday: 'funday', start_time: '09:00 AM', end_time: '10:00 AM' }] },
      'periods.0.wday',
    ],
    ['a bad override date', { periods: monday, overrides: [{ date: '2026-02-30', periods: [] }] }, 'overrides.0.date'],
    [
      'a bad override time',
      {
        periods: monday,
        overrides: [{ date: '2026-12-25', periods: [{ start_time: '25:00', end_time: '10:00 AM' }] }],
      },
      'overrides.0.periods.0.start_time',
    ],
    ['a bad zone (v2)', { periods: monday, time_zone: 'Mars/Olympus' }, 'time_zone'],
  ])('422 with the field for %s, and nothing changes', async (_, body, field) => {
    const before = await amarasDefault();
    const res = await call('PATCH', `/v2/availabilities/${before.id}`, body);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors as object)).toContain(field);
    expect((await amarasDefault()).periods).toEqual(before.periods);
    expect((await amarasDefault()).overrides).toEqual(before.overrides);
  });
});

describe('PATCH /v2/meetings/{sid}/availabilities', () => {
  it("reads the hours in time_zone and keeps them in the first host's zone; 404 for an unknown link; 422 without periods", async () => {
    const { seed } = app.state();
    const amara = seed.members.find((m) => m.email === AMARA)!;
    const link = seed.meetings.find((m) => m.hostIds[0] === amara.id)!;
    const res = await call('PATCH', `/v2/meetings/${link.sid}/availabilities`, { periods: monday, time_zone: 'UTC' });
    expect(res.status).toBe(200);
    expect(link.periods).toEqual([{ wday: 'monday', start: 600, end: 1080 }]);
    expect(res.body.meeting).toMatchObject({ sid: link.sid, before_buffer_time: expect.any(Number) as number });
    await call('PATCH', `/v2/meetings/${link.sid}/availabilities`, { periods: monday });
    expect(link.periods).toEqual([{ wday: 'monday', start: 540, end: 1020 }]);
    expect((await call('PATCH', '/v2/meetings/nosuchsid/availabilities', { periods: monday })).status).toBe(404);
    expect((await call('PATCH', `/v2/meetings/${link.sid}/availabilities`, { time_zone: 'UTC' })).status).toBe(422);
  });
});

describe('a workspace without the optional endpoints', () => {
  it('answers every availability read and update like an unknown route, keeps create, and comes back on reset', async () => {
    const { id } = await amarasDefault();
    const unknownRoute = await call('GET', '/v1/no-such-route');
    const reset = await call('POST', '/__sandbox/reset', { capabilities: { availabilityReads: false } });
    expect(reset.body.capabilities).toMatchObject({ availabilityReads: false, linkHoursTimeZone: true });
    for (const [method, path] of [
      ['GET', `/v1/availabilities?emails[]=${AMARA}`],
      ['GET', `/v1/availabilities/team_member?email=${AMARA}`],
      ['GET', `/v1/availabilities/${id}`],
      ['GET', `/v2/availabilities/${id}`],
      ['PATCH', `/v1/availabilities/${id}`],
      ['PATCH', `/v2/availabilities/${id}`],
    ] as const) {
      const res = await call(method, path, method === 'PATCH' ? { periods: monday } : undefined);
      expect([method, path, res.status, res.body]).toEqual([method, path, 404, unknownRoute.body]);
    }
    expect(
      (await call('POST', '/v2/availabilities', { email: AMARA, name: 'Still works', periods: monday })).status,
    ).toBe(201);
    const sid = app.state().seed.meetings[0]!.sid;
    expect((await call('PATCH', `/v2/meetings/${sid}/availabilities`, { periods: monday })).status).toBe(200);
    await call('POST', '/__sandbox/reset', { capabilities: { linkHoursTimeZone: false } });
    expect((await call('PATCH', `/v2/meetings/${sid}/availabilities`, { periods: monday })).status).toBe(404);
    expect((await call('GET', `/v1/availabilities?emails[]=${AMARA}`)).status).toBe(200);
    await call('POST', '/__sandbox/reset', {});
    expect((await call('PATCH', `/v2/meetings/${sid}/availabilities`, { periods: monday })).status).toBe(200);
  });
});
