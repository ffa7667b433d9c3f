import { z } from 'zod/mini';
import type { TeamMember, TeamMemberUpdate } from '@/api/team-members/schemas';
import { MEMBER_FIELDS, type MemberField } from '@/domain/members/member-fields';
import { isKnownZone } from '@/lib/time/zones';

export interface MemberValues {
  first_name: string;
  last_name: string;
  email: string;
  time_zone: string;
  organization_role: string;
  /** 'keep' only when the member is unknown (opened by id without a list): nothing is sent for it. */
  active: 'active' | 'inactive' | 'keep';
}

/** What the form's schema turns the values into: the PATCH body, and the fields it carries. */
export interface MemberChange {
  body: TeamMemberUpdate;
  fields: MemberField[];
}

/** A draft read back from storage: the same values, whatever else the entry holds is dropped. */
export const memberDraftSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  time_zone: z.string(),
  organization_role: z.string(),
  active: z.enum(['active', 'inactive', 'keep']),
});

/** The organization roles seen among members: the service offers no list of them (spec §4.7). */
export const rolesOf = (members: readonly TeamMember[]): string[] =>
  [...new Set(members.map((m) => m.organization_role).filter((r): r is string => Boolean(r)))].sort();

const TEXT_FIELDS = ['first_name', 'last_name', 'email', 'time_zone', 'organization_role'] as const;

export const valuesOf = (m: TeamMember | null): MemberValues => ({
  first_name: m?.first_name ?? '',
  last_name: m?.last_name ?? '',
  email: m?.email ?? '',
  time_zone: m?.time_zone ?? '',
  organization_role: m?.organization_role ?? '',
  active: m ? (m.active === false ? 'inactive' : 'active') : 'keep',
});

/** The fields that differ from what the member has. Opened by id, an empty field is "unknown", not a change. */
export function changedFields(initial: MemberValues, values: MemberValues): MemberField[] {
  const fields: MemberField[] = TEXT_FIELDS.filter((key) => {
    const next = values[key].trim();
    return next !== initial[key].trim() && !(initial.active === 'keep' && next === '');
  });
  if (values.active !== 'keep' && values.active !== initial.active) fields.push('active');
  return fields;
}

/** The values once the body was applied: what the form shows after a save. */
export const afterUpdate = (initial: MemberValues, body: TeamMemberUpdate): MemberValues => ({
  ...initial,
  ...Object.fromEntries(TEXT_FIELDS.filter((f) => body[f] !== undefined).map((f) => [f, body[f]])),
  ...(body.active === undefined ? {} : { active: body.active ? 'active' : 'inactive' }),
});

/** One email check for the form, built once. */
const emailSchema = z.email();

/**
 * Checks only what the admin changed: a value the workspace already holds is not the admin's to fix
 * (a seeded email "string" must not stop a role change). A known member's name, email and role
 * cannot be emptied. Its output is the PATCH body (spec §4.7): only the changed fields.
 */
export const memberSchema = (initial: MemberValues, known: boolean) =>
  z.pipe(
    // A draft's fields are the form's: one list of them, so the two cannot drift apart.
    memberDraftSchema.check(
      z.superRefine((v, ctx) => {
        const changed = new Set(changedFields(initial, v));
        const issue = (path: MemberField, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
        const value = (f: (typeof TEXT_FIELDS)[number]) => v[f].trim();
        if (changed.has('first_name')) {
          if (known && !value('first_name')) issue('first_name', 'The first name cannot be empty.');
          else if (value('first_name').length > 50) issue('first_name', 'Keep the first name under 50 characters.');
        }
        if (changed.has('last_name') && value('last_name').length > 50)
          issue('last_name', 'Keep the last name under 50 characters.');
        if (changed.has('email') && !emailSchema.safeParse(value('email')).success) {
          issue('email', value('email') ? 'This is not an email address.' : 'The email cannot be empty.');
        }
        if (changed.has('time_zone') && value('time_zone') && !isKnownZone(value('time_zone')))
          issue('time_zone', 'Choose a time zone from the list.');
        if (changed.has('organization_role') && known && !value('organization_role'))
          issue('organization_role', 'The role cannot be empty.');
      }),
    ),
    z.transform((v): MemberChange => {
      const fields = changedFields(initial, v);
      const body: TeamMemberUpdate = {};
      for (const f of fields) {
        if (f === 'active') body.active = v.active === 'active';
        else body[f] = v[f].trim();
      }
      return { body, fields };
    }),
  );

const listOf = (names: string[]) =>
  names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;

export function saveLabel(fields: MemberField[]): string {
  if (fields.length === 0) return 'No changes to save';
  return `Save ${listOf(fields.map((f) => MEMBER_FIELDS[f].word))}`;
}

/** The success notice's title: what happened, to whom ("Mateo García deactivated"). */
export function doneTitle(name: string, change: MemberChange): string {
  const saved = change.fields.filter((f) => f !== 'active');
  const parts = saved.length ? [`${listOf(saved.map((f) => MEMBER_FIELDS[f].word))} saved`] : [];
  if (change.body.active === false) parts.push('deactivated');
  if (change.body.active === true) parts.push('reactivated');
  return saved.length ? `${name}: ${parts.join(', ')}` : `${name} ${parts.join(', ')}`;
}
