import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { expect } from 'vitest';
import { parse } from 'yaml';

// The contract tests' tools: the vendor's OpenAPI files (kept in contracts/) compiled with Ajv, and
// the field tables of docs/api.md §2, shared by every contract test file.

export const OPENAPI_DIR = join(import.meta.dirname, '../contracts/neetocal/openapi');
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
export const ajv = addFormats(new Ajv({ strict: false, allErrors: true }));
for (const name of [
  'meetings',
  'availabilities',
  'packages',
  'team-members',
  'bookings',
  'slots',
  'durations',
  'spots',
]) {
  ajv.addSchema(parse(readFileSync(join(OPENAPI_DIR, `${name}.yaml`), 'utf8')), name);
}
export const pointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
function vendorValidator(file: string, path: string, method: string, status = '200') {
  const ref = `${file}#/paths/${pointer(path)}/${method}/responses/${status}/content/${pointer('application/json')}/schema`;
  return ajv.compile({ $ref: ref });
}
/**
 * One known deviation: a free package's fee is [] as in the vendor's older spec ("Can be an object
 * or an empty array"), which the current OpenAPI file no longer mentions. Nothing else is excused.
 */
export function expectVendorValid(file: string, path: string, method: string, body: unknown) {
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

export type FieldType =
  'string' | 'string?' | 'int' | 'int?' | 'number?' | 'boolean' | 'array' | 'object' | ((v: unknown) => boolean);
export type Table = Record<string, FieldType>;

export const TIME = (v: unknown) => typeof v === 'string' && /^(0[1-9]|1[0-2]):[0-5]\d (AM|PM)$/.test(v);
const oneOf =
  (...values: string[]) =>
  (v: unknown) =>
    typeof v === 'string' && values.includes(v);
const WEEKDAY = oneOf('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday');

export const MEETING_V1: Table = {
  id: 'string',
  sid: 'string',
  name: 'string',
  slug: 'string',
  description: 'string?',
  kind: oneOf('one_on_one', 'round_robin', 'multihost', 'grouped'),
  duration: 'int',
  disabled: 'boolean',
  spot: oneOf('custom', 'jitsi', 'google_meet', 'daily', 'zoom', 'whereby', 'teams', 'phone_call', 'in_person'),
  spot_in_person_location: 'string?',
  spot_custom_text: 'string?',
  spot_phone_call_number: 'string?',
  is_template: 'boolean',
  schedulable_range_type: oneOf(
    'number_of_days_into_the_future',
    'number_of_business_days_into_the_future',
    'date_range',
  ),
  schedulable_range_value: 'string',
  lead_time: 'int',
  start_time_increment: 'int',
  created_at: (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v)),
  updated_at: (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v)),
  deleted_at: 'string?',
  is_multiple_spots_allowed: 'boolean',
  is_multiple_durations_allowed: 'boolean',
  conditional_pricing_enabled: 'boolean',
  is_email_reminders_enabled: 'boolean',
  is_sms_reminders_enabled: 'boolean',
  organization_id: 'string',
  rescheduling_lead_time: 'int',
  cancellation_lead_time: 'int',
  booking_modification_allowed: 'boolean',
  cancellation_too_late_notice: 'string?',
  cancellation_policy: 'string?',
  rescheduling_too_late_notice: 'string?',
  pre_booking_allowed: 'boolean',
  original_price_enabled: 'boolean',
  original_price: 'number?',
  fees: 'array',
  durations_possible: 'array',
  durations: 'array',
  hosts: 'array',
  spots: 'array',
};
const BUFFER = (v: unknown) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 14400;
export const MEETING_V2: Table = {
  ...MEETING_V1,
  before_buffer_time: BUFFER,
  after_buffer_time: BUFFER,
  locked_time_zone: 'string?',
};
export const FEE_COMMON: Table = {
  id: 'string',
  amount: (v) => typeof v === 'string' && /^\d+(\.\d+)?$/.test(v),
  currency: (v) => typeof v === 'string' && /^[a-z]{3}$/.test(v),
  feeable_id: 'string',
  feeable_type: oneOf('Meeting', 'Package'),
  payment_provider: 'string',
  kind: 'string',
  min_amount: 'string',
  is_default: 'boolean',
  display_amount: 'string?',
  is_tax_enabled: 'boolean',
  is_tip_enabled: 'boolean',
  is_tax_applicable_on_tip: 'boolean',
  vpas: 'array',
  amount_in_smallest_currency_unit: 'int',
};
export const FEE_V2: Table = {
  ...FEE_COMMON,
  payment_provider: oneOf('stripe', 'razorpay', 'cash', 'paypal', 'dodopayments'),
  recipient: (v) => typeof v === 'object' && v !== null && 'id' in v && 'fee_id' in v && 'accountable' in v,
};
export const FEE_PACKAGE: Table = { ...FEE_COMMON, taxes: 'array' };
export const DURATION: Table = {
  id: 'string',
  duration: 'int',
  is_default: 'boolean',
  created_at: 'string',
  updated_at: 'string',
};
export const SPOT: Table = {
  id: 'string',
  spot: MEETING_V1.spot!,
  is_default: 'boolean',
  phone_call_number: 'string?',
  in_person_location: 'string?',
  custom_text: 'string?',
  created_at: 'string',
  updated_at: 'string',
};
export const HOST: Table = { name: 'string', email: 'string' };
export const PACKAGE: Table = {
  id: 'string',
  name: 'string',
  slug: 'string',
  status: oneOf('enabled', 'disabled'),
  duration: 'int',
  fee: (v) => (Array.isArray(v) && v.length === 0) || (typeof v === 'object' && v !== null),
};
export const TEAM_MEMBER: Table = {
  id: 'string',
  email: 'string',
  first_name: 'string',
  last_name: 'string',
  time_zone: 'string',
  profile_image_url: 'string?',
  active: 'boolean',
  organization_role: 'string',
};
const ISO_OFFSET = (v: unknown) =>
  typeof v === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}[+-]\d\d:\d\d$/.test(v);
