import { z } from 'zod/mini';
import type { Requester } from '../client';

// POST /v1/team_members (team-members.yaml): kept apart from the members' reads, which load with the
// first screen; this loads with the one screen that adds members.

/** What is sent: the addresses, and the organization role (the vendor's default is "Standard"). */
export interface AddMembersBody {
  emails: string[];
  organization_role?: string;
}

/**
 * The answer is one sentence for the whole request (`{message}`, "Users added successfully"): it names
 * no address and no record, so it is read for its shape only, and who was added is read back from the
 * member list. Anything other than an object is an answer Slotboard cannot read.
 */
export const addMembersResponseSchema = z.object({ message: z.nullish(z.unknown()) });
export type AddMembersAnswer = z.output<typeof addMembersResponseSchema>;

/** The workspace's sentence, when it sent a readable one. */
export const answerWords = (answer: AddMembersAnswer): string | undefined =>
  typeof answer.message === 'string' && answer.message.trim() !== '' ? answer.message.trim() : undefined;

export const addMembersRequest =
  (request: Requester) =>
  (body: AddMembersBody, options: { signal?: AbortSignal } = {}) =>
    request({
      method: 'POST',
      path: '/v1/team_members',
      body,
      schema: addMembersResponseSchema,
      signal: options.signal,
    });
