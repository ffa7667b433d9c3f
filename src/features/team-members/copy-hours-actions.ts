import { z } from 'zod/mini';
import type { ApiClient } from '@/api/client';
import type { Availability } from '@/api/availabilities/schemas';
import { unreadableRow } from '@/domain/bulk/read-before-write';
import { weekWords } from '@/lib/activity/describe';
import type { ReportRow } from '@/lib/bulk/report';
import type { RowActions } from '@/lib/bulk/runner';
import { WEEKDAYS } from '@/lib/time/periods';

// One row of "copy a colleague's hours to new members": a new availability for one new member, with
// the colleague's weekly hours in the colleague's zone (the workspace converts them into the new
// member's), kept as JSON in the run's report so a reload rebuilds the request. Date overrides are
// the colleague's own days and are not copied.

export const copyHoursPayloadSchema = z.object({
  email: z.string(),
  colleague: z.string(),
  name: z.string(),
  time_zone: z.optional(z.string()),
  periods: z.array(z.object({ wday: z.enum(WEEKDAYS), start_time: z.string(), end_time: z.string() })),
});
export type CopyHoursPayload = z.output<typeof copyHoursPayloadSchema>;

/** The availability to copy: the colleague's default, else their first. */
export const availabilityToCopy = (list: readonly Availability[]): Availability | undefined =>
  list.find((a) => a.default === true) ?? list[0];

/** What each new member is sent: the weekly hours that read, with the colleague's zone. */
export function copyPayload(
  source: Availability,
  colleague: { name: string; time_zone?: string | null },
  email: string,
): CopyHoursPayload {
  const periods = source.periods.flatMap((p) =>
    p.wday === 'unknown' ? [] : [{ wday: p.wday, start_time: p.start_time, end_time: p.end_time }],
  );
  return {
    email,
    colleague: colleague.name,
    name: source.name?.trim() || 'Working hours',
    ...(colleague.time_zone ? { time_zone: colleague.time_zone } : {}),
    periods,
  };
}

interface Context {
  client: ApiClient;
  workspaceId: string;
  workspaceLabel: string;
}

/** The row's one create (v2, never retried), its read-back, and how Activity names it. */
export function copyHoursActions({ client, workspaceId, workspaceLabel }: Context, row: ReportRow): RowActions {
  const parsed = copyHoursPayloadSchema.safeParse(row.payload);
  if (!parsed.success) return unreadableRow();
  const p = parsed.data;
  const body = { email: p.email, name: p.name, periods: p.periods, ...(p.time_zone ? { time_zone: p.time_zone } : {}) };
  return {
    run: (signal) => client.availabilities.create(body, { version: 'v2', signal }),
    verify: async () => {
      const { availabilities } = await client.availabilities.listForMember(p.email);
      return availabilities.some((a) => (a.name ?? '').trim() === p.name);
    },
    activity: {
      workspaceId,
      workspaceLabel,
      resourceKind: 'availability',
      // The new availability's id is known only from the answer: the member it is for names it here.
      resourceId: p.email,
      action: 'create',
      what: `New availability “${p.name}” for ${p.email}, copied from ${p.colleague}`,
      change: `Weekly hours: ${weekWords(p.periods)}`,
      after: body,
    },
  };
}
