import type { Context, Hono } from 'hono';
import type { MeetingRecord } from '../records.ts';
import { forgetMeetingJson, serializeMeeting } from '../serialize.ts';
import { API, badJson, readJson, routeNotFound, type Store } from '../store.ts';
import { Errors, isEmail } from '../validate.ts';

// A link's settings (PATCH /v1/meetings/{sid}) and its durations and places (spots), as the vendor's
// meetings.yaml, durations.yaml and spots.yaml describe them. The vendor requires `hosts` on every
// PATCH; a duration is 1 to 1440 minutes; a link has one default duration and one default place,
// asking for a second default is a 409, and so is removing the last one.

const KINDS = ['one_on_one', 'round_robin', 'multihost', 'grouped'];
const SPOTS = ['daily', 'zoom', 'jitsi', 'google_meet', 'teams', 'whereby', 'in_person', 'custom', 'phone_call'];
const SLUG_RE = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/;
const TEXT_MAX = 1000;

const isMinutes = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 1440;

function touch(store: Store, m: MeetingRecord) {
  m.updated_at = new Date(store.now()).toISOString();
  // A pinned clock gives two writes the same updated_at: the kept JSON must not outlive the change.
  forgetMeetingJson(m);
}

function readText(body: Record<string, unknown>, field: string, errors: Errors, max = TEXT_MAX): string | undefined {
  const v = body[field];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') errors.add(field, `${field} must be a string`);
  else if (v.length > max) errors.add(field, `${field} is too long (at most ${max} characters)`);
  else return v;
  return undefined;
}

export function meetingSettingsRoutes(app: Hono, store: Store) {
  app.patch(`${API}/v1/meetings/:sid`, async (c) => {
    if (!store.state.capabilities.linkSettings) return routeNotFound(c);
    const { seed } = store.state;
    const meeting = seed.meetings.find((m) => m.sid === c.req.param('sid'));
    if (!meeting) return c.json({ error: 'Scheduling link not found' }, 404);
    const parsed = await readJson(c);
    if (!parsed.ok) return badJson(c);
    const { body } = parsed;
    if (body.hosts === undefined) {
      return c.json({ error: 'Hosts are required', errors: { hosts: ['Hosts are required'] } }, 400);
    }
    const errors = new Errors();
    const hostIds: string[] = [];
    if (!Array.isArray(body.hosts)) errors.add('hosts', 'Hosts must be a list of emails');
    else if (body.hosts.length === 0) errors.add('hosts', 'A scheduling link needs at least one host');
    else {
      const emails = [...new Set(body.hosts.map((e) => (typeof e === 'string' ? e.trim().toLowerCase() : e)))];
      for (const e of emails) {
        if (!isEmail(e)) {
          errors.add('hosts', `${JSON.stringify(e)} is not an email address`);
          continue;
        }
        const member = seed.members.find((m) => m.email.toLowerCase() === e);
        if (!member) errors.add('hosts', `${e} is not a member of this workspace`);
        else if (!member.active) errors.add('hosts', `${e} is not an active member of this workspace`);
        else hostIds.push(member.id);
      }
    }
    const name = readText(body, 'name', errors, 255);
    if (name !== undefined && !name.trim()) errors.add('name', "Name can't be blank");
    const slug = readText(body, 'slug', errors, 100);
    if (slug !== undefined) {
      if (!SLUG_RE.test(slug))
        errors.add(
          'slug',
          'Slug can only have lowercase letters, numbers and hyphens, and cannot start or end with one',
        );
      else if (seed.meetings.some((m) => m !== meeting && m.slug.toLowerCase() === slug))
        errors.add('slug', 'Slug has already been taken');
    }
    const description = readText(body, 'description', errors, 5000);
    if (body.kind !== undefined && !KINDS.includes(body.kind as string))
      errors.add('kind', `Kind must be one of ${KINDS.join(', ')}`);
    if (body.duration !== undefined && !isMinutes(body.duration))
      errors.add('duration', 'Duration must be a whole number of minutes from 1 to 1440');
    if (body.start_time_increment !== undefined && !isMinutes(body.start_time_increment))
      errors.add('start_time_increment', 'Start time increment must be a whole number of minutes from 1 to 1440');
    const phone = readText(body, 'spot_phone_call_number', errors);
    const custom = readText(body, 'spot_custom_text', errors);
    const inPerson = readText(body, 'spot_in_person_location', errors);
    if (!errors.empty) return c.json(errors.body(), 422);

    meeting.hostIds = hostIds;
    if (name !== undefined) meeting.name = name.trim();
    if (slug !== undefined) meeting.slug = slug;
    if (description !== undefined) meeting.description = description;
    if (body.kind !== undefined) meeting.kind = body.kind as MeetingRecord['kind'];
    if (typeof body.duration === 'number') setDefaultMinutes(meeting, body.duration);
    if (typeof body.start_time_increment === 'number') meeting.start_time_increment = body.start_time_increment;
    for (const s of meeting.spots) {
      if (phone !== undefined && s.spot === 'phone_call') s.phone_call_number = phone;
      if (custom !== undefined && s.spot === 'custom') s.custom_text = custom;
      if (inPerson !== undefined && s.spot === 'in_person') s.in_person_location = inPerson;
    }
    touch(store, meeting);
    return c.json({ message: 'Meeting updated successfully', meeting: serializeMeeting(meeting, seed, 'v1') });
  });
}

