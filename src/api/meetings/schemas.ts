import { z } from 'zod/mini';
import {
  feeSchema,
  lenientEnum,
  list,
  optBoolean,
  optInt,
  optNumber,
  optString,
  optZone,
  paginationSchema,
} from '../schema-helpers';

const MEETING_KINDS = ['one_on_one', 'round_robin', 'multihost', 'grouped'] as const;
export const SPOT_KINDS = [
  'custom',
  'jitsi',
  'google_meet',
  'daily',
  'zoom',
  'whereby',
  'teams',
  'phone_call',
  'in_person',
] as const;
const RANGE_TYPES = [
  'number_of_days_into_the_future',
  'number_of_business_days_into_the_future',
  'date_range',
] as const;

const meetingDurationSchema = z.object({
  id: optString,
  duration: optInt,
  is_default: optBoolean,
  created_at: optString,
  updated_at: optString,
});

const meetingSpotSchema = z.object({
  id: optString,
  spot: lenientEnum(SPOT_KINDS),
  is_default: optBoolean,
  phone_call_number: optString,
  in_person_location: optString,
  custom_text: optString,
  created_at: optString,
  updated_at: optString,
});

const hostSchema = z.object({ name: optString, email: optString });

/** Both versions: v2 adds the buffers, locked_time_zone and detailed fees (spec §2.2, §9). */
const meetingFields = z.object({
  id: z.string(),
  sid: z.string(),
  name: optString,
  slug: optString,
  description: optString,
  kind: lenientEnum(MEETING_KINDS),
  duration: optInt,
  disabled: optBoolean,
  spot: lenientEnum(SPOT_KINDS),
  spot_in_person_location: optString,
  spot_custom_text: optString,
  spot_phone_call_number: optString,
  is_template: optBoolean,
  schedulable_range_type: lenientEnum(RANGE_TYPES),
  schedulable_range_value: z.nullish(z.union([z.string(), z.number()])),
  lead_time: optInt,
  start_time_increment: optInt,
  before_buffer_time: optInt,
  after_buffer_time: optInt,
  created_at: optString,
  updated_at: optString,
  deleted_at: optString,
  is_multiple_spots_allowed: optBoolean,
  is_multiple_durations_allowed: optBoolean,
  conditional_pricing_enabled: optBoolean,
  is_email_reminders_enabled: optBoolean,
  is_sms_reminders_enabled: optBoolean,
  organization_id: optString,
  rescheduling_lead_time: optInt,
  cancellation_lead_time: optInt,
  booking_modification_allowed: optBoolean,
  cancellation_too_late_notice: optString,
  cancellation_policy: optString,
  rescheduling_too_late_notice: optString,
  pre_booking_allowed: optBoolean,
  original_price_enabled: optBoolean,
  original_price: optNumber,
  locked_time_zone: optZone,
  fees: list(feeSchema),
  durations_possible: list(z.int()),
  durations: list(meetingDurationSchema),
  hosts: z.nullish(z.array(hostSchema)),
  spots: list(meetingSpotSchema),
});

type Host = z.output<typeof hostSchema>;
export type Meeting = Omit<z.output<typeof meetingFields>, 'hosts'> & {
  hosts: Host[];
  /** True when the answer had no `hosts` field at all (the vendor's schema): they are learned another way. */
  hostsUnlisted?: true;
};

/**
 * A link as Slotboard reads it. The vendor's own meeting schema has no `hosts`: an answer without
 * the field says nothing about them (`hostsUnlisted`), which is not a link that has none.
 */
export const meetingSchema = z.pipe(
  meetingFields,
  z.transform(({ hosts, ...m }): Meeting =>
    hosts == null ? { ...m, hosts: [], hostsUnlisted: true } : { ...m, hosts },
  ),
);

export const meetingListSchema = z.object({
  meetings: z.array(meetingSchema),
  pagination: paginationSchema,
});
export type MeetingList = z.output<typeof meetingListSchema>;

/** One weekly period as POST /v1/meetings/{sid}/availability takes it (spec §4.3). */
export interface WeeklyPeriodBody {
  wday: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
  start_time: string;
  end_time: string;
}

export const meetingAvailabilityResponseSchema = z.object({
  message: optString,
  meeting: meetingSchema,
});

/** The answer of a write to a link: its hours (spec §4.3) or its settings (PATCH /v1/meetings/{sid}). */
export const meetingWriteResponseSchema = meetingAvailabilityResponseSchema;

export type MeetingKind = (typeof MEETING_KINDS)[number];
export const meetingKinds: readonly MeetingKind[] = MEETING_KINDS;

/**
 * PATCH /v1/meetings/{sid}: the vendor requires `hosts` (emails) on every call, so the body always
 * carries the link's whole host list; every other field only when it changes.
 */
export interface MeetingUpdate {
  hosts: string[];
  name?: string;
  slug?: string;
  description?: string;
  kind?: MeetingKind;
  duration?: number;
  start_time_increment?: number;
  spot_phone_call_number?: string;
  spot_custom_text?: string;
  spot_in_person_location?: string;
}

export type SpotKind = (typeof SPOT_KINDS)[number];
export const spotKinds: readonly SpotKind[] = SPOT_KINDS;
