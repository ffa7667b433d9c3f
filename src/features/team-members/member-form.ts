import { z } from 'zod';
import type { TeamMember, TeamMemberUpdate } from '@/api/team-members/schemas';
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

/** The organization roles seen among members: the service offers no list of them (spec §4.7). */
export const rolesOf = (members: readonly TeamMember[]): string[] =>
  [...new Set(members.map((m) => m.organization_role).filter((r): r is string => Boolean(r)))].sort();

export const FIELD_LABELS: Record<keyof MemberValues, string> = {
  first_name: 'first name',
  last_name: 'last name',
  email: 'email',
  time_zone: 'time zone',
  organization_role: 'role',
  active: 'active',
};

export const valuesOf = (m: TeamMember | null): MemberValues => ({
  first_name: m?.first_name ?? '',
  last_name: m?.last_name ?? '',
  email: m?.email ?? '',
  time_zone: m?.time_zone ?? '',
  organization_role: m?.organization_role ?? '',
  active: m ? (m.active === false ? 'inactive' : 'active') : 'keep',
});

/**
 * A known member's name, email and role cannot be emptied. Opened by id (no list), every field may
 * stay empty: only what is filled in is sent.
 */
export const memberSchema = (known: boolean) =>
  z
    .object({
      first_name: z.string().trim().max(50, 'Keep the first name under 50 characters.'),
      last_name: z.string().trim().max(50, 'Keep the last name under 50 characters.'),
      email: z.string().trim(),
      time_zone: z.string().trim(),
      organization_role: z.string().trim(),
      active: z.enum(['active', 'inactive', 'keep']),
    })
    .superRefine((v, ctx) => {
      if (known && !v.first_name) ctx.addIssue({ code: 'custom', path: ['first_name'], message: 'The first name cannot be empty.' });
      if ((known || v.email) && !z.email().safeParse(v.email).success) {
        ctx.addIssue({ code: 'custom', path: ['email'], message: v.email ? 'This is not an email address.' : 'The email cannot be empty.' });
      }
      if (v.time_zone && !isKnownZone(v.time_zone)) ctx.addIssue({ code: 'custom', path: ['time_zone'], message: 'Choose a time zone from the list.' });
      if (known && !v.organization_role) ctx.addIssue({ code: 'custom', path: ['organization_role'], message: 'The role cannot be empty.' });
    });

/** The PATCH body: only the fields that differ from what the member has (spec §4.7). */
export function changes(initial: MemberValues, values: MemberValues): { body: TeamMemberUpdate; fields: (keyof MemberValues)[] } {
  const body: TeamMemberUpdate = {};
  const fields: (keyof MemberValues)[] = [];
  for (const key of ['first_name', 'last_name', 'email', 'time_zone', 'organization_role'] as const) {
    const next = values[key].trim();
    if (next !== initial[key].trim() && !(initial.active === 'keep' && next === '')) {
      body[key] = next;
      fields.push(key);
    }
  }
  if (values.active !== 'keep' && values.active !== initial.active) {
    body.active = values.active === 'active';
    fields.push('active');
  }
  return { body, fields };
}

export function saveLabel(fields: (keyof MemberValues)[]): string {
  if (fields.length === 0) return 'No changes to save';
  const names = fields.map((f) => FIELD_LABELS[f]);
  const list = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
  return `Save ${list}`;
}
