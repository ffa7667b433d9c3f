import { z } from 'zod/mini';
import { list, optBoolean, optString, optZone, paginationSchema } from '../schema-helpers';

// The spec shows no booking fields (§4.8); these follow the vendor's samples, all read leniently.
export const bookingSchema = z.object({
  id: z.string(),
  sid: optString,
  parent_booking_id: optString,
  name: optString,
  email: optString,
  host_name: optString,
  host_email: optString,
  is_multihost: optBoolean,
  multihosts: list(z.object({ name: optString, email: optString })),
  starts_at: optString,
  ends_at: optString,
  time_zone: optZone,
  starts_at_for_client: optString,
  ends_at_for_client: optString,
  status: optString,
  cancel_reason: optString,
  cancelled_by: optString,
  reschedule_requested: optBoolean,
  preferred_meeting_spot: optString,
  room_type: optString,
  room_url: optString,
  spot_details: optString,
  created_at: optString,
  updated_at: optString,
  meeting_id: optString,
  meeting: z.nullish(z.object({ name: optString })),
  no_show: optBoolean,
  meeting_outcome: z.nullish(z.union([z.string(), z.looseObject({ name: optString, color_hex: optString })])),
  notes_url: optString,
  internal_notes: optString,
  metadata: z.nullish(z.record(z.string(), z.unknown())),
  admin_booking_url: optString,
  client_booking_url: optString,
  form_responses: list(z.object({ field: optString, value: z.unknown(), type: optString, field_code: optString })),
});
export type Booking = z.output<typeof bookingSchema>;

export const bookingListSchema = z.object({
  bookings: z.array(bookingSchema),
  pagination: paginationSchema,
});

export const cancelAnswerSchema = z.object({ message: optString });
