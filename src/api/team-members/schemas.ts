import { z } from 'zod/mini';
import { optBoolean, optString, optZone, paginationSchema } from '../schema-helpers';

export const teamMemberSchema = z.object({
  id: z.string(),
  email: optString,
  first_name: optString,
  last_name: optString,
  time_zone: optZone,
  profile_image_url: optString,
  active: optBoolean,
  organization_role: optString,
});
export type TeamMember = z.output<typeof teamMemberSchema>;

export const teamMemberListSchema = z.object({
  team_members: z.array(teamMemberSchema),
  pagination: paginationSchema,
});

export const teamMemberResponseSchema = z.object({ team_member: teamMemberSchema });

/** PATCH body (spec §4.7): every field optional. */
export interface TeamMemberUpdate {
  email?: string;
  first_name?: string;
  last_name?: string;
  time_zone?: string;
  organization_role?: string;
  active?: boolean;
}
