import type { Hono } from 'hono';
import type { MeetingRecord } from '../records.ts';
import { serializeMeeting } from '../serialize.ts';
import { API, badJson, paginate, readJson, routeNotFound, type Store } from '../store.ts';
import { Errors, isObject } from '../validate.ts';
import { SPOTS, applyLinkFields, readLinkFields } from './link-fields.ts';

// New links as the vendor's meetings.yaml describes them: POST /v1/meetings (from scratch, or from a
// template whose values the body overrides; slug, name, hosts and duration required),
// GET /v1/meeting_templates (the workspace's templates, paged as the links are), and
// POST /v1/meetings/{sid}/create_one_off_link (a single-use address of a link).

const REQUIRED = ['slug', 'name', 'hosts', 'duration'] as const;
/** Where the one-off addresses point: the sandbox has no workspace host of its own. */
export const ONE_OFF_ORIGIN = 'https://sandbox.neetocal.com';

export function meetingCreateRoutes(app: Hono, store: Store) {
  app.get(`${API}/v1/meeting_templates`, (c) => {
    if (!store.state.capabilities.linkTemplates) return routeNotFound(c);
    const { seed } = store.state;
    const { items, pagination } = paginate(
      c,
      seed.meetings.filter((m) => m.is_template),
      store.paginationMode,
    );
    return c.json({ templates: items.map((m) => serializeMeeting(m, seed, 'v1')), pagination });
  });

  app.post(`${API}/v1/meetings`, async (c) => {
    if (!store.state.capabilities.linkCreate) return routeNotFound(c);
    const { seed, rng } = store.state;
    const parsed = await readJson(c);
    if (!parsed.ok) return badJson(c);
    const { body } = parsed;
    const missing = REQUIRED.filter((f) => body[f] === undefined);
    if (missing.length) {
      const errors = Object.fromEntries(missing.map((f) => [f, [`${f[0]!.toUpperCase()}${f.slice(1)} is required`]]));
      return c.json({ error: Object.values(errors)[0]![0], errors }, 400);
    }
    let template: MeetingRecord | undefined;
    if (body.template_id !== undefined) {
      template = seed.meetings.find((m) => m.is_template && m.id === body.template_id);
      if (!template) return c.json({ error: 'Meeting template not found' }, 404);
    }
    const errors = new Errors();
    const fields = readLinkFields(body, seed, errors, null);
    const spots = readSpots(body.spots, errors);
    if (!errors.empty) return c.json(errors.body(), 422);
    const at = new Date(store.now()).toISOString();
    const made: MeetingRecord = {
      ...(template ? structuredClone(template) : blankLink()),
      id: rng.uuid(),
      sid: rng.sid(),
      is_template: false,
      disabled: false,
      created_at: at,
      updated_at: at,
    };
    made.durations = made.durations.map((d) => ({ ...d, id: rng.uuid() }));
    made.spots = (spots ?? made.spots).map((s) => ({ ...s, id: rng.uuid() }));
    made.fees = made.fees.map((f) => ({ ...f, id: rng.uuid() }));
    seed.meetings.unshift(made);
    applyLinkFields(store, made, fields);
    return c.json({ message: 'Meeting created successfully', meeting: serializeMeeting(made, seed, 'v1') });
  });

  app.post(`${API}/v1/meetings/:sid/create_one_off_link`, (c) => {
    if (!store.state.capabilities.oneOffLinks) return routeNotFound(c);
    const meeting = store.state.seed.meetings.find((m) => m.sid === c.req.param('sid'));
    if (!meeting) return c.json({ error: 'Scheduling link not found' }, 404);
    const slug = `one-off-${store.state.rng.hex(12)}`;
    return c.json({ slug, url: `${ONE_OFF_ORIGIN}/${slug}` });
  });
}

type SpotRecord = MeetingRecord['spots'][number];

/** The body's `spots`, when sent: each of a known kind, at most one default (the first one when none is). */
function readSpots(raw: unknown, errors: Errors): SpotRecord[] | undefined {
  if (raw === undefined) return undefined;
  if (!Array.isArray(raw) || raw.length === 0) {
    errors.add('spots', 'Spots must be a list of at least one place');
    return undefined;
  }
  const text = (v: unknown) => (typeof v === 'string' && v.length <= 1000 ? v : null);
  const out: SpotRecord[] = [];
  for (const item of raw) {
    const spot = isObject(item) ? item.spot : undefined;
    if (!isObject(item) || typeof spot !== 'string' || !SPOTS.includes(spot)) {
      errors.add('spots', `Spot must be one of ${SPOTS.join(', ')}`);
      continue;
    }
    out.push({
      id: '',
      spot,
      is_default: item.is_default === true,
      phone_call_number: spot === 'phone_call' ? text(item.phone_call_number) : null,
      in_person_location: spot === 'in_person' ? text(item.in_person_location) : null,
      custom_text: spot === 'custom' ? text(item.custom_text) : null,
    });
  }
  const defaults = out.filter((s) => s.is_default).length;
  if (defaults > 1) errors.add('spots', 'Only one spot can be default');
  else if (defaults === 0 && out[0]) out[0].is_default = true;
  return out;
}

/** A link from scratch: the vendor's defaults (one-on-one, 30-minute steps, a video call), no fees. */
function blankLink(): MeetingRecord {
  return {
    id: '',
    sid: '',
    name: '',
    slug: '',
    description: '',
    kind: 'one_on_one',
    disabled: false,
    is_template: false,
    schedulable_range_type: 'number_of_days_into_the_future',
    schedulable_range_value: '60',
    lead_time: 0,
    start_time_increment: 30,
    before_buffer_time: 0,
    after_buffer_time: 0,
    created_at: '',
    updated_at: '',
    is_email_reminders_enabled: true,
    is_sms_reminders_enabled: false,
    conditional_pricing_enabled: false,
    rescheduling_lead_time: 0,
    cancellation_lead_time: 0,
    booking_modification_allowed: true,
    cancellation_too_late_notice: null,
    cancellation_policy: null,
    rescheduling_too_late_notice: null,
    pre_booking_allowed: false,
    original_price_enabled: false,
    original_price: null,
    locked_time_zone: null,
    hostIds: [],
    durations: [{ id: '', duration: 30, is_default: true }],
    spots: [
      {
        id: '',
        spot: 'jitsi',
        is_default: true,
        phone_call_number: null,
        in_person_location: null,
        custom_text: null,
      },
    ],
    fees: [],
    periods: [],
  };
}
