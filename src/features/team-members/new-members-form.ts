import { z } from 'zod/mini';
import { addressesToSend, checkAddresses, type AddressCheck, type AddressOutcome } from '@/domain/members/new-members';
import type { TeamMember } from '@/api/team-members/schemas';

/** What the admin edits: the addresses as typed or pasted, and the role they will all have. */
export interface NewMembersValues {
  addresses: string;
  role: string;
}

/** The vendor's role for new members when none is sent (team-members.yaml). */
export const DEFAULT_ROLE = 'Standard';

/** A draft read back from storage: the same values, anything else in the entry dropped. */
export const newMembersDraftSchema = z.object({ addresses: z.string(), role: z.string() });

/** What a submit sends (the POST body) and the checks it was made from. */
export interface NewMembersRequest {
  emails: string[];
  role: string;
}

/**
 * The roles to choose from: those seen among members (the service lists none) and the vendor's
 * default, which every workspace has.
 */
export const roleChoices = (roles: readonly string[]) => [...new Set([DEFAULT_ROLE, ...roles])].sort();

/**
 * Checks what was typed against the members as last read and turns it into the body: each new
 * address once. Addresses that are not ones, repeats and members are named beside the field and
 * left out; a submit with none left to send is stopped at the field.
 */
export const newMembersSchema = (members: readonly TeamMember[]) =>
  z.pipe(
    newMembersDraftSchema.check(
      z.superRefine((v, ctx) => {
        const checks = checkAddresses(v.addresses, members);
        if (checks.length === 0)
          ctx.addIssue({ code: 'custom', path: ['addresses'], message: 'Type or paste at least one address.' });
        else if (addressesToSend(checks).length === 0)
          ctx.addIssue({
            code: 'custom',
            path: ['addresses'],
            message: 'There is no new address to add: each one is named below.',
          });
        if (v.role.trim() === '') ctx.addIssue({ code: 'custom', path: ['role'], message: 'Choose a role.' });
      }),
    ),
    z.transform((v): NewMembersRequest => ({
      emails: addressesToSend(checkAddresses(v.addresses, members)),
      role: v.role.trim(),
    })),
  );

/** The addresses a submit would send now, for the button's words. */
export const countToSend = (checks: readonly AddressCheck[]) => addressesToSend(checks).length;

/**
 * What stays in the field after the workspace answered: what still needs the admin (addresses that
 * are not ones, those refused or not seen added), one a line; what was added, repeats and members go.
 */
export function remainingText(
  checks: readonly AddressCheck[],
  outcomes: readonly { email: string; outcome: AddressOutcome }[],
): string {
  const settled = new Set(
    outcomes.filter((o) => o.outcome.kind === 'added' || o.outcome.kind === 'said-added').map((o) => o.email),
  );
  return checks
    .flatMap((c) => (c.kind === 'invalid' || (c.kind === 'new' && !settled.has(c.email)) ? [c.typed.text] : []))
    .join('\n');
}

/** "Add 3 members", "Add 1 member". */
export const addLabel = (count: number) =>
  count === 0 ? 'No new members to add' : `Add ${count} ${count === 1 ? 'member' : 'members'}`;
