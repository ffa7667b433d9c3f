import { z } from 'zod/mini';
import type { ApiClient } from '@/api/client';
import { NotSent, readBeforeWrite, unreadableRow } from '@/domain/bulk/read-before-write';
import type { ReportRow } from '@/lib/bulk/report';
import type { RowActions } from '@/lib/bulk/runner';
import { periodsToWeek } from '@/lib/time/periods';
import { holdsChange, type HolidayChange } from './holiday-plan';

// One row of a holidays run: what it sends, kept as JSON in the run's report so it is rebuilt after
// a reload, and the request built from it. The vendor's PATCH requires the weekly hours, so they are
// read just before and sent back as the workspace holds them then: hours changed meanwhile (in the
// edit page, or by the member) are never overwritten with what the board showed earlier.

const rangeSchema = z.object({ start: z.number(), end: z.number() });
export const holidayPayloadSchema = z.object({
  availabilityId: z.string(),
  version: z.enum(['v1', 'v2']),
  /** What the PATCH sends as `overrides`: only the dates that change. */
  overrides: z.array(
    z.object({
      date: z.string(),
      periods: z.optional(z.array(z.object({ start_time: z.string(), end_time: z.string() }))),
    }),
  ),
  /** Each date with what it becomes (null: unavailable all day). */
  days: z.optional(z.array(z.object({ date: z.string(), ranges: z.nullable(z.array(rangeSchema)) }))),
  /** Reports stored before a run carried several kinds: one kind for all its dates. */
  dates: z.optional(z.array(z.string())),
  ranges: z.optional(z.nullable(z.array(rangeSchema))),
  what: z.string(),
  changes: z.array(z.string()),
  kept: z.array(z.string()),
  /** Days off asked for dates the availability does not work anyway: not sent. */
  off: z.optional(z.array(z.string())),
  /** The changed dates' overrides as the board read them (Activity's "before"). */
  before: z.array(
    z.object({ date: z.string(), periods: z.array(z.object({ start_time: z.string(), end_time: z.string() })) }),
  ),
});
export type HolidayPayload = z.output<typeof holidayPayloadSchema>;

const changeOf = (p: HolidayPayload): HolidayChange => ({
  days: p.days ?? (p.dates ?? []).map((date) => ({ date, ranges: p.ranges ?? null })),
});

interface Context {
  client: ApiClient;
  workspaceId: string;
  workspaceLabel: string;
}

export function holidayActions({ client, workspaceId, workspaceLabel }: Context, row: ReportRow): RowActions {
  const parsed = holidayPayloadSchema.safeParse(row.payload);
  if (!parsed.success) return unreadableRow();
  const p = parsed.data;
  const read = (signal?: AbortSignal) => client.availabilities.get(p.availabilityId, { version: p.version, signal });
  return {
    async run(signal) {
      const current = await readBeforeWrite(
        () => read(signal),
        (reason) => `Its weekly hours could not be read before changing it (${reason}); nothing was sent.`,
      );
      if (periodsToWeek(current.periods).unreadable > 0)
        throw new NotSent(
          'Some of its weekly hours could not be read, and sending them back could change them; nothing was sent. Use its own page.',
        );
      const periods = current.periods.flatMap((x) =>
        x.wday && x.wday !== 'unknown' ? [{ wday: x.wday, start_time: x.start_time, end_time: x.end_time }] : [],
      );
      return client.availabilities.update(
        p.availabilityId,
        { periods, overrides: p.overrides },
        { version: p.version, signal },
      );
    },
    verify: async () => holdsChange(await read(), changeOf(p)),
    activity: {
      workspaceId,
      workspaceLabel,
      resourceKind: 'availability',
      resourceId: p.availabilityId,
      action: 'update',
      what: p.what,
      change: p.changes.join('; '),
      before: { overrides: p.before },
      after: { overrides: p.overrides },
    },
  };
}
