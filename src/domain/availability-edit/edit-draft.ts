import { z } from 'zod/mini';
import type { Snapshot } from '@/domain/availability-diff/diff';
import { fingerprint } from '@/lib/drafts';
import type { Override } from '@/lib/time/overrides';
import { normalize } from '@/lib/time/periods';
import { isKnownZone } from '@/lib/time/zones';
import { dateSchema, typedRangeSchema, weekSchema } from '@/lib/time/schemas';

// The edit page's draft: the record it was drafted on (so a reopened page can show it beside what the
// workspace holds now, instead of restoring it over newer hours), and your version, both in the
// member's zone, the zone the workspace keeps hours in; and the zone the hours were shown in.

const snapshotSchema = z.object({
  week: weekSchema,
  dates: z.array(z.object({ date: dateSchema, ranges: z.array(typedRangeSchema) })),
  unreadable: z.number(),
});
const zoneSchema = z.string().check(z.refine(isKnownZone));

export const editDraftSchema = z.object({
  base: snapshotSchema,
  yours: snapshotSchema,
  /** The zone the grid showed the hours in; null: the member's own. Display only. */
  shownIn: z.nullable(zoneSchema),
});

/** What a draft of this availability is drafted on: its hours as read, and the zone they are in. */
export const editBasis = (record: Snapshot, memberZone: string | null) =>
  fingerprint({ week: record.week, dates: record.dates, memberZone });

/** The overrides editor's list for what an availability holds: [] as unavailable, else its hours. */
export const overridesOf = (s: Snapshot): Override[] =>
  s.dates.map((d) =>
    d.ranges.length
      ? { date: d.date, kind: 'hours', ranges: d.ranges.map((r) => ({ ...r })) }
      : { date: d.date, kind: 'unavailable' },
  );

/** What the editors hold, as a snapshot: "remove" and deleted rows are both a date that is gone. */
export const datesOf = (overrides: readonly Override[]): Snapshot['dates'] =>
  overrides
    .flatMap((o) =>
      o.kind === 'remove' ? [] : [{ date: o.date, ranges: o.kind === 'hours' ? normalize(o.ranges) : [] }],
    )
    .sort((a, b) => a.date.localeCompare(b.date));
