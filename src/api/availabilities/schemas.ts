import { z } from 'zod/mini';
import { WEEKDAYS, type Weekday } from '@/lib/time/periods';
import { lenientEnum, list, optBoolean, optInt, optString, paginationSchema } from '../schema-helpers';

const availabilityPeriodSchema = z.object({
  id: optString,
  wday: lenientEnum(WEEKDAYS),
  start_time: z.string(),
  end_time: z.string(),
});

const availabilityOverrideSchema = z.object({
  date: z.string(),
  periods: list(z.object({ wday: optString, start_time: z.string(), end_time: z.string() })),
});

export const availabilitySchema = z.object({
  id: z.string(),
  sid: z.string(),
  name: optString,
  default: optBoolean,
  periods: list(availabilityPeriodSchema),
  overrides: list(availabilityOverrideSchema),
  user: z.nullish(z.object({ id: optString, name: optString, email: optString })),
  before_buffer_time: optInt,
  after_buffer_time: optInt,
});
export type Availability = z.output<typeof availabilitySchema>;

export const availabilityResponseSchema = z.object({ availability: availabilitySchema });

/** GET /v1/availabilities and /v1/availabilities/team_member (the vendor's list, paged with `page`). */
export const availabilityListSchema = z.object({
  availabilities: list(availabilitySchema),
  pagination: paginationSchema,
});

/** PATCH /v1|v2/availabilities/{id}: a message and the availability as it now is. */
export const availabilityUpdateResponseSchema = z.object({ message: optString, availability: availabilitySchema });

/**
 * PATCH body (openapi/availabilities.yaml, v2 update sample). `periods` replace the weekly hours
 * and are required; an override without `periods` removes that date, `periods: []` makes it
 * unavailable; dates not named stay as they are. `time_zone` is v2 only.
 */
export interface AvailabilityUpdateBody {
  periods: { wday: Weekday; start_time: string; end_time: string }[];
  overrides?: { date: string; periods?: { start_time: string; end_time: string; wday?: Weekday }[] }[];
  time_zone?: string;
}

/** Request body of spec §4.1. An override without periods removes that date's override. */
export interface AvailabilityCreateBody {
  email: string;
  name: string;
  periods?: { wday: Weekday; start_time: string; end_time: string }[];
  overrides?: { date: string; periods?: { start_time: string; end_time: string; wday?: string }[] }[];
  time_zone?: string;
}
