import type { ApiError } from '@/api/errors';
import { splitAddresses, type TypedAddress } from '@/lib/address-list';
import { isEmail } from '@/lib/search-params';
import { afterReadBack, type Check, type ReadBack } from '@/domain/saves/save-rules';
import { memberName, type NameParts } from './member-name';

// New members: which typed addresses are sent, which are named and left out before sending, and what
// the workspace's one answer means for each address sent. The answer to POST /v1/team_members names
// no address ("Users added successfully"), so who was added is what the member list shows after.

/** Addresses compare without case or surrounding space: Ada@X.co and ada@x.co are one person. */
export const sameAddress = (a: string) => a.trim().toLowerCase();

export type AddressCheck =
  /** Sent. */
  | { kind: 'new'; typed: TypedAddress; email: string }
  /** Not an email address: named, not sent. */
  | { kind: 'invalid'; typed: TypedAddress }
  /** Typed earlier in the same list (`first` is that one's place, from 0): sent once. */
  | { kind: 'repeat'; typed: TypedAddress; email: string; first: number }
  /** Already a member of the workspace: named, not sent. */
  | { kind: 'member'; typed: TypedAddress; email: string; name: string; active: boolean };

interface KnownMember extends NameParts {
  active?: boolean | null;
}

/** Every typed address, checked, in the order typed. */
export function checkAddresses(text: string, members: readonly KnownMember[]): AddressCheck[] {
  const byAddress = new Map(members.filter((m) => m.email).map((m) => [sameAddress(m.email!), m] as const));
  const seen = new Map<string, number>();
  return splitAddresses(text).map((typed, i): AddressCheck => {
    if (!isEmail(typed.address)) return { kind: 'invalid', typed };
    const email = typed.address;
    const key = sameAddress(email);
    const first = seen.get(key);
    if (first !== undefined) return { kind: 'repeat', typed, email, first };
    seen.set(key, i);
    const member = byAddress.get(key);
    if (member) return { kind: 'member', typed, email, name: memberName(member), active: member.active !== false };
    return { kind: 'new', typed, email };
  });
}

/** The addresses a submit sends: each new one once, as typed. */
export const addressesToSend = (checks: readonly AddressCheck[]): string[] =>
  checks.flatMap((c) => (c.kind === 'new' ? [c.email] : []));

/** What the workspace's answer means for one address sent. */
export type AddressOutcome =
  /** The member list shows it now. */
  | { kind: 'added' }
  /** The workspace answered that it added them; the member list could not be read to see it. */
  | { kind: 'said-added'; words: string | undefined }
  /** Refused: nothing was added. `words` are the workspace's, for this address or the whole request. */
  | { kind: 'refused'; words: string; own: boolean }
  /** It may have been added: the request left and the list does not settle it. */
  | { kind: 'open'; check: Check; reason: string };

/** The workspace's one answer to the POST. */
export type AddAnswer =
  | { kind: 'done'; words: string | undefined }
  | { kind: 'refused'; error: ApiError }
  | { kind: 'open'; error: ApiError };

/** What reading the member list after the answer found: the addresses it shows, or why not. */
export type ListAfter = { shows: ReadonlySet<string> } | { failed: unknown } | 'not-read';

/** The workspace's words for one address of a refusal: a field message under `emails.N` or `emails`. */
function ownWords(error: ApiError, index: number): string | undefined {
  return error.fieldErrors[`emails.${index}`]?.join(' ');
}

/**
 * Each address sent, and what became of it. A clear answer is still checked against the list: a
 * "done" whose address the list does not show may have been dropped (said as open, not as added).
 * An open answer (timeout, dropped, 5xx) goes through the save rules' read-back, address by address.
 */
export function addressOutcomes(
  sent: readonly string[],
  answer: AddAnswer,
  after: ListAfter,
): { email: string; outcome: AddressOutcome }[] {
  return sent.map((email, i) => {
    if (answer.kind === 'refused') {
      const own = ownWords(answer.error, i);
      return { email, outcome: { kind: 'refused', words: own ?? answer.error.message, own: own !== undefined } };
    }
    const found: ReadBack =
      after === 'not-read' ? 'cannot-read' : 'failed' in after ? after : { shows: after.shows.has(sameAddress(email)) };
    if (answer.kind === 'done') {
      if (found === 'cannot-read' || 'failed' in found)
        return { email, outcome: { kind: 'said-added', words: answer.words } };
      if (found.shows) return { email, outcome: { kind: 'added' } };
      return {
        email,
        outcome: { kind: 'open', check: 'not-seen', reason: 'The workspace answered that it added them.' },
      };
    }
    const state = afterReadBack(answer.error, found);
    if (state.status === 'saved') return { email, outcome: { kind: 'added' } };
    const check = state.status === 'uncertain' ? state.check : 'cannot-check';
    return { email, outcome: { kind: 'open', check, reason: answer.error.message } };
  });
}

/** Every address sent is on the list now: nothing is left to send or to check. */
export const allAdded = (outcomes: readonly { outcome: AddressOutcome }[]) =>
  outcomes.length > 0 && outcomes.every((o) => o.outcome.kind === 'added');
