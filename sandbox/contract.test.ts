import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createSandboxApp } from './app';

// Every kind of response the sandbox gives is checked against the vendor's own OpenAPI files
// wherever they define that response, and against the field tables of the spec (§2).

const OPENAPI_DIR = join(import.meta.dirname, '../../shared/spec/neetocal/openapi');
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const ajv = addFormats(new Ajv({ strict: false, allErrors: true }));
for (const name of ['meetings', 'availabilities', 'packages', 'team-members', 'bookings']) {
  ajv.addSchema(parse(readFileSync(join(OPENAPI_DIR, `${name}.yaml`), 'utf8')), name);
}
const pointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
function vendorValidator(file: string, path: string, method: string, status = '200') {
  const ref = `${file}#/paths/${pointer(path)}/${method}/responses/${status}/content/${pointer('application/json')}/schema`;
  return ajv.compile({ $ref: ref });
}
/**
 * One known deviation: a free package's fee is [] as in the vendor's older spec ("Can be an object
 * or an empty array"), which the current OpenAPI file no longer mentions. Nothing else is excused.
 */
function expectVendorValid(file: string, path: string, method: string, body: unknown) {
  const validate = vendorValidator(file, path, method);
  validate(body);
  const errors = (validate.errors ?? []).filter((e) => {
    const freeFee = /^\/packages\/\d+\/fee$/.test(e.instancePath);
    if (!freeFee) return true;
    const index = Number(e.instancePath.split('/')[2]);
    const fee = (body as { packages: { fee: unknown }[] }).packages[index]?.fee;
    return !(Array.isArray(fee) && fee.length === 0);
  });
  expect(errors.slice(0, 5)).toEqual([]);
}

type FieldType = 'string' | 'string?' | 'int' | 'int?' | 'number?' | 'boolean' | 'array' | 'object' | ((v: unknown) => boolean);
type Table = Record<string, FieldType>;

const TIME = (v: unknown) => typeof v === 'string' && /^(0[1-9]|1[0-2]):[0-5]\d (AM|PM)$/.test(v);
const oneOf = (...values: string[]) => (v: unknown) => typeof v === 'string' && values.includes(v);
const WEEKDAY = oneOf('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday');

