import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import { faultMiddleware, isFault, type Fault } from './faults.ts';
import { createSeed, Random, type Seed, type SeedOptions } from './seed.ts';
import {
  fullName,
  serializeBooking,
  serializeMeeting,
  serializeMember,
  serializePackage,
  serializePeriods,
} from './serialize.ts';
import {
  convertDatedRange,
  convertWeekly,
  formatTime,
  mergeRanges,
  utcToZoned,
  weekdayOf,
  type Range,
  type WeeklyRange,
} from './time.ts';
import {
  Errors,
  isEmail,
  isObject,
  readOverrides,
  readTimeZone,
  readWeeklyPeriods,
} from './validate.ts';

export const DEFAULT_API_KEY = 'sandbox-demo-key';
export const UNAUTHORIZED_BODY = { error: 'Could not authenticate, invalid API Key' };

export interface SandboxOptions {
  apiKey?: string;
  /** How an absent page_number is read (spec §4.9): every result, or page 1. */
  pagination?: 'all' | 'page-one';
  seed?: SeedOptions;
  cors?: boolean;
  now?: () => number;
}

interface AvailabilityRecord {
  id: string;
  sid: string;
  memberId: string;
  name: string;
  periods: WeeklyRange[];
  overrides: Map<string, Range[]>;
}

interface LoggedRequest {
  method: string;
  path: string;
  query: string;
  body: unknown;
  at: string;
}

export interface SandboxState {
  seed: Seed;
  seedOptions: SeedOptions;
  availabilities: AvailabilityRecord[];
  faults: Fault[];
  requests: LoggedRequest[];
  rng: Random;
}

const API = '/api/external';

