import type { Requester } from '../client';
import { availabilityResponseSchema, type AvailabilityCreateBody } from './schemas';

export function availabilitiesRequests(request: Requester) {
  return {
    /** v2 by default (201); v1 answers 200 and adds the buffer times (spec §4.2). Never retried. */
    create: (body: AvailabilityCreateBody, options: { version?: 'v1' | 'v2'; signal?: AbortSignal } = {}) =>
      request({
        method: 'POST',
        path: `/${options.version ?? 'v2'}/availabilities`,
        body,
        schema: availabilityResponseSchema,
        signal: options.signal,
      }),
  };
}