/** The link's duration: the default option takes it, or the option that already has it becomes the default. */
function setDefaultMinutes(m: MeetingRecord, minutes: number) {
  const same = m.durations.find((d) => d.duration === minutes);
  const current = m.durations.find((d) => d.is_default) ?? m.durations[0];
  if (same) for (const d of m.durations) d.is_default = d === same;
  else if (current) current.duration = minutes;
  else m.durations.push({ id: `duration-${m.sid}-${minutes}`, duration: minutes, is_default: true });
}

type Option = { id: string; is_default: boolean };

/** The routes of one kind of option (durations or spots): the same rules, its own fields. */
function optionRoutes<T extends Option>(
  app: Hono,
  store: Store,
  o: {
    path: string;
    one: string;
    word: string;
    list: (m: MeetingRecord) => T[];
    show: (m: MeetingRecord, item: T) => Record<string, unknown>;
    /** The fields of a create (all given) or an update (`item` given), or the errors. */
    read: (body: Record<string, unknown>, errors: Errors, m: MeetingRecord, item?: T) => Partial<T>;
    create: (fields: Partial<T>, id: string) => T;
  },
) {
  const Word = o.word[0]!.toUpperCase() + o.word.slice(1);
  const found = (c: Context) => {
    if (!store.state.capabilities.linkOptions) return { response: routeNotFound(c) };
    const meeting = store.state.seed.meetings.find((m) => m.sid === c.req.param('sid'));
    if (!meeting) return { response: c.json({ error: 'Scheduling link not found' }, 404) };
    return { meeting };
  };
  const item = (c: Context, m: MeetingRecord) => o.list(m).find((d) => d.id === c.req.param('id'));
  const secondDefault = (m: MeetingRecord, except?: T) => o.list(m).some((d) => d.is_default && d !== except);
  const conflictDefault = (c: Context) => c.json({ error: `Only one ${o.word} can be default` }, 409);
  const base = `${API}/v1/meetings/:sid/${o.path}`;

  app.get(base, (c) => {
    const { meeting, response } = found(c);
    if (!meeting) return response;
    return c.json({ [o.path]: o.list(meeting).map((d) => o.show(meeting, d)) });
  });
  app.post(base, async (c) => {
    const { meeting, response } = found(c);
    if (!meeting) return response;
    const parsed = await readJson(c);
    if (!parsed.ok) return badJson(c);
    const errors = new Errors();
    const fields = o.read(parsed.body, errors, meeting);
    if (!errors.empty) return c.json(errors.body(), 422);
    if (fields.is_default && secondDefault(meeting)) return conflictDefault(c);
    const made = o.create(fields, store.state.rng.uuid());
    o.list(meeting).push(made);
    touch(store, meeting);
    return c.json({ message: `${Word} created successfully`, [o.one]: o.show(meeting, made) });
  });
  app.get(`${base}/:id`, (c) => {
    const { meeting, response } = found(c);
    if (!meeting) return response;
    const d = item(c, meeting);
    if (!d) return c.json({ error: `${Word} not found` }, 404);
    return c.json(o.show(meeting, d));
  });
  app.put(`${base}/:id`, async (c) => {
    const { meeting, response } = found(c);
    if (!meeting) return response;
    const d = item(c, meeting);
    if (!d) return c.json({ error: `${Word} not found` }, 404);
    const parsed = await readJson(c);
    if (!parsed.ok) return badJson(c);
    const errors = new Errors();
    const fields = o.read(parsed.body, errors, meeting, d);
    if (!errors.empty) return c.json(errors.body(), 422);
    if (fields.is_default && secondDefault(meeting, d)) return conflictDefault(c);
    Object.assign(d, fields);
    touch(store, meeting);
    return c.json({ message: `${Word} updated successfully`, [o.one]: o.show(meeting, d) });
  });
  app.delete(`${base}/:id`, (c) => {
    const { meeting, response } = found(c);
    if (!meeting) return response;
    const list = o.list(meeting);
    const d = item(c, meeting);
    if (!d) return c.json({ error: `${Word} not found` }, 404);
    if (list.length === 1) return c.json({ error: `Cannot delete the last remaining ${o.word}` }, 409);
    list.splice(list.indexOf(d), 1);
    // A link keeps a default: the first option left takes over from a removed default.
    if (d.is_default && list[0]) list[0].is_default = true;
    touch(store, meeting);
    return c.json({ message: `${Word} destroyed successfully` });
  });
}

