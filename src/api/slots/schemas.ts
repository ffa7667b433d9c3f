import { z } from 'zod/mini';
import { optNumber, optString } from '../schema-helpers';

// GET /v1/slots/{meeting_slug} (the vendor's slots.yaml, docs/api.md "Slots"). Read leniently as
// every answer is: what each value means (a real date of the asked month, a time, a believable
// count) is checked by month.ts, which says what could not be read rather than failing the shape.

const slotTimeSchema = z.object({
  start_time: optString,
  end_time: optString,
  count: optNumber,
});

const slotDaySchema = z.object({
  date: optString,
  day: optNumber,
  // Keyed by the vendor in a way its file does not say; only the values are read.
  slots: z.nullish(z.record(z.string(), slotTimeSchema)),
});

export const slotMonthSchema = z.object({
  slots: z.array(slotDaySchema),
});
export type SlotMonthAnswer = z.output<typeof slotMonthSchema>;

/** A month a link's times are asked for, in the zone they are shown in. */
export interface SlotMonthParams {
  slug: string;
  timeZone: string;
  year: number;
  /** 1 to 12. */
  month: number;
}
