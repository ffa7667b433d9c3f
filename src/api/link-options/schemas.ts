import { z } from 'zod/mini';
import { SPOT_KINDS, type SpotKind } from '../meetings/schemas';
import { lenientEnum, optBoolean, optInt, optString } from '../schema-helpers';

// A link's durations and places (durations.yaml, spots.yaml): read on its page only, so their
// schemas load with that page's code, not with the first screen's.

/** One duration option of a link, as /v1/meetings/{sid}/durations answers it. */
export const linkDurationSchema = z.object({
  id: z.string(),
  duration: optInt,
  is_default: optBoolean,
  created_at: optString,
  updated_at: optString,
});
export type LinkDuration = z.output<typeof linkDurationSchema>;
export const linkDurationListSchema = z.object({ durations: z.array(linkDurationSchema) });
export const linkDurationWriteSchema = z.object({ message: optString, duration: linkDurationSchema });
export const messageSchema = z.object({ message: optString });
export interface LinkDurationBody {
  duration: number;
  is_default?: boolean;
}

/** One place (spot) of a link, as /v1/meetings/{sid}/spots answers it: its texts carry a `spot_` prefix there. */
export const linkSpotSchema = z.object({
  id: z.string(),
  spot: lenientEnum(SPOT_KINDS),
  spot_phone_call_number: optString,
  spot_custom_text: optString,
  spot_in_person_location: optString,
  is_default: optBoolean,
  created_at: optString,
  updated_at: optString,
});
export type LinkSpot = z.output<typeof linkSpotSchema>;
export const linkSpotListSchema = z.object({ spots: z.array(linkSpotSchema) });
export const linkSpotWriteSchema = z.object({ message: optString, spot: linkSpotSchema });

export interface LinkSpotBody {
  spot?: SpotKind;
  spot_phone_call_number?: string | null;
  spot_custom_text?: string | null;
  spot_in_person_location?: string | null;
  is_default?: boolean;
}
