import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RequestArgs } from '../client';
import { addMembersRequest, addMembersResponseSchema, answerWords } from './add-members';

const sample = (name: string): unknown =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../../contracts/neetocal/samples', name), 'utf8'));

describe('adding team members', () => {
  it('POSTs the addresses and the role to /v1/team_members, as the vendor’s sample request', async () => {
    const sent: { method: string; path: string; body?: unknown }[] = [];
    const request = (async (args: RequestArgs<never>) => {
      sent.push({ method: args.method, path: args.path, body: args.body });
      return { message: 'Users added successfully' };
    }) as never;
    const body = sample('v1_team_members_add_request.json') as { emails: string[]; organization_role: string };
    await addMembersRequest(request)(body);
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/v1/team_members',
        body: { organization_role: 'Standard', emails: ['oliver@example.com', 'jane@example.com'] },
      },
    ]);
  });

  it('reads the vendor’s sample answer, and its sentence only when it is one', () => {
    const read = addMembersResponseSchema.safeParse(sample('v1_team_members_add_response.json'));
    expect(read.success).toBe(true);
    expect(answerWords(read.data!)).toBe('Users added successfully');
    for (const odd of [{}, { message: null }, { message: 42 }, { message: '  ' }, { message: ['x'] }]) {
      const parsed = addMembersResponseSchema.safeParse(odd);
      expect(parsed.success).toBe(true);
      expect(answerWords(parsed.data!)).toBeUndefined();
    }
  });

  it('does not take an answer that is not an object for a success', () => {
    for (const odd of [null, 'ok', [], 1]) expect(addMembersResponseSchema.safeParse(odd).success).toBe(false);
  });
});
