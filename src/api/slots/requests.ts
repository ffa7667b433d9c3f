import type { Requester } from '../client';
import { slotMonthSchema, type SlotMonthParams } from './schemas';

export function slotsRequests(request: Requester) {
  return {
    /** A link's bookable times for a month, in a zone (one of the vendor's optional endpoints). */
    month: ({ slug, timeZone, year, month }: SlotMonthParams, options: { signal?: AbortSignal } = {}) =>
      request({
        method: 'GET',
        path: `/v1/slots/${encodeURIComponent(slug)}`,
        query: { time_zone: timeZone, year: String(year), month: String(month) },
        schema: slotMonthSchema,
        signal: options.signal,
      }),
  };
}
