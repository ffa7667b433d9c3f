import { z } from 'zod/mini';
import type { Snapshot } from '@/components/availability-diff/diff';
import type { Override } from '@/lib/time/overrides';
import { normalize } from '@/lib/time/periods';
import { weekSchema } from '../new-availability-schema';

// The edit page's draft: what the edit started from (so a reload cannot hide a change made since
// behind a fresh read), the week, the overrides as the editor holds them, and the zone picked.

const rangeSchema = z.object({ start: z.number(), end: z.number() });
const dateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const overrideSchema = z.union([
  z.object({ date: dateSchema, kind: z.literal('unavailable') }),
  z.object({ date: dateSchema, kind: z.literal('remove') }),
  z.object({ date: dateSchema, kind: z.literal('hours'), ranges: z.array(rangeSchema) }),
]);
const snapshotSchema = z.object({
  week: weekSchema,
  dates: z.array(z.object({ date: dateSchema, ranges: z.array(rangeSchema) })),
  unreadable: z.number(),
});

export const editDraftSchema = z.object({
  base: snapshotSchema,
  week: weekSchema,
  overrides: z.array(overrideSchema),
  /** The zone the hours are given in (v2); null: the member's own. */
  zone: z.nullable(z.string()),
});
export type EditDraft = z.infer<typeof editDraftSchema>;

/** The overrides editor's list for what an availability holds: [] as unavailable, else its hours. */
export const overridesOf = (s: Snapshot): Override[] =>
  s.dates.map((d) => (d.ranges.length ? { date: d.date, kind: 'hours', ranges: d.ranges.map((r) => ({ ...r })) } : { date: d.date, kind: 'unavailable' }));

/** What the editors hold, as a snapshot: "remove" and deleted rows are both a date that is gone. */
export const datesOf = (overrides: readonly Override[]): Snapshot['dates'] =>
  overrides
    .flatMap((o) => (o.kind === 'remove' ? [] : [{ date: o.date, ranges: o.kind === 'hours' ? normalize(o.ranges) : [] }]))
    .sort((a, b) => a.date.localeCompare(b.date));
