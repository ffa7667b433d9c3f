import { describe, expect, it, vi } from 'vitest';
import { createSandboxApp, UNAUTHORIZED_BODY } from './app';

const KEY = 'sandbox-demo-key';
const NOW = Date.parse('2026-11-21T12:00:00Z');

function setup(options: Parameters<typeof createSandboxApp>[0] = {}) {
  const app = createSandboxApp({ now: () => NOW, ...options });
  const call = async (method: string, path: string, body?: unknown, key: string | null = KEY) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (key !== null) headers['X-Api-Key'] = key;
    const res = await app.request(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let json: Record<string, unknown> = {};
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      json = { raw: text };
    }
    return { status: res.status, body: json, headers: res.headers };
  };
  return { app, call };
}

const bookingStarts = (body: Record<string, unknown>) =>
  (body.bookings as { starts_at: string }[]).map((b) => Date.parse(b.starts_at));

type Meeting = { sid: string; name: string; slug: string; hosts: { email: string }[] };

describe('authentication', () => {
  it('refuses a missing or wrong key on every endpoint with the documented body', async () => {
    const { call } = setup();
    for (const [method, path] of [
      ['GET', '/api/external/v2/meetings'],
      ['GET', '/api/external/v1/meetings'],
      ['GET', '/api/external/v1/packages'],
      ['GET', '/api/external/v1/team_members'],
      ['GET', '/api/external/v2/bookings'],
      ['POST', '/api/external/v2/availabilities'],
      ['POST', '/api/external/v1/availabilities'],
      ['POST', '/api/external/v1/meetings/abc/availability'],
      ['PATCH', '/api/external/v1/team_members/abc'],
    ] as const) {
      expect((await call(method, path, undefined, null)).status).toBe(401);
      const wrong = await call(method, path, undefined, 'nope');
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual(UNAUTHORIZED_BODY);
    }
  });

  it('takes its key from the options', async () => {
    const { call } = setup({ apiKey: 'other' });
    expect((await call('GET', '/api/external/v1/packages')).status).toBe(401);
    expect((await call('GET', '/api/external/v1/packages', undefined, 'other')).status).toBe(200);
  });
});

describe('scheduling link list', () => {
  it('filters by one or several hosts (any of them) and by name or slug, case-insensitive', async () => {
    const { call } = setup();
    const one = await call('GET', '/api/external/v2/meetings?host_email=oliver.smith@example.com');
    const many = await call(
      'GET',
      '/api/external/v2/meetings?host_email[]=oliver.smith@example.com&host_email[]=PRIYA.RAGHUNATHAN@example.com',
    );
    const oneList = one.body.meetings as Meeting[];
    const manyList = many.body.meetings as Meeting[];
    expect(oneList.length).toBeGreaterThan(0);
    expect(oneList.every((m) => m.hosts.some((h) => h.email === 'oliver.smith@example.com'))).toBe(true);
    expect(manyList.length).toBeGreaterThan(oneList.length);
    expect(
      manyList.every((m) =>
        m.hosts.some((h) => ['oliver.smith@example.com', 'priya.raghunathan@example.com'].includes(h.email)),
      ),
    ).toBe(true);
    const search = await call('GET', '/api/external/v1/meetings?search=DEMO');
    const found = search.body.meetings as Meeting[];
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((m) => /demo/i.test(m.name) || /demo/i.test(m.slug))).toBe(true);
    const bySlug = await call(
      'GET',
      `/api/external/v2/meetings?search=${encodeURIComponent(found[0]!.slug.toUpperCase())}`,
    );
    expect((bySlug.body.meetings as Meeting[]).map((m) => m.sid)).toContain(found[0]!.sid);
  });

  it('paginates as §2.6, 30 by default, empty past the end', async () => {
    const { call } = setup();
    const page = await call('GET', '/api/external/v2/meetings?page_number=2');
    expect(page.body.pagination).toEqual({ total_records: 120, total_pages: 4, current_page_number: 2, page_size: 30 });
    expect((page.body.meetings as unknown[]).length).toBe(30);
    const past = await call('GET', '/api/external/v2/meetings?page_number=9&page_size=50');
    expect(past.body.meetings).toEqual([]);
  });

  it('returns everything without page_number, or page 1 under the other reading', async () => {
    const all = await setup().call('GET', '/api/external/v2/meetings?page_size=10');
    expect((all.body.meetings as unknown[]).length).toBe(120);
    expect(all.body.pagination).toEqual({ total_records: 120, page_size: 10 });
    const pageOne = await setup({ pagination: 'page-one' }).call('GET', '/api/external/v2/meetings?page_size=10');
    expect((pageOne.body.meetings as unknown[]).length).toBe(10);
    expect(pageOne.body.pagination).toMatchObject({ total_records: 120, total_pages: 12, current_page_number: 1 });
  });

  it('seeds deterministically, with the odd names, and scales', async () => {
    const a = await setup().call('GET', '/api/external/v2/meetings');
    const b = await setup().call('GET', '/api/external/v2/meetings');
    expect(a.body).toEqual(b.body);
    const names = (a.body.meetings as Meeting[]).map((m) => m.name);
    expect(names).toContain('<img src=x onerror=alert(1)> Intro call');
    expect(names.some((n) => /[\u3040-\u30ff]/.test(n))).toBe(true);
    expect(names.some((n) => n.length > 120)).toBe(true);
    const big = await setup({ seed: { meetings: 12_000 } }).call(
      'GET',
      '/api/external/v2/meetings?page_number=1&page_size=1',
    );
    expect((big.body.pagination as { total_records: number }).total_records).toBe(12_000);
  });
});

