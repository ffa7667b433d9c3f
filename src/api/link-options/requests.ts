import type { Requester } from '../client';
import { meetingWriteResponseSchema, type MeetingUpdate } from '../meetings/schemas';
import {
  linkDurationListSchema,
  linkDurationWriteSchema,
  linkSpotListSchema,
  linkSpotWriteSchema,
  messageSchema,
  type LinkDurationBody,
  type LinkSpotBody,
} from './schemas';

/** A link's duration options (durations.yaml): one default, 1 to 1440 minutes, never none. */
export const durationsRequests = (request: Requester) => ({
  list: (sid: string, options: { signal?: AbortSignal } = {}) =>
    request({
      method: 'GET',
      path: `/v1/meetings/${encodeURIComponent(sid)}/durations`,
      schema: linkDurationListSchema,
      signal: options.signal,
    }),
  create: (sid: string, body: LinkDurationBody) =>
    request({
      method: 'POST',
      path: `/v1/meetings/${encodeURIComponent(sid)}/durations`,
      body,
      schema: linkDurationWriteSchema,
    }),
  update: (sid: string, id: string, body: LinkDurationBody) =>
    request({
      method: 'PUT',
      path: `/v1/meetings/${encodeURIComponent(sid)}/durations/${encodeURIComponent(id)}`,
      body,
      schema: linkDurationWriteSchema,
    }),
  remove: (sid: string, id: string) =>
    request({
      method: 'DELETE',
      path: `/v1/meetings/${encodeURIComponent(sid)}/durations/${encodeURIComponent(id)}`,
      schema: messageSchema,
    }),
});

/** A link's places (spots.yaml): one default, never none. */
export const spotsRequests = (request: Requester) => ({
  list: (sid: string, options: { signal?: AbortSignal } = {}) =>
    request({
      method: 'GET',
      path: `/v1/meetings/${encodeURIComponent(sid)}/spots`,
      schema: linkSpotListSchema,
      signal: options.signal,
    }),
  create: (sid: string, body: LinkSpotBody) =>
    request({
      method: 'POST',
      path: `/v1/meetings/${encodeURIComponent(sid)}/spots`,
      body,
      schema: linkSpotWriteSchema,
    }),
  update: (sid: string, id: string, body: LinkSpotBody) =>
    request({
      method: 'PUT',
      path: `/v1/meetings/${encodeURIComponent(sid)}/spots/${encodeURIComponent(id)}`,
      body,
      schema: linkSpotWriteSchema,
    }),
  remove: (sid: string, id: string) =>
    request({
      method: 'DELETE',
      path: `/v1/meetings/${encodeURIComponent(sid)}/spots/${encodeURIComponent(id)}`,
      schema: messageSchema,
    }),
});

/**
 * The writes to a link other than its hours, as one family whose code loads with the link's page:
 * its settings (PATCH, `hosts` required by the vendor on every call), its durations and places.
 */
export function linkOptionsRequests(request: Requester) {
  const durations = durationsRequests(request);
  const spots = spotsRequests(request);
  return {
    updateLink: (sid: string, body: MeetingUpdate, options: { signal?: AbortSignal } = {}) =>
      request({
        method: 'PATCH',
        path: `/v1/meetings/${encodeURIComponent(sid)}`,
        body,
        schema: meetingWriteResponseSchema,
        signal: options.signal,
      }),
    listDurations: durations.list,
    createDuration: durations.create,
    updateDuration: durations.update,
    removeDuration: durations.remove,
    listSpots: spots.list,
    createSpot: spots.create,
    updateSpot: spots.update,
    removeSpot: spots.remove,
  };
}
