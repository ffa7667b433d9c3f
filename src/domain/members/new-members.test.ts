import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { addressesToSend, addressOutcomes, allAdded, checkAddresses } from './new-members';

const MEMBERS = [
  { first_name: 'Oliver', last_name: 'Smith', email: 'Oliver@Example.com', active: true },
  { first_name: 'Old', last_name: 'Hand', email: 'old@example.com', active: false },
  { first_name: 'No', last_name: 'Mail', email: null },
];

describe('checkAddresses: each typed address, before anything is sent', () => {
  it('names bad addresses, repeats within the paste and existing members, and sends each new one once', () => {
    const checks = checkAddresses(
      'ada@example.com, bob@\nADA@example.com; oliver@example.com "Old Hand" <old@example.com> Cy <cy@example.com>',
      MEMBERS,
    );
    expect(checks.map((c) => c.kind)).toEqual(['new', 'invalid', 'repeat', 'member', 'member', 'new']);
    expect(checks[1]).toMatchObject({ typed: { text: 'bob@' } });
    expect(checks[2]).toMatchObject({ email: 'ADA@example.com', first: 0 });
    expect(checks[3]).toMatchObject({ name: 'Oliver Smith', active: true });
    expect(checks[4]).toMatchObject({ name: 'Old Hand', active: false });
    expect(addressesToSend(checks)).toEqual(['ada@example.com', 'cy@example.com']);
  });

  it('a repeat of an existing member is a repeat, named once as a member', () => {
    const checks = checkAddresses('oliver@example.com oliver@example.com', MEMBERS);
    expect(checks.map((c) => c.kind)).toEqual(['member', 'repeat']);
    expect(addressesToSend(checks)).toEqual([]);
  });

  it('nothing typed is nothing to check', () => {
    expect(checkAddresses(' \n ', MEMBERS)).toEqual([]);
  });
});

const fail = (kind: ApiError['kind'], status: number | null, message: string, fieldErrors = {}) =>
  new ApiError({ kind, status, message, fieldErrors });
const SENT = ['ada@example.com', 'Cy@Example.com'];
const shows = (...emails: string[]) => ({ shows: new Set(emails) });

describe('addressOutcomes: the workspace’s one answer, address by address', () => {
  it('a clear answer: added where the member list shows the address (in any case), open where it does not', () => {
    const out = addressOutcomes(SENT, { kind: 'done', words: 'Users added successfully' }, shows('ada@example.com'));
    expect(out).toEqual([
      { email: 'ada@example.com', outcome: { kind: 'added' } },
      {
        email: 'Cy@Example.com',
        outcome: { kind: 'open', check: 'not-seen', reason: 'The workspace answered that it added them.' },
      },
    ]);
    expect(allAdded(out)).toBe(false);
    expect(
      allAdded(addressOutcomes(SENT, { kind: 'done', words: undefined }, shows('ada@example.com', 'cy@example.com'))),
    ).toBe(true);
  });

  it('a clear answer whose list could not be read: added by the workspace’s word only', () => {
    for (const after of [{ failed: new Error('x') }, 'not-read' as const])
      expect(addressOutcomes(SENT, { kind: 'done', words: 'OK' }, after)[0]!.outcome).toEqual({
        kind: 'said-added',
        words: 'OK',
      });
  });

  it('a refusal: every address refused in the workspace’s words, its own where the workspace names it', () => {
    const error = fail('validation', 400, 'Emails are invalid', { 'emails.1': ['Cy@Example.com is not allowed'] });
    expect(addressOutcomes(SENT, { kind: 'refused', error }, 'not-read')).toEqual([
      { email: 'ada@example.com', outcome: { kind: 'refused', words: 'Emails are invalid', own: false } },
      { email: 'Cy@Example.com', outcome: { kind: 'refused', words: 'Cy@Example.com is not allowed', own: true } },
    ]);
  });

  it('an open answer is read back address by address through the save rules', () => {
    const error = fail('timeout', null, 'Too slow.');
    expect(addressOutcomes(SENT, { kind: 'open', error }, shows('cy@example.com')).map((o) => o.outcome)).toEqual([
      { kind: 'open', check: 'not-seen', reason: 'Too slow.' },
      { kind: 'added' },
    ]);
    expect(addressOutcomes(SENT, { kind: 'open', error }, { failed: error })[0]!.outcome).toEqual({
      kind: 'open',
      check: 'check-failed',
      reason: 'Too slow.',
    });
    expect(addressOutcomes(SENT, { kind: 'open', error }, 'not-read')[0]!.outcome).toEqual({
      kind: 'open',
      check: 'cannot-check',
      reason: 'Too slow.',
    });
  });

  it('nothing sent is never “all added”', () => {
    expect(allAdded([])).toBe(false);
  });
});