describe('link availability update (§4.3)', () => {
  it('404 for an unknown sid, 422 for bad periods, 200 with the v1 meeting otherwise', async () => {
    const { call } = setup();
    expect((await call('POST', '/api/external/v1/meetings/nosuch/availability', { periods: [] })).status).toBe(404);
    const sid = ((await call('GET', '/api/external/v1/meetings')).body.meetings as Meeting[])[0]!.sid;
    const bad = await call('POST', `/api/external/v1/meetings/${sid}/availability`, {
      periods: [{ wday: 'funday', start_time: '9 AM', end_time: '05:00 PM' }],
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors as object).sort()).toEqual(['periods.0.start_time', 'periods.0.wday']);
    const ok = await call('POST', `/api/external/v1/meetings/${sid}/availability`, {
      periods: [{ wday: 'monday', start_time: '09:00AM', end_time: '05:00 pm' }],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.meeting).not.toHaveProperty('before_buffer_time');
    expect(ok.body.meeting).not.toHaveProperty('locked_time_zone');
  });
});

describe('availability create (§4.1, §4.2)', () => {
  const base = { email: 'oliver.smith@example.com', name: 'Custom hours' };

  it.each([
    [{ ...base, email: 'not-an-email' }, 'email', 'Email is invalid'],
    [{ ...base, email: 'nobody@example.com' }, 'email', 'No team member'],
    [{ ...base, name: '' }, 'name', "Name can't be blank"],
    [
      { ...base, periods: [{ wday: 'Funday', start_time: '09:00 AM', end_time: '10:00 AM' }] },
      'periods.0.wday',
      'not one of monday',
    ],
    [
      { ...base, periods: [{ wday: 'monday', start_time: '17:00', end_time: '10:00 AM' }] },
      'periods.0.start_time',
      'HH:MM AM/PM',
    ],
    [
      { ...base, periods: [{ wday: 'monday', start_time: '11:00 AM', end_time: '10:00 AM' }] },
      'periods.0.end_time',
      'after start',
    ],
    [{ ...base, overrides: [{ date: '2026-02-30', periods: [] }] }, 'overrides.0.date', 'not a valid'],
    [
      { ...base, overrides: [{ date: '2026-12-01', periods: [{ start_time: '02:00 PM', end_time: '01:00 PM' }] }] },
      'overrides.0.periods.0.end_time',
      'after start',
    ],
    [{ ...base, time_zone: 'Mars/Olympus' }, 'time_zone', 'not a valid time zone'],
  ])('422 %j', async (body, field, message) => {
    const res = await setup().call('POST', '/api/external/v2/availabilities', body);
    expect(res.status).toBe(422);
    const errors = res.body.errors as Record<string, string[]>;
    expect(errors[field]?.join(' ')).toContain(message);
  });

  it('400 for a body that is not JSON', async () => {
    const { app } = setup();
    const res = await app.request('/api/external/v2/availabilities', {
      method: 'POST',
      headers: { 'X-Api-Key': KEY, 'Content-Type': 'application/json' },
      body: '{oops',
    });
    expect(res.status).toBe(400);
  });

  it('converts periods given in another zone into the member zone, splitting at midnight', async () => {
    // Oliver is in America/New_York; Monday 9-5 in Kolkata falls on Sunday night and Monday morning there.
    const res = await setup().call('POST', '/api/external/v2/availabilities', {
      ...base,
      time_zone: 'Asia/Kolkata',
      periods: [{ wday: 'monday', start_time: '09:00 AM', end_time: '05:00 PM' }],
      overrides: [{ date: '2026-12-24', periods: [{ start_time: '09:00 AM', end_time: '11:00 AM' }] }],
    });
    expect(res.status).toBe(201);
    const a = res.body.availability as { periods: unknown[]; overrides: unknown[] };
    expect(a.periods).toEqual([
      { id: 'period-1', wday: 'sunday', start_time: '10:30 PM', end_time: '12:00 AM' },
      { id: 'period-2', wday: 'monday', start_time: '12:00 AM', end_time: '06:30 AM' },
    ]);
    expect(a.overrides).toEqual([
      { date: '2026-12-23', periods: [{ start_time: '10:30 PM', end_time: '12:00 AM' }] },
      { date: '2026-12-24', periods: [{ start_time: '12:00 AM', end_time: '12:30 AM' }] },
    ]);
  });

  it('an override sent without periods removes the existing one', async () => {
    const { call } = setup();
    await call('POST', '/api/external/v2/availabilities', {
      ...base,
      overrides: [
        { date: '2026-12-25', periods: [] },
        { date: '2026-12-31', periods: [] },
      ],
    });
    const res = await call('POST', '/api/external/v2/availabilities', { ...base, overrides: [{ date: '2026-12-25' }] });
    expect((res.body.availability as { overrides: { date: string }[] }).overrides.map((o) => o.date)).toEqual([
      '2026-12-31',
    ]);
  });
});

describe('team member update (§4.7)', () => {
  it('validates each field, roles case sensitive', async () => {
    const { call } = setup();
    const members = (await call('GET', '/api/external/v1/team_members')).body.team_members as {
      id: string;
      email: string;
    }[];
    const id = members[2]!.id;
    expect((await call('PATCH', '/api/external/v1/team_members/nope', { active: false })).status).toBe(404);
    const bad = await call('PATCH', `/api/external/v1/team_members/${id}`, {
      email: 'bad',
      time_zone: 'Nowhere/Land',
      organization_role: 'admin',
      active: 'yes',
    });
    expect(bad.status).toBe(422);
    const errors = bad.body.errors as Record<string, string[]>;
    expect(errors.email).toEqual(['Email is invalid']);
    expect(errors.time_zone![0]).toContain('not a valid time zone');
    expect(errors.organization_role![0]).toContain("did you mean 'Admin'");
    expect(errors.active).toBeDefined();
    const taken = await call('PATCH', `/api/external/v1/team_members/${id}`, { email: members[0]!.email });
    expect((taken.body.errors as Record<string, string[]>).email).toEqual(['Email has already been taken']);
    const ok = await call('PATCH', `/api/external/v1/team_members/${id}`, {
      organization_role: 'Admin',
      time_zone: 'Europe/Paris',
      active: false,
    });
    expect(ok.body.team_member).toMatchObject({ organization_role: 'Admin', time_zone: 'Europe/Paris', active: false });
  });

  it('a changed email shows in the hosts of links', async () => {
    const { call } = setup();
    const members = (await call('GET', '/api/external/v1/team_members')).body.team_members as {
      id: string;
      email: string;
    }[];
    await call('PATCH', `/api/external/v1/team_members/${members[0]!.id}`, { email: 'oliver.new@example.com' });
    const links = await call('GET', '/api/external/v2/meetings?host_email=oliver.new@example.com');
    expect((links.body.meetings as unknown[]).length).toBeGreaterThan(0);
  });
});

describe('control endpoints', () => {
  it('injects latency, a status, malformed JSON, and counts down', async () => {
    const { call } = setup();
    await call('POST', '/__sandbox/faults', { path: '/api/external/v2/meetings', status: 500, times: 1 });
    expect((await call('GET', '/api/external/v2/meetings')).status).toBe(500);
    expect((await call('GET', '/api/external/v2/meetings')).status).toBe(200);
    await call('POST', '/__sandbox/faults', { path: '/api/external/v1/*', status: 429, retryAfter: 2, times: 1 });
    const limited = await call('GET', '/api/external/v1/packages');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('2');
    await call('POST', '/__sandbox/faults', { path: '/api/external/v1/packages', malformed: true, times: 1 });
    expect((await call('GET', '/api/external/v1/packages')).body.raw).toMatch(/^\{"meetings": \[/);
    await call('POST', '/__sandbox/faults', { path: '/api/external/v1/packages', latencyMs: 120, times: 1 });
    const started = performance.now();
    await call('GET', '/api/external/v1/packages');
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
    expect((await call('POST', '/__sandbox/faults', { path: 'no-slash' })).status).toBe(422);
    expect(
      (await call('POST', '/__sandbox/faults', { path: '/api/external/v1/packages', query: { page_size: 50 } })).status,
    ).toBe(422);
    expect((await call('POST', '/__sandbox/faults', { path: '/api/external/v1/packages', query: ['50'] })).status).toBe(
      422,
    );
  });

  /** A member's first name as the workspace holds it now, and a way to wait until `n` requests are held. */
  const holding = (call: ReturnType<typeof setup>['call'], id: string) => ({
    firstName: async () =>
      (
        (await call('GET', '/api/external/v1/team_members')).body.team_members as { id: string; first_name: string }[]
      ).find((m) => m.id === id)!.first_name,
    held: (n: number) => vi.waitFor(async () => expect((await call('GET', '/__sandbox/faults')).body.held).toBe(n)),
  });

  it('holds a request until released: a held write is not applied, then it is by the time the release answers', async () => {
    const { call } = setup();
    const members = (await call('GET', '/api/external/v1/team_members')).body.team_members as {
      id: string;
      first_name: string;
    }[];
    const id = members[0]!.id;
    const { firstName, held } = holding(call, id);
    await call('POST', '/__sandbox/faults', {
      path: '/api/external/v1/team_members/*',
      method: 'PATCH',
      hold: true,
      times: 1,
    });
    let answered = false;
    const write = call('PATCH', `/api/external/v1/team_members/${id}`, { first_name: 'Held' }).then((r) => {
      answered = true;
      return r;
    });
    await held(1);
    expect(answered).toBe(false);
    expect((await call('GET', '/__sandbox/faults')).body.faults).toEqual([]);
    const whileHeld = (await call('GET', '/__sandbox/requests')).body.requests as { method: string; status?: number }[];
    expect(whileHeld.filter((r) => r.method === 'PATCH').at(-1)).not.toHaveProperty('status');
    expect(await firstName()).toBe(members[0]!.first_name);
    expect((await call('POST', '/__sandbox/faults/release', {})).body).toMatchObject({ released: 1 });
    expect(await firstName()).toBe('Held');
    expect((await write).status).toBe(200);
    await held(0);
    expect((await call('POST', '/__sandbox/faults', { path: '/api/external/v1/packages', hold: 'yes' })).status).toBe(
      422,
    );
  });

  it('a reset or clearing the faults answers held requests 503 and applies nothing', async () => {
    const { call } = setup();
    const members = (await call('GET', '/api/external/v1/team_members')).body.team_members as {
      id: string;
      first_name: string;
    }[];
    const id = members[0]!.id;
    const { firstName, held } = holding(call, id);
    for (const [method, path] of [
      ['POST', '/__sandbox/reset'],
      ['DELETE', '/__sandbox/faults'],
    ] as const) {
      await call('POST', '/__sandbox/faults', { path: '/api/external/v1/team_members/*', method: 'PATCH', hold: true });
      const dropped = call('PATCH', `/api/external/v1/team_members/${id}`, { first_name: 'Dropped' });
      await held(1);
      await call(method, path, method === 'POST' ? {} : undefined);
      expect((await dropped).status, path).toBe(503);
      expect(await firstName(), path).toBe(members[0]!.first_name);
      await held(0);
      await call('DELETE', '/__sandbox/faults');
    }
  });

  it('lets a held request go on by itself after two minutes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { call } = setup();
      const members = (await call('GET', '/api/external/v1/team_members')).body.team_members as { id: string }[];
      const id = members[0]!.id;
      const { firstName } = holding(call, id);
      await call('POST', '/__sandbox/faults', {
        path: '/api/external/v1/team_members/*',
        method: 'PATCH',
        hold: true,
        times: 1,
      });
      const write = call('PATCH', `/api/external/v1/team_members/${id}`, { first_name: 'Late' });
      // Not vi.waitFor: under fake timers it moves the clock on by itself.
      while ((await call('GET', '/__sandbox/faults')).body.held !== 1) await new Promise((r) => setImmediate(r));
      await vi.advanceTimersByTimeAsync(119_999);
      expect(await firstName()).not.toBe('Late');
      await vi.advanceTimersByTimeAsync(1);
      expect((await write).status).toBe(200);
      expect(await firstName()).toBe('Late');
    } finally {
      vi.useRealTimers();
    }
  });

  it('applies a fault only to requests that carry its query values', async () => {
    const { call } = setup();
    await call('POST', '/__sandbox/faults', {
      path: '/api/external/v2/meetings',
      query: { page_size: '50' },
      status: 429,
      times: 1,
    });
    expect((await call('GET', '/api/external/v2/meetings?page_number=2&page_size=10')).status).toBe(200);
    expect((await call('GET', '/api/external/v2/meetings')).status).toBe(200);
    expect((await call('GET', '/api/external/v2/meetings?page_number=1&page_size=50')).status).toBe(429);
    expect((await call('GET', '/api/external/v2/meetings?page_number=1&page_size=50')).status).toBe(200);
  });

  it('resets to the seed and records what was sent, without the key', async () => {
    const { call } = setup();
    const members = (await call('GET', '/api/external/v1/team_members')).body.team_members as { id: string }[];
    await call('PATCH', `/api/external/v1/team_members/${members[1]!.id}`, { first_name: 'Changed' });
    await call('GET', '/api/external/v2/meetings/no-such-link');
    await call('GET', '/api/external/v1/packages', undefined, 'wrong-key');
    const log = (await call('GET', '/__sandbox/requests')).body.requests as {
      method: string;
      body: unknown;
      status?: number;
    }[];
    expect(log.at(-3)).toMatchObject({ method: 'PATCH', body: { first_name: 'Changed' }, status: 200 });
    expect(log.at(-2)).toMatchObject({ method: 'GET', status: 404 });
    expect(log.at(-1)).toMatchObject({ method: 'GET', status: 401 });
    expect(JSON.stringify(log)).not.toContain(KEY);
    await call('POST', '/__sandbox/reset', { meetings: 2000 });
    const info = await call('GET', '/__sandbox/info');
    expect(info.body.counts).toMatchObject({ meetings: 2000, members: 12 });
    const after = (await call('GET', '/api/external/v1/team_members')).body.team_members as { first_name: string }[];
    expect(after[1]!.first_name).not.toBe('Changed');
    // A reset may choose the reading of an absent page_number; the next reset without it goes back.
    await call('POST', '/__sandbox/reset', { pagination: 'page-one' });
    expect((await call('GET', '/api/external/v2/meetings')).body.meetings).toHaveLength(30);
    await call('POST', '/__sandbox/reset', {});
    expect((await call('GET', '/api/external/v2/meetings')).body.meetings).toHaveLength(120);
  });

  it('seeds around its clock: a fixed instant by default, whatever the machine says', async () => {
    vi.useFakeTimers({ now: Date.parse('2031-07-04T22:00:00Z'), toFake: ['Date'] });
    try {
      const { call } = setup({ now: undefined });
      expect((await call('GET', '/__sandbox/info')).body.now).toMatch(/^2026-11-21T12:00/);
      const starts = bookingStarts((await call('GET', '/api/external/v2/bookings')).body);
      expect(Math.min(...starts)).toBeGreaterThanOrEqual(Date.parse('2026-09-22T00:00:00Z'));
      expect(Math.max(...starts)).toBeLessThan(Date.parse('2027-01-21T00:00:00Z'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('a reset may start the clock elsewhere and seeds around it; the next reset without it goes back', async () => {
    const { call } = setup({ startAt: Date.parse('2027-03-14T06:30:00Z') });
    const reset = await call('POST', '/__sandbox/reset', { now: '2026-12-31T23:55:00-05:00' });
    expect(reset.body.now).toBe('2027-01-01T04:55:00.000Z');
    const starts = bookingStarts((await call('GET', '/api/external/v2/bookings')).body);
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(Date.parse('2026-11-02T00:00:00Z'));
    expect(Math.max(...starts)).toBeLessThan(Date.parse('2027-03-03T00:00:00Z'));
    const upcoming = bookingStarts((await call('GET', '/api/external/v2/bookings?type=upcoming')).body);
    expect(Math.min(...upcoming)).toBeGreaterThan(Date.parse('2027-01-01T03:00:00Z'));
    await call('POST', '/__sandbox/reset', {});
    expect((await call('GET', '/__sandbox/clock')).body.now).toBe('2027-03-14T06:30:00.000Z');
  });

  it('the clock endpoint moves "now" and keeps the data; an instant it cannot read is a 400', async () => {
    const { call } = setup();
    const members = (await call('GET', '/api/external/v1/team_members')).body.team_members as { id: string }[];
    await call('PATCH', `/api/external/v1/team_members/${members[1]!.id}`, { first_name: 'Kept' });
    const before = (await call('GET', '/api/external/v2/bookings?type=upcoming')).body;
    const moved = await call('POST', '/__sandbox/clock', { now: '2027-02-01T00:00:00Z' });
    expect(moved).toMatchObject({ status: 200, body: { now: '2027-02-01T00:00:00.000Z' } });
    expect((await call('GET', '/__sandbox/clock')).body.now).toBe('2027-02-01T00:00:00.000Z');
    const after = (await call('GET', '/api/external/v2/bookings?type=upcoming')).body;
    expect(bookingStarts(after).length).toBeLessThan(bookingStarts(before).length);
    const kept = (await call('GET', '/api/external/v1/team_members')).body.team_members as { first_name: string }[];
    expect(kept[1]!.first_name).toBe('Kept');
    for (const now of ['2027-02-01 10:00', '2027-02-01T10:00:00', '2027-02-30T10:00:00Z', 1_790_000_000_000]) {
      expect((await call('POST', '/__sandbox/clock', { now })).status, String(now)).toBe(400);
      expect((await call('POST', '/__sandbox/reset', { now })).status, String(now)).toBe(400);
    }
    expect((await call('POST', '/__sandbox/clock', {})).status).toBe(400);
    expect((await call('GET', '/__sandbox/clock')).body.now).toBe('2027-02-01T00:00:00.000Z');
  });

  it('answers 404 for what it does not know', async () => {
    const { call } = setup();
    expect((await call('GET', '/api/external/v3/meetings')).status).toBe(404);
  });
});
