import { beforeEach, describe, expect, it } from 'vitest';
import { createSandboxApp } from './app';
import type { SandboxCapabilities } from './records';
import { CANCEL_DONE, CANCELLED_MESSAGE, ENDED_MESSAGE, PAST_MESSAGE, TAKEN_MESSAGE } from './routes/booking-record';

// One booking's routes as bookings.yaml documents them: details, reschedule, cancel, each optional.
const NOW = Date.parse('2026-11-07T12:00:00Z');
const DAY = 86_400_000;
const KEY = 'sandbox-demo-key';

interface Booking {
  sid: string;
  name: string;
  email: string;
  host_email: string;
  multihosts: { email: string }[];
  status: string;
  starts_at: string;
  ends_at: string;
  time_zone: string;
  cancel_reason: string | null;
  cancelled_by: string | null;
  updated_at: string;
}

let app: ReturnType<typeof createSandboxApp>;
const make = (capabilities: Partial<SandboxCapabilities> = {}) => {
  app = createSandboxApp({ now: () => NOW, seed: { capabilities } });
};
beforeEach(() => make());

async function call(method: string, path: string, body?: unknown) {
  const res = await app.request(`/api/external${path}`, {
    method,
    headers: { 'X-Api-Key': KEY, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Booking & { error?: string; message?: string } };
}
const all = async () =>
  (
    (await (await app.request('/api/external/v1/bookings', { headers: { 'X-Api-Key': KEY } })).json()) as {
      bookings: Booking[];
    }
  ).bookings;
const upcoming = async () =>
  (await all()).filter((b) => b.status === 'confirmed' && Date.parse(b.starts_at) > NOW + DAY);
/** The wall-clock date and 12-hour time of an instant in UTC, as a reschedule body writes them. */
const slotOf = (ms: number) => {
  const d = new Date(ms);
  const h = d.getUTCHours();
  const time = `${String(h % 12 || 12).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
  return { slot_date: d.toISOString().slice(0, 10), slot_start_time: time, time_zone: 'UTC' };
};

describe('GET /v1/bookings/{sid}', () => {
  it('answers the booking itself, the same as in the list, and 404 for a sid it does not know', async () => {
    const listed = (await all())[3]!;
    const { status, body } = await call('GET', `/v1/bookings/${listed.sid}`);
    expect(status).toBe(200);
    expect(body).toEqual(listed);
    expect((await call('GET', '/v1/bookings/nosuch1')).status).toBe(404);
  });
});

describe('PATCH /v1/bookings/{sid} (reschedule)', () => {
  it('moves a booking to a free time, keeps its length and says when it was changed', async () => {
    const b = (await upcoming())[0]!;
    const length = Date.parse(b.ends_at) - Date.parse(b.starts_at);
    const target = Date.parse('2027-01-04T03:15:00Z');
    const { status, body } = await call('PATCH', `/v1/bookings/${b.sid}`, {
      name: b.name,
      email: b.email,
      ...slotOf(target),
      reschedule_reason: 'Client asked',
    });
    expect(status).toBe(200);
    expect(body.sid).toBe(b.sid);
    expect(body.starts_at).toBe(new Date(target).toISOString());
    expect(Date.parse(body.ends_at) - Date.parse(body.starts_at)).toBe(length);
    expect(body.updated_at).toBe(new Date(NOW).toISOString());
    expect((await call('GET', `/v1/bookings/${b.sid}`)).body.starts_at).toBe(body.starts_at);
  });

  it("reads the slot in the body's time zone", async () => {
    const b = (await upcoming())[1]!;
    const { body } = await call('PATCH', `/v1/bookings/${b.sid}`, {
      name: b.name,
      email: b.email,
      slot_date: '2027-01-05',
      slot_start_time: '09:30 AM',
      time_zone: 'Asia/Kolkata',
    });
    expect(body.starts_at).toBe('2027-01-05T04:00:00.000Z');
    expect(body.time_zone).toBe('Asia/Kolkata');
  });

  it('refuses a time another booking of the same host holds, and a time in the past, with 422 and the reason', async () => {
    const [b, ...others] = await upcoming();
    const taken = others.find(
      (o) => o.host_email === b!.host_email || o.multihosts.some((h) => h.email === b!.host_email),
    )!;
    const refused = await call('PATCH', `/v1/bookings/${b!.sid}`, {
      name: b!.name,
      email: b!.email,
      ...slotOf(Date.parse(taken.starts_at)),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe(TAKEN_MESSAGE);
    const past = await call('PATCH', `/v1/bookings/${b!.sid}`, {
      name: b!.name,
      email: b!.email,
      ...slotOf(NOW - DAY),
    });
    expect(past).toEqual({ status: 422, body: { error: PAST_MESSAGE } });
    expect((await call('GET', `/v1/bookings/${b!.sid}`)).body.starts_at).toBe(b!.starts_at);
  });

  it('refuses a cancelled booking with 422, and a body missing or misspelling a field with 400 naming it', async () => {
    const cancelled = (await all()).find((b) => b.status === 'cancelled')!;
    const body = { name: cancelled.name, email: cancelled.email, ...slotOf(NOW + 3 * DAY) };
    expect(await call('PATCH', `/v1/bookings/${cancelled.sid}`, body)).toEqual({
      status: 422,
      body: { error: CANCELLED_MESSAGE },
    });
    const b = (await upcoming())[0]!;
    const good = { name: b.name, email: b.email, ...slotOf(NOW + 3 * DAY) };
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...good, slot_date: undefined }, /^slot_date is required/],
      [{ ...good, slot_date: '2027-02-30' }, /^slot_date must be/],
      [{ ...good, slot_start_time: '13:00 PM' }, /^slot_start_time must be/],
      [{ ...good, time_zone: 'Mars/Olympus' }, /^time_zone is not/],
      [{ ...good, email: 'nobody' }, /^email is not/],
    ];
    for (const [sent, message] of cases) {
      const res = await call('PATCH', `/v1/bookings/${b.sid}`, sent);
      expect(res.status, JSON.stringify(sent)).toBe(400);
      expect(res.body.error).toMatch(message);
    }
  });
});

describe('POST /v1/bookings/{sid}/cancel', () => {
  it('cancels with the reason from the query, and refuses a second cancel and a booking that took place', async () => {
    const b = (await upcoming())[0]!;
    const done = await call('POST', `/v1/bookings/${b.sid}/cancel?cancel_reason=${encodeURIComponent('Host is ill')}`);
    expect(done).toEqual({ status: 200, body: { message: CANCEL_DONE } });
    const after = (await call('GET', `/v1/bookings/${b.sid}`)).body;
    expect([after.status, after.cancel_reason, after.cancelled_by]).toEqual(['cancelled', 'Host is ill', 'host']);
    expect(await call('POST', `/v1/bookings/${b.sid}/cancel`)).toEqual({
      status: 422,
      body: { error: CANCELLED_MESSAGE },
    });
    const past = (await all()).find((x) => x.status === 'confirmed' && Date.parse(x.ends_at) < NOW)!;
    expect(await call('POST', `/v1/bookings/${past.sid}/cancel`)).toEqual({
      status: 422,
      body: { error: ENDED_MESSAGE },
    });
    expect((await call('POST', '/v1/bookings/nosuch1/cancel')).status).toBe(404);
  });
});

describe('each route is an optional capability', () => {
  it.each([
    ['bookingDetails', 'GET', ''],
    ['bookingReschedule', 'PATCH', ''],
    ['bookingCancel', 'POST', '/cancel'],
  ] as const)('without %s, %s answers as for an unknown route and changes nothing', async (name, method, suffix) => {
    make({ [name]: false });
    const b = (await upcoming())[0]!;
    const res = await call(
      method,
      `/v1/bookings/${b.sid}${suffix}`,
      method === 'PATCH' ? { name: b.name, email: b.email, ...slotOf(NOW + 3 * DAY) } : undefined,
    );
    expect(res).toEqual({ status: 404, body: { error: 'Not found' } });
    expect((await all()).find((x) => x.sid === b.sid)).toEqual(b);
  });
});
