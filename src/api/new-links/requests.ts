import type { Requester } from '../client';
import { sentPageParams } from '../paginate';
import { meetingWriteResponseSchema } from '../meetings/schemas';
import { oneOffLinkSchema, templateListSchema, type NewLinkBody } from './schemas';

/** New links (meetings.yaml): the workspace's templates, a link created, a one-off address of a link. */
export const newLinkRequests = (request: Requester) => ({
  /** One page of the workspace's templates (a workspace keeps few: the first hundred are offered). */
  templates: (options: { signal?: AbortSignal } = {}) =>
    request({
      method: 'GET',
      path: '/v1/meeting_templates',
      query: sentPageParams({ page_number: 1, page_size: 100 }),
      schema: templateListSchema,
      signal: options.signal,
    }),
  /** Never retried on its own: a second create would make a second link. */
  create: (body: NewLinkBody) =>
    request({ method: 'POST', path: '/v1/meetings', body, schema: meetingWriteResponseSchema }),
  createOneOff: (sid: string) =>
    request({
      method: 'POST',
      path: `/v1/meetings/${encodeURIComponent(sid)}/create_one_off_link`,
      schema: oneOffLinkSchema,
    }),
});
