import type { Context, Hono } from 'hono';
import type { MeetingRecord } from '../records.ts';
import { serializeMeeting } from '../serialize.ts';
import { API, badJson, readJson, routeNotFound, type Store } from '../store.ts';
import { Errors } from '../validate.ts';
import { SPOTS, TEXT_MAX, applyLinkFields, isMinutes, readLinkFields, touch } from './link-fields.ts';

// A link's settings (PATCH /v1/meetings/{sid}) and its durations and places (spots), as the vendor's
// meetings.yaml, durations.yaml and spots.yaml describe them. The vendor requires `hosts` on every
// PATCH; a duration is 1 to 1440 minutes; a link has one default duration and one default place,
// asking for a second default is a 409, and so is removing the last one.

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
    const fields = readLinkFields(body, seed, errors, meeting);
    if (!errors.empty) return c.json(errors.body(), 422);
    applyLinkFields(store, meeting, fields);
    return c.json({ message: 'Meeting updated successfully', meeting: serializeMeeting(meeting, seed, 'v1') });
  });
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
