import { z } from 'zod';
import { z as zm } from 'zod/mini';
import type { NewAvailability } from '@/api/availabilities/mutations';
import { overridesToBody, type Override } from '@/lib/time/overrides';
import { weekToPeriods, type Week } from '@/lib/time/periods';

/** What the body needs beside the typed fields: the edited week and overrides, and the zone rule. */
export interface BodyContext {
  week: Week;
  overrides: Override[];
  /** The member's zone for an email, when the member list knows it. */
  memberZone: (email: string) => string | undefined;
  /** Where the browser is: the last fallback for the zone the hours are given in. */
  browserZone: string;
}

/** Until someone picks a zone, the hours are read in the member's zone, or else this browser's. */
export const zoneFor = (values: { email?: string; timeZone?: string }, ctx: Pick<BodyContext, 'memberZone' | 'browserZone'>) =>
  values.timeZone || ctx.memberZone(values.email ?? '') || ctx.browserZone;

/** The typed fields, checked; the output is the request of spec §4.1 (v2) or §4.2 (v1). */
export const newAvailabilitySchema = (ctx: BodyContext) =>
  z
    .object({
      email: z.string().trim().min(1, 'Enter the email of the team member who gets this availability.').email('This is not an email address.'),
      name: z.string().trim().min(1, 'Give the availability a name, for example “Winter hours”.').max(120, 'Keep the name under 120 characters.'),
      // Empty: the hours are read in the member's zone when known, else this browser's.
      timeZone: z.string(),
      version: z.enum(['v2', 'v1']),
    })
    .transform(
      (v): NewAvailability => ({
        version: v.version,
        body: {
          email: v.email,
          name: v.name,
          time_zone: zoneFor(v, ctx),
          periods: weekToPeriods(ctx.week),
          ...(ctx.overrides.length ? { overrides: overridesToBody(ctx.overrides, v.version === 'v1') } : {}),
        },
      }),
    );

export type NewAvailabilityValues = z.input<ReturnType<typeof newAvailabilitySchema>>;

const rangeSchema = zm.object({ start: zm.number(), end: zm.number() });
const daySchema = zm.array(rangeSchema);
export const weekSchema = zm.object({
  monday: daySchema,
  tuesday: daySchema,
  wednesday: daySchema,
  thursday: daySchema,
  friday: daySchema,
  saturday: daySchema,
  sunday: daySchema,
});
const dateSchema = zm.string().check(zm.regex(/^\d{4}-\d{2}-\d{2}$/));
const overrideSchema = zm.union([
  zm.object({ date: dateSchema, kind: zm.literal('unavailable') }),
  zm.object({ date: dateSchema, kind: zm.literal('remove') }),
  zm.object({ date: dateSchema, kind: zm.literal('hours'), ranges: zm.array(rangeSchema) }),
]);

/** The new-availability draft as stored: typed fields, week, overrides and cell size. */
export const newAvailabilityDraftSchema = zm.object({
  values: zm.object({ email: zm.string(), name: zm.string(), timeZone: zm.string(), version: zm.enum(['v2', 'v1']) }),
  week: weekSchema,
  overrides: zm.array(overrideSchema),
  cellMinutes: zm.union([zm.literal(15), zm.literal(30), zm.literal(60)]),
});
