import { z } from 'zod/mini';
import type { NewAvailability } from '@/api/availabilities/mutations';
import { overridesToBody, type Override } from '@/lib/time/overrides';
import { weekToPeriods, type Week } from '@/lib/time/periods';
import { dateSchema, typedRangeSchema, weekSchema } from '@/lib/time/schemas';

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
export const zoneFor = (
  values: { email?: string; timeZone?: string },
  ctx: Pick<BodyContext, 'memberZone' | 'browserZone'>,
) => values.timeZone || ctx.memberZone(values.email ?? '') || ctx.browserZone;

/** The typed fields, checked; the output is the request of spec §4.1 (v2) or §4.2 (v1). */
export const newAvailabilitySchema = (ctx: BodyContext) =>
  z.pipe(
    z.object({
      email: z.pipe(
        z.string().check(z.trim(), z.minLength(1, 'Enter the email of the team member who gets this availability.')),
        z.email('This is not an email address.'),
      ),
      name: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, 'Give the availability a name, for example “Winter hours”.'),
          z.maxLength(120, 'Keep the name under 120 characters.'),
        ),
      // Empty: the hours are read in the member's zone when known, else this browser's.
      timeZone: z.string(),
      version: z.enum(['v2', 'v1']),
    }),
    z.transform((v): NewAvailability => ({
      version: v.version,
      body: {
        email: v.email,
        name: v.name,
        time_zone: zoneFor(v, ctx),
        periods: weekToPeriods(ctx.week),
        ...(ctx.overrides.length ? { overrides: overridesToBody(ctx.overrides, v.version === 'v1') } : {}),
      },
    })),
  );

export type NewAvailabilityValues = z.input<ReturnType<typeof newAvailabilitySchema>>;

const overrideSchema = z.union([
  z.object({ date: dateSchema, kind: z.literal('unavailable') }),
  z.object({ date: dateSchema, kind: z.literal('remove') }),
  z.object({ date: dateSchema, kind: z.literal('hours'), ranges: z.array(typedRangeSchema) }),
]);

/** The new-availability draft as stored: typed fields, week, overrides and cell size. */
export const newAvailabilityDraftSchema = z.object({
  values: z.object({ email: z.string(), name: z.string(), timeZone: z.string(), version: z.enum(['v2', 'v1']) }),
  week: weekSchema,
  overrides: z.array(overrideSchema),
  cellMinutes: z.union([z.literal(15), z.literal(30), z.literal(60)]),
  /** The zone the hours were meant in when the draft was written: the typed one, else the member's or the browser's. */
  zone: z.optional(z.string().check(z.minLength(1))),
});