const MEETING_V1: Table = {
  id: 'string', sid: 'string', name: 'string', slug: 'string', description: 'string?',
  kind: oneOf('one_on_one', 'round_robin', 'multihost', 'grouped'), duration: 'int', disabled: 'boolean',
  spot: oneOf('custom', 'jitsi', 'google_meet', 'daily', 'zoom', 'whereby', 'teams', 'phone_call', 'in_person'),
  spot_in_person_location: 'string?', spot_custom_text: 'string?', spot_phone_call_number: 'string?',
  is_template: 'boolean',
  schedulable_range_type: oneOf('number_of_days_into_the_future', 'number_of_business_days_into_the_future', 'date_range'),
  schedulable_range_value: 'string', lead_time: 'int', start_time_increment: 'int',
  created_at: (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v)),
  updated_at: (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v)),
  deleted_at: 'string?', is_multiple_spots_allowed: 'boolean', is_multiple_durations_allowed: 'boolean',
  conditional_pricing_enabled: 'boolean', is_email_reminders_enabled: 'boolean', is_sms_reminders_enabled: 'boolean',
  organization_id: 'string', rescheduling_lead_time: 'int', cancellation_lead_time: 'int',
  booking_modification_allowed: 'boolean', cancellation_too_late_notice: 'string?', cancellation_policy: 'string?',
  rescheduling_too_late_notice: 'string?', pre_booking_allowed: 'boolean', original_price_enabled: 'boolean',
  original_price: 'number?', fees: 'array', durations_possible: 'array', durations: 'array', hosts: 'array', spots: 'array',
};
const BUFFER = (v: unknown) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 14400;
const MEETING_V2: Table = { ...MEETING_V1, before_buffer_time: BUFFER, after_buffer_time: BUFFER, locked_time_zone: 'string?' };
const FEE_COMMON: Table = {
  id: 'string', amount: (v) => typeof v === 'string' && /^\d+(\.\d+)?$/.test(v), currency: (v) => typeof v === 'string' && /^[a-z]{3}$/.test(v),
  feeable_id: 'string', feeable_type: oneOf('Meeting', 'Package'), payment_provider: 'string', kind: 'string', min_amount: 'string',
  is_default: 'boolean', display_amount: 'string?', is_tax_enabled: 'boolean', is_tip_enabled: 'boolean',
  is_tax_applicable_on_tip: 'boolean', vpas: 'array', amount_in_smallest_currency_unit: 'int',
};
const FEE_V2: Table = {
  ...FEE_COMMON,
  payment_provider: oneOf('stripe', 'razorpay', 'cash', 'paypal', 'dodopayments'),
  recipient: (v) => typeof v === 'object' && v !== null && 'id' in v && 'fee_id' in v && 'accountable' in v,
};
const FEE_PACKAGE: Table = { ...FEE_COMMON, taxes: 'array' };
const DURATION: Table = { id: 'string', duration: 'int', is_default: 'boolean', created_at: 'string', updated_at: 'string' };
const SPOT: Table = {
  id: 'string', spot: MEETING_V1.spot!, is_default: 'boolean', phone_call_number: 'string?', in_person_location: 'string?',
  custom_text: 'string?', created_at: 'string', updated_at: 'string',
};
const HOST: Table = { name: 'string', email: 'string' };
const PACKAGE: Table = {
  id: 'string', name: 'string', slug: 'string', status: oneOf('enabled', 'disabled'), duration: 'int',
  fee: (v) => (Array.isArray(v) && v.length === 0) || (typeof v === 'object' && v !== null),
};
const TEAM_MEMBER: Table = {
  id: 'string', email: 'string', first_name: 'string', last_name: 'string', time_zone: 'string',
  profile_image_url: 'string?', active: 'boolean', organization_role: 'string',
};
const ISO_OFFSET = (v: unknown) => typeof v === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}[+-]\d\d:\d\d$/.test(v);
const BOOKING: Table = {
  id: 'string', sid: 'string', parent_booking_id: 'string?', email: 'string', name: 'string', host_name: 'string',
  host_email: 'string', is_multihost: 'boolean', multihosts: 'array', starts_at: 'string', ends_at: 'string',
  time_zone: 'string', starts_at_for_client: ISO_OFFSET, ends_at_for_client: ISO_OFFSET,
  status: oneOf('confirmed', 'cancelled', 'awaiting_approval', 'rejected'), cancel_reason: 'string?', cancelled_by: 'string?',
  reschedule_requested: 'boolean', preferred_meeting_spot: 'string', room_type: 'string?', room_url: 'string?', room_id: 'string?',
  spot_details: 'string?', created_at: 'string', updated_at: 'string', meeting_id: 'string', meeting: 'object', no_show: 'boolean',
  meeting_outcome: 'string?', notes_url: 'string?', internal_notes: 'string?', metadata: 'object', admin_booking_url: 'string',
  client_booking_url: 'string', form_responses: 'array', form_responses_as_hash: 'object',
};
const PAGINATION: Table = { total_records: 'int', total_pages: 'int', current_page_number: 'int', page_size: 'int' };
const PAGINATION_ALL: Table = { total_records: 'int', page_size: 'int' };
const AVAILABILITY: Table = {
  id: 'string', sid: 'string', name: 'string', default: 'boolean', periods: 'array', overrides: 'array', user: 'object',
};
const AVAILABILITY_V1: Table = { ...AVAILABILITY, before_buffer_time: 'int', after_buffer_time: 'int' };
const PERIOD: Table = { id: 'string', wday: WEEKDAY, start_time: TIME, end_time: TIME };
const OVERRIDE: Table = { date: (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v), periods: 'array' };
const OVERRIDE_PERIOD_V2: Table = { start_time: TIME, end_time: TIME };
const OVERRIDE_PERIOD_V1: Table = { ...OVERRIDE_PERIOD_V2, wday: WEEKDAY };
const USER: Table = { id: 'string', name: 'string', email: 'string' };

function matches(type: FieldType, v: unknown): boolean {
  if (typeof type === 'function') return type(v);
  switch (type) {
    case 'string': return typeof v === 'string';
    case 'string?': return v === null || typeof v === 'string';
    case 'int': return Number.isInteger(v);
    case 'int?': return v === null || Number.isInteger(v);
    case 'number?': return v === null || typeof v === 'number';
    case 'boolean': return typeof v === 'boolean';
    case 'array': return Array.isArray(v);
    case 'object': return typeof v === 'object' && v !== null && !Array.isArray(v);
  }
}

/** Exactly the table's fields, each of its type. */
function expectTable(value: unknown, table: Table, where: string) {
  expect(typeof value, where).toBe('object');
  const obj = value as Record<string, unknown>;
  const problems: string[] = [];
  for (const [field, type] of Object.entries(table)) {
    if (!(field in obj)) problems.push(`${where}.${field} missing`);
    else if (!matches(type, obj[field])) problems.push(`${where}.${field} = ${JSON.stringify(obj[field])} is not ${String(typeof type === 'function' ? 'valid' : type)}`);
  }
  for (const field of Object.keys(obj)) if (!(field in table)) problems.push(`${where}.${field} is not in the spec table`);
  expect(problems).toEqual([]);
}

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
    const feeKinds = new Set(meetings.flatMap((m) => (m.fees as { payment_provider: string }[]).map((f) => f.payment_provider)));
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
    const sid = ((await call('GET', '/v1/meetings?page_number=1&page_size=1')).body.meetings as { sid: string }[])[0]!.sid;
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
    overrides: [{ date: '2026-12-24', periods: [{ start_time: '11:00 AM', end_time: '04:00 PM' }] }, { date: '2026-12-25', periods: [] }],
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
    for (const o of a.overrides as { periods: unknown[] }[]) for (const p of o.periods) expectTable(p, OVERRIDE_PERIOD_V1, 'override.period');
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

  it.each(['v1', 'v2'])('%s bookings (§4.8, fields as the vendor samples), filtered as bookings.yaml documents', async (v) => {
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
  });
});
