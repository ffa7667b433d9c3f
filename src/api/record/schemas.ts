import { z } from 'zod/mini';

/** An ISO date-time with its offset, as the server writes them (`2027-01-30T10:00:00.000Z`). */
const isInstant = (s: string) =>
  /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/.test(s) && !Number.isNaN(Date.parse(s));

// The Slotboard server's shared record of who changed what (decision 0032), as its Activity API
// answers: read leniently where the server may grow (unknown keys), strictly where the screen
// branches (ids, the cursor, the instant).

const meaningSchema = z.object({
  resourceKind: z.string(),
  resourceId: z.string(),
  action: z.string(),
  what: z.string(),
  change: z.nullable(z.string()),
  before: z.unknown(),
  after: z.unknown(),
  result: z.string(),
  detail: z.nullable(z.string()),
  runId: z.nullable(z.string()),
});

export const recordItemSchema = z.object({
  // Refinements, not zod's own positive and ISO date-time checks: zod/mini is one module, so each
  // check used anywhere ships with the first screen.
  id: z.int().check(z.refine((n) => n > 0)),
  at: z.string().check(z.refine(isInstant)),
  who: z.string(),
  workspace: z.string(),
  method: z.string(),
  path: z.string(),
  status: z.nullable(z.number()),
  failure: z.nullable(z.string()),
  meaning: z.nullable(meaningSchema),
});
export type RecordItem = z.infer<typeof recordItemSchema>;

export const recordPageSchema = z.object({
  items: z.array(recordItemSchema),
  next: z.nullable(z.string().check(z.regex(/^[1-9]\d{0,15}$/))),
  retentionDays: z.number(),
});
export type RecordPage = z.infer<typeof recordPageSchema>;

/** A claim of a run's row: taken, or held by `by`. */
export const claimAnswerSchema = z.object({ claimed: z.boolean(), by: z.optional(z.string()) });