type DurationRecord = MeetingRecord['durations'][number];
type SpotRecord = MeetingRecord['spots'][number];

export function meetingOptionRoutes(app: Hono, store: Store) {
  optionRoutes<DurationRecord>(app, store, {
    path: 'durations',
    one: 'duration',
    word: 'duration',
    list: (m) => m.durations,
    show: (m, d) => ({ ...d, created_at: m.created_at, updated_at: m.updated_at }),
    read: (body, errors, m, was) => {
      if (body.duration === undefined) errors.add('duration', 'Duration is required');
      else if (!isMinutes(body.duration))
        errors.add('duration', 'Duration must be a whole number of minutes from 1 to 1440');
      else if (m.durations.some((d) => d !== was && d.duration === body.duration))
        errors.add('duration', 'This duration is already offered');
      if (body.is_default !== undefined && typeof body.is_default !== 'boolean')
        errors.add('is_default', 'is_default must be true or false');
      const out: Partial<DurationRecord> = { duration: body.duration as number };
      if (typeof body.is_default === 'boolean') out.is_default = body.is_default;
      return out;
    },
    create: (f, id) => ({ id, duration: f.duration!, is_default: f.is_default ?? false }),
  });
  optionRoutes<SpotRecord>(app, store, {
    path: 'spots',
    one: 'spot',
    word: 'spot',
    list: (m) => m.spots,
    show: (m, s) => ({
      id: s.id,
      spot: s.spot,
      spot_phone_call_number: s.phone_call_number,
      spot_custom_text: s.custom_text,
      spot_in_person_location: s.in_person_location,
      is_default: s.is_default,
      created_at: m.created_at,
      updated_at: m.updated_at,
    }),
    read: (body, errors, _m, was) => {
      const out: Partial<SpotRecord> = {};
      if (body.spot === undefined && !was) errors.add('spot', 'Spot is required');
      else if (body.spot !== undefined && !SPOTS.includes(body.spot as string))
        errors.add('spot', `Spot must be one of ${SPOTS.join(', ')}`);
      else if (body.spot !== undefined) out.spot = body.spot as string;
      const text = (field: string): string | null | undefined => {
        const v = body[field];
        if (v === undefined || v === null) return v;
        if (typeof v !== 'string' || v.length > TEXT_MAX) {
          errors.add(field, `${field} must be a string of at most ${TEXT_MAX} characters`);
          return undefined;
        }
        return v;
      };
      const phone = text('spot_phone_call_number');
      const custom = text('spot_custom_text');
      const place = text('spot_in_person_location');
      if (phone !== undefined) out.phone_call_number = phone;
      if (custom !== undefined) out.custom_text = custom;
      if (place !== undefined) out.in_person_location = place;
      if (body.is_default !== undefined && typeof body.is_default !== 'boolean')
        errors.add('is_default', 'is_default must be true or false');
      else if (typeof body.is_default === 'boolean') out.is_default = body.is_default;
      return out;
    },
    create: (f, id) => ({
      id,
      spot: f.spot!,
      is_default: f.is_default ?? false,
      phone_call_number: f.phone_call_number ?? null,
      custom_text: f.custom_text ?? null,
      in_person_location: f.in_person_location ?? null,
    }),
  });
}
