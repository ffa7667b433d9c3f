import type { Context, Hono } from 'hono';
import { meetingBytes, serializeMeeting } from '../serialize.ts';
import { API, badJson, paginate, readJson, routeNotFound, type Store } from '../store.ts';
import { convertWeekly, utcToZoned } from '../time.ts';
import { Errors, readTimeZone, readWeeklyPeriods } from '../validate.ts';

const OPEN = Buffer.from('{"meetings":[');
const COMMA = Buffer.from(',');

export function meetingRoutes(app: Hono, store: Store) {
  const list = (version: 'v1' | 'v2') => (c: Context) => {
    const emails = [...(c.req.queries('host_email[]') ?? []), ...(c.req.queries('host_email') ?? [])]
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean);
    const search = c.req.query('search')?.trim().toLowerCase();
    const { seed } = store.state;
    const hostIds = new Set(seed.members.filter((m) => emails.includes(m.email.toLowerCase())).map((m) => m.id));
    const filtered =
      emails.length === 0 && !search
        ? seed.meetings
        : seed.meetings.filter(
            (m) =>
              (emails.length === 0 || m.hostIds.some((id) => hostIds.has(id))) &&
              (!search || m.name.toLowerCase().includes(search) || m.slug.toLowerCase().includes(search)),
          );
    const { items, pagination } = paginate(c, filtered, store.paginationMode);
    // Written from each link's kept JSON bytes, copied side by side: the same text c.json would send,
    // without building it, joining it into one string and encoding that again for every page.
    const members = new Map(seed.members.map((m) => [m.id, m]));
    const parts: Buffer[] = [OPEN];
    items.forEach((m, i) => {
      if (i > 0) parts.push(COMMA);
      parts.push(meetingBytes(m, seed, version, members));
    });
    parts.push(Buffer.from(`],"pagination":${JSON.stringify(pagination)}}`));
    const body = Buffer.concat(parts);
    return c.body(new Uint8Array(body.buffer, body.byteOffset, body.byteLength), 200, {
      'Content-Type': 'application/json',
    });
  };
  app.get(`${API}/v2/meetings`, list('v2'));
  app.get(`${API}/v1/meetings`, list('v1'));

  // §4.3's link hours (v1) and the vendor's v2 route (optional, docs/product.md decision 10) do the same:
  // hours read in `time_zone` when given, else in the first host's zone; the answer carries the link
  // in the route's version.
  const setHours = (version: 'v1' | 'v2') => async (c: Context) => {
    const { seed } = store.state;
    const meeting = seed.meetings.find((m) => m.sid === c.req.param('sid'));
    if (!meeting) return c.json({ error: 'Scheduling link not found' }, 404);
    const parsed = await readJson(c);
    if (!parsed.ok) return badJson(c);
    const { body } = parsed;
    const errors = new Errors();
    if (body.periods === undefined) errors.add('periods', 'Periods are required');
    const periods = readWeeklyPeriods(body.periods, errors);
    const tz = readTimeZone(body.time_zone, errors);
    if (!errors.empty) return c.json(errors.body(), 422);
    const host = seed.members.find((m) => m.id === meeting.hostIds[0]);
    const memberZone = host?.time_zone ?? 'UTC';
    const from = tz ?? memberZone;
    meeting.periods = convertWeekly(periods, from, memberZone, utcToZoned(store.now(), from).date);
    meeting.updated_at = new Date(store.now()).toISOString();
    return c.json({ message: 'Meeting updated successfully', meeting: serializeMeeting(meeting, seed, version) });
  };
  const setHoursV2 = setHours('v2');
  app.patch(`${API}/v2/meetings/:sid/availabilities`, (c) =>
    store.state.capabilities.linkHoursTimeZone ? setHoursV2(c) : routeNotFound(c),
  );
  app.post(`${API}/v1/meetings/:sid/availability`, setHours('v1'));
}