export function createSandboxApp(options: SandboxOptions = {}) {
  const apiKey = options.apiKey ?? DEFAULT_API_KEY;
  const paginationMode = options.pagination ?? 'all';
  const now = options.now ?? Date.now;

  const fresh = (seedOptions: SeedOptions): SandboxState => ({
    seed: createSeed(seedOptions),
    seedOptions,
    availabilities: [],
    faults: [],
    requests: [],
    rng: new Random(7),
  });
  let state = fresh(options.seed ?? {});

  const app = new Hono();
  // The app may be mounted below a prefix (/sandbox/demo); paths are matched below it.
  const relative = (c: Context) => {
    const full = new URL(c.req.url).pathname;
    const at = full.indexOf('/__sandbox');
    const api = full.indexOf(API);
    return at >= 0 ? full.slice(at) : api >= 0 ? full.slice(api) : full;
  };

  if (options.cors) {
    app.use(
      '*',
      cors({
        origin: '*',
        allowHeaders: ['X-Api-Key', 'Content-Type', 'Accept'],
        allowMethods: ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
        exposeHeaders: ['Retry-After'],
      }),
    );
  }

  // ---- control endpoints, only the sandbox has them -------------------------------------------
  app.post('/__sandbox/reset', async (c) => {
    const body = await c.req.json().catch(() => ({}));
    const seedOptions: SeedOptions = { ...options.seed };
    if (isObject(body)) {
      for (const key of ['meetings', 'packages', 'bookings'] as const) {
        const v = body[key];
        if (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 100_000) seedOptions[key] = v;
      }
    }
    state = fresh(seedOptions);
    return c.json({ ok: true, counts: counts() });
  });
  app.get('/__sandbox/info', (c) => c.json({ pagination: paginationMode, counts: counts(), roles: state.seed.roles }));
  app.get('/__sandbox/faults', (c) => c.json({ faults: state.faults }));
  app.post('/__sandbox/faults', async (c) => {
    const body = await c.req.json().catch(() => null);
    if (!isFault(body)) return c.json({ error: 'A fault needs a path starting with / and valid options' }, 422);
    state.faults.push(body);
    return c.json({ ok: true, faults: state.faults });
  });
  app.delete('/__sandbox/faults', (c) => {
    state.faults = [];
    return c.json({ ok: true });
  });
  app.get('/__sandbox/requests', (c) => c.json({ requests: state.requests }));
  app.delete('/__sandbox/requests', (c) => {
    state.requests = [];
    return c.json({ ok: true });
  });

  const counts = () => ({
    members: state.seed.members.length,
    meetings: state.seed.meetings.length,
    packages: state.seed.packages.length,
    bookings: state.seed.bookings.length,
    availabilities: state.availabilities.length,
  });

  // ---- the External API ------------------------------------------------------------------------
  app.use(`${API}/*`, async (c, next) => {
    let body: unknown = null;
    if (c.req.method !== 'GET') {
      const text = await c.req.raw.clone().text();
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
    }
    state.requests.push({
      method: c.req.method,
      path: relative(c),
      query: new URL(c.req.url).search,
      body,
      at: new Date(now()).toISOString(),
    });
    if (state.requests.length > 500) state.requests.shift();
    return next();
  });
  app.use(`${API}/*`, (c, next) => faultMiddleware(state.faults, relative)(c, next));
  app.use(`${API}/*`, async (c, next) => {
    if (c.req.header('X-Api-Key') !== apiKey) return c.json(UNAUTHORIZED_BODY, 401);
    return next();
  });

  const readJson = async (c: Context): Promise<{ ok: true; body: Record<string, unknown> } | { ok: false }> => {
    try {
      const body: unknown = await c.req.json();
      return isObject(body) ? { ok: true, body } : { ok: false };
    } catch {
      return { ok: false };
    }
  };
  const badJson = (c: Context) => c.json({ error: 'The request body must be a JSON object' }, 400);

  function paginate<T>(c: Context, items: T[]) {
    const sizeRaw = Number(c.req.query('page_size'));
    const pageSize = Number.isInteger(sizeRaw) && sizeRaw > 0 ? sizeRaw : 30;
    const pageRaw = c.req.query('page_number');
    const total = items.length;
    if (pageRaw === undefined && paginationMode === 'all') {
      return { items, pagination: { total_records: total, page_size: pageSize } };
    }
    const pageNum = Number(pageRaw ?? 1);
    const page = Number.isInteger(pageNum) && pageNum > 0 ? pageNum : 1;
    return {
      items: items.slice((page - 1) * pageSize, page * pageSize),
      pagination: {
        total_records: total,
        total_pages: Math.max(1, Math.ceil(total / pageSize)),
        current_page_number: page,
        page_size: pageSize,
      },
    };
  }

  const listMeetings = (version: 'v1' | 'v2') => (c: Context) => {
    const emails = [...(c.req.queries('host_email[]') ?? []), ...(c.req.queries('host_email') ?? [])]
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean);
    const search = c.req.query('search')?.trim().toLowerCase();
    const { seed } = state;
    const hostIds = new Set(seed.members.filter((m) => emails.includes(m.email.toLowerCase())).map((m) => m.id));
    const filtered = seed.meetings.filter(
      (m) =>
        (emails.length === 0 || m.hostIds.some((id) => hostIds.has(id))) &&
        (!search || m.name.toLowerCase().includes(search) || m.slug.toLowerCase().includes(search)),
    );
    const { items, pagination } = paginate(c, filtered);
    return c.json({ meetings: items.map((m) => serializeMeeting(m, seed, version)), pagination });
  };
  app.get(`${API}/v2/meetings`, listMeetings('v2'));
  app.get(`${API}/v1/meetings`, listMeetings('v1'));

  app.get(`${API}/v1/packages`, (c) => {
    const { items, pagination } = paginate(c, state.seed.packages);
    return c.json({ packages: items.map(serializePackage), pagination });
  });

  app.get(`${API}/v1/team_members`, (c) => {
    const { items, pagination } = paginate(c, state.seed.members);
    return c.json({ team_members: items.map(serializeMember), pagination });
  });

  app.get(`${API}/v2/bookings`, (c) => {
    const origin = new URL(c.req.url).origin;
    const sorted = [...state.seed.bookings].sort((a, b) => b.starts_at.localeCompare(a.starts_at));
    const { items, pagination } = paginate(c, sorted);
    return c.json({ bookings: items.map((b) => serializeBooking(b, state.seed, origin)), pagination });
  });

  app.patch(`${API}/v1/team_members/:id`, async (c) => {
    const member = state.seed.members.find((m) => m.id === c.req.param('id'));
    if (!member) return c.json({ error: 'Team member not found' }, 404);
    const parsed = await readJson(c);
    if (!parsed.ok) return badJson(c);
    const { body } = parsed;
    const errors = new Errors();
    const update: Partial<typeof member> = {};
    if (body.email !== undefined) {
      if (!isEmail(body.email)) errors.add('email', 'Email is invalid');
      else if (
        state.seed.members.some((m) => m.id !== member.id && m.email.toLowerCase() === String(body.email).toLowerCase())
      ) {
        errors.add('email', 'Email has already been taken');
      } else update.email = body.email;
    }
    for (const field of ['first_name', 'last_name'] as const) {
      const v = body[field];
      if (v === undefined) continue;
      if (typeof v !== 'string') errors.add(field, `${field === 'first_name' ? 'First' : 'Last'} name must be text`);
      else if (field === 'first_name' && v.trim() === '') errors.add(field, "First name can't be blank");
      else if (v.length > 50) errors.add(field, `${field === 'first_name' ? 'First' : 'Last'} name is too long (maximum is 50 characters)`);
      else update[field] = v;
    }
    if (body.time_zone !== undefined) {
      const tz = readTimeZone(body.time_zone, errors);
      if (tz) update.time_zone = tz;
    }
    if (body.organization_role !== undefined) {
      const role = body.organization_role;
      if (typeof role === 'string' && state.seed.roles.includes(role)) update.organization_role = role;
      else {
        const near = state.seed.roles.find((r) => typeof role === 'string' && r.toLowerCase() === role.toLowerCase());
        errors.add(
          'organization_role',
          near
            ? `Organization role '${String(role)}' does not exist; roles are case sensitive (did you mean '${near}'?)`
            : `Organization role '${String(role)}' does not exist in this workspace`,
        );
      }
    }
    if (body.active !== undefined) {
      if (typeof body.active !== 'boolean') errors.add('active', 'Active must be true or false');
      else update.active = body.active;
    }
    if (!errors.empty) return c.json(errors.body(), 422);
    Object.assign(member, update);
    return c.json({ team_member: serializeMember(member) });
  });

  const today = (tz: string) => utcToZoned(now(), tz).date;

  app.post(`${API}/v1/meetings/:sid/availability`, async (c) => {
    const meeting = state.seed.meetings.find((m) => m.sid === c.req.param('sid'));
    if (!meeting) return c.json({ error: 'Scheduling link not found' }, 404);
    const parsed = await readJson(c);
    if (!parsed.ok) return badJson(c);
    const { body } = parsed;
    const errors = new Errors();
    if (body.periods === undefined) errors.add('periods', 'Periods are required');
    const periods = readWeeklyPeriods(body.periods, errors);
    const tz = readTimeZone(body.time_zone, errors);
    if (!errors.empty) return c.json(errors.body(), 422);
    const host = state.seed.members.find((m) => m.id === meeting.hostIds[0]);
    const memberZone = host?.time_zone ?? 'UTC';
    meeting.periods = tz ? convertWeekly(periods, tz, memberZone, today(tz)) : convertWeekly(periods, memberZone, memberZone, '');
    meeting.updated_at = new Date(now()).toISOString();
    return c.json({ message: 'Meeting updated successfully', meeting: serializeMeeting(meeting, state.seed, 'v1') });
  });

  const createAvailability = (version: 'v1' | 'v2') => async (c: Context) => {
    const parsed = await readJson(c);
    if (!parsed.ok) return badJson(c);
    const { body } = parsed;
    const errors = new Errors();
    if (body.email === undefined || body.email === '') errors.add('email', "Email can't be blank");
    else if (!isEmail(body.email)) errors.add('email', 'Email is invalid');
    if (typeof body.name !== 'string' || body.name.trim() === '') errors.add('name', "Name can't be blank");
    const periods = readWeeklyPeriods(body.periods, errors);
    const overrides = readOverrides(body.overrides, errors);
    const tz = readTimeZone(body.time_zone, errors);
    const member = isEmail(body.email)
      ? state.seed.members.find((m) => m.email.toLowerCase() === String(body.email).toLowerCase())
      : undefined;
    if (isEmail(body.email) && !member) errors.add('email', `No team member with email ${String(body.email)} in this workspace`);
    if (!errors.empty || !member) return c.json(errors.body(), 422);

    const zone = member.time_zone;
    const from = tz ?? zone;
    const weekly = convertWeekly(periods, from, zone, today(from));
    const name = String(body.name).trim();
    // A second create with the same name for the same member updates that availability, so an
    // override sent without periods has an existing override to remove (spec §4.1).
    let record = state.availabilities.find((a) => a.memberId === member.id && a.name === name);
    if (!record) {
      record = { id: state.rng.uuid(), sid: state.rng.sid(), memberId: member.id, name, periods: [], overrides: new Map() };
      state.availabilities.push(record);
    }
    if (body.periods !== undefined) record.periods = weekly;
    for (const o of overrides) {
      if (o.periods === undefined) {
        record.overrides.delete(o.date);
        continue;
      }
      if (o.periods.length === 0) {
        record.overrides.set(o.date, []);
        continue;
      }
      const byDate = new Map<string, Range[]>();
      for (const r of o.periods) {
        for (const piece of convertDatedRange({ date: o.date, ...r }, from, zone)) {
          byDate.set(piece.date, [...(byDate.get(piece.date) ?? []), { start: piece.start, end: piece.end }]);
        }
      }
      for (const [date, ranges] of byDate) {
        record.overrides.set(date, mergeRanges([...(date === o.date ? [] : (record.overrides.get(date) ?? [])), ...ranges]));
      }
    }
    const availability = {
      id: record.id,
      sid: record.sid,
      name: record.name,
      default: false,
      ...(version === 'v1' ? { before_buffer_time: 0, after_buffer_time: 0 } : {}),
      periods: serializePeriods(record.periods),
      overrides: [...record.overrides.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([date, ranges]) => ({
          date,
          periods: ranges.map((r) => ({
            ...(version === 'v1' ? { wday: weekdayOf(date) } : {}),
            start_time: formatTime(r.start),
            end_time: formatTime(r.end),
          })),
        })),
      user: { id: member.id, name: fullName(member), email: member.email },
    };
    return c.json({ availability }, version === 'v2' ? 201 : 200);
  };
  app.post(`${API}/v2/availabilities`, createAvailability('v2'));
  app.post(`${API}/v1/availabilities`, createAvailability('v1'));

  app.all(`${API}/*`, (c) => c.json({ error: 'Not found' }, 404));

  return Object.assign(app, { state: () => state });
}