export const BOOKING: Table = {
  id: 'string',
  sid: 'string',
  parent_booking_id: 'string?',
  email: 'string',
  name: 'string',
  host_name: 'string',
  host_email: 'string',
  is_multihost: 'boolean',
  multihosts: 'array',
  starts_at: 'string',
  ends_at: 'string',
  time_zone: 'string',
  starts_at_for_client: ISO_OFFSET,
  ends_at_for_client: ISO_OFFSET,
  status: oneOf('confirmed', 'cancelled', 'awaiting_approval', 'rejected'),
  cancel_reason: 'string?',
  cancelled_by: 'string?',
  reschedule_requested: 'boolean',
  preferred_meeting_spot: 'string',
  room_type: 'string?',
  room_url: 'string?',
  room_id: 'string?',
  spot_details: 'string?',
  created_at: 'string',
  updated_at: 'string',
  meeting_id: 'string',
  meeting: 'object',
  no_show: 'boolean',
  meeting_outcome: 'string?',
  notes_url: 'string?',
  internal_notes: 'string?',
  metadata: 'object',
  admin_booking_url: 'string',
  client_booking_url: 'string',
  form_responses: 'array',
  form_responses_as_hash: 'object',
};
export const PAGINATION: Table = {
  total_records: 'int',
  total_pages: 'int',
  current_page_number: 'int',
  page_size: 'int',
};
export const PAGINATION_ALL: Table = { total_records: 'int', page_size: 'int' };
export const AVAILABILITY: Table = {
  id: 'string',
  sid: 'string',
  name: 'string',
  default: 'boolean',
  periods: 'array',
  overrides: 'array',
  user: 'object',
};
export const AVAILABILITY_V1: Table = { ...AVAILABILITY, before_buffer_time: 'int', after_buffer_time: 'int' };
export const PERIOD: Table = { id: 'string', wday: WEEKDAY, start_time: TIME, end_time: TIME };
export const OVERRIDE: Table = {
  date: (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v),
  periods: 'array',
};
export const OVERRIDE_PERIOD_V2: Table = { start_time: TIME, end_time: TIME };
export const OVERRIDE_PERIOD_V1: Table = { ...OVERRIDE_PERIOD_V2, wday: WEEKDAY };
export const USER: Table = { id: 'string', name: 'string', email: 'string' };

function matches(type: FieldType, v: unknown): boolean {
  if (typeof type === 'function') return type(v);
  switch (type) {
    case 'string':
      return typeof v === 'string';
    case 'string?':
      return v === null || typeof v === 'string';
    case 'int':
      return Number.isInteger(v);
    case 'int?':
      return v === null || Number.isInteger(v);
    case 'number?':
      return v === null || typeof v === 'number';
    case 'boolean':
      return typeof v === 'boolean';
    case 'array':
      return Array.isArray(v);
    case 'object':
      return typeof v === 'object' && v !== null && !Array.isArray(v);
  }
}

/** Exactly the table's fields, each of its type. */
export function expectTable(value: unknown, table: Table, where: string) {
  expect(typeof value, where).toBe('object');
  const obj = value as Record<string, unknown>;
  const problems: string[] = [];
  for (const [field, type] of Object.entries(table)) {
    if (!(field in obj)) problems.push(`${where}.${field} missing`);
    else if (!matches(type, obj[field]))
      problems.push(
        `${where}.${field} = ${JSON.stringify(obj[field])} is not ${String(typeof type === 'function' ? 'valid' : type)}`,
      );
  }
  for (const field of Object.keys(obj))
    if (!(field in table)) problems.push(`${where}.${field} is not in the spec table`);
  expect(problems).toEqual([]);
}
