import { z } from 'zod/mini';
import type { ApiClient } from '@/api/client';
import { linkOptionsRequests } from '@/api/link-options/requests';
import type { MeetingUpdate } from '@/api/meetings/schemas';
import { NotSent, readBeforeWrite } from '@/domain/bulk/read-before-write';
import type { MeetingsVersion } from '@/api/meetings/requests';
import type { ReportRow } from '@/lib/bulk/report';
import type { RowActions } from '@/lib/bulk/runner';
import { writeLastSent } from '@/lib/link-hours';
import { periodsToWeek } from '@/lib/time/periods';
import { weeklyPeriodSchema } from '@/lib/time/schemas';
import { planOverridesRevert } from '@/lib/activity/revert-plan';
import type { ActivityEntry } from '@/lib/activity/log';
import { linkRevertFields, planLinkRevert as planSettingsRevert } from './revert-link-plan';
import { claimed, type Claims } from './revert-claims';

// One row of a "Revert run": rebuilt from the stored report after a reload. Just before sending, the
// record is read once more and compared with what the run set: a row changed meanwhile is not sent.
// Each row is logged with before and after in the same shape as the run's, so a revert reverts too.

export const revertPayloadSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('availability'),
    entry: z.custom<ActivityEntry>((v) => typeof v === 'object' && v !== null),
    version: z.enum(['v1', 'v2']),
    words: z.string(),
  }),
  z.object({
    kind: z.literal('link'),
    entry: z.custom<ActivityEntry>((v) => typeof v === 'object' && v !== null),
    listVersion: z.enum(['v1', 'v2']),
    words: z.string(),
    put: z.object({
      periods: z.array(weeklyPeriodSchema),
      timeZone: z.nullable(z.string()),
      name: z.string(),
      search: z.string(),
      updatedAt: z.nullable(z.string()),
    }),
  }),
  /** A link's settings as a run over links (or a departure) set them: put back as a single revert would. */
  z.object({
    kind: z.literal('link-settings'),
    entry: z.custom<ActivityEntry>((v) => typeof v === 'object' && v !== null),
    listVersion: z.enum(['v1', 'v2']),
    words: z.string(),
    /** `search`: the link's slug (or name), to find it again just before sending. */
    put: z.object({ body: z.custom<MeetingUpdate>((v) => typeof v === 'object' && v !== null), search: z.string() }),
  }),
  /** A member a departure deactivated: made active again. */
  z.object({
    kind: z.literal('member'),
    entry: z.custom<ActivityEntry>((v) => typeof v === 'object' && v !== null),
    words: z.string(),
  }),
]);
export type RevertPayload = z.output<typeof revertPayloadSchema>;

const CHANGED = 'Changed since the revert was prepared, so it was left as it is.';

interface Context {
  client: ApiClient;
  workspaceId: string;
  workspaceLabel: string;
  /** On a server that keeps a shared record: each row taken there before it is written. */
  claims?: Claims;
}

export async function readLink(client: ApiClient, search: string, sid: string, version: MeetingsVersion) {
  const { meetings } = await client.meetings.list({ search, page_number: 1, page_size: 100 }, { version });
  const found = meetings.find((m) => m.sid === sid);
  return found ? (found.updated_at ?? null) : undefined;
}

/** The link as listed now, found by its slug (or name), then by its sid. */
export async function findLink(client: ApiClient, search: string, sid: string, version: MeetingsVersion) {
  const { meetings } = await client.meetings.list({ search, page_number: 1, page_size: 100 }, { version });
  return meetings.find((m) => m.sid === sid);
}

const overridesOf = (a: {
  overrides: readonly { date: string; periods: readonly { start_time: string; end_time: string }[] }[];
}) =>
  a.overrides.map((o) => ({
    date: o.date,
    periods: o.periods.map((p) => ({ start_time: p.start_time, end_time: p.end_time })),
  }));

export function revertActions(ctx: Context, row: ReportRow): RowActions {
  const parsed = revertPayloadSchema.safeParse(row.payload);
  if (!parsed.success) return rowActions(ctx, row);
  return claimed(ctx.claims, parsed.data.entry, rowActions(ctx, row));
}

function rowActions({ client, workspaceId, workspaceLabel }: Context, row: ReportRow): RowActions {
  const parsed = revertPayloadSchema.safeParse(row.payload);
  if (!parsed.success)
    return {
      run: () => Promise.reject(new NotSent('This line of the report could not be read back, so it was not sent.')),
    };
  const p = parsed.data;
  const base = {
    workspaceId,
    workspaceLabel,
    resourceId: p.entry.resourceId,
    action: 'update' as const,
    what: p.entry.what,
    change: `Revert: ${p.words}`,
  };

  if (p.kind === 'availability') {
    const read = (signal?: AbortSignal) =>
      client.availabilities.get(p.entry.resourceId, { version: p.version, signal });
    // The dates as the run left them (a date it removed has no override): what this row changes.
    const setByRun = (
      (
        p.entry.after as
          { overrides?: { date: string; periods?: { start_time: string; end_time: string }[] }[] } | undefined
      )?.overrides ?? []
    ).flatMap((o) => (o.periods ? [{ date: o.date, periods: o.periods }] : []));
    const plan = planOverridesRevert(p.entry, setByRun);
    const after = plan.kind === 'revert' ? plan.put : [];
    return {
      async run(signal) {
        const current = await readBeforeWrite(
          () => read(signal),
          (reason) => `It could not be read before putting it back (${reason}); nothing was sent.`,
        );
        const now = planOverridesRevert(p.entry, overridesOf(current));
        if (now.kind !== 'revert') throw new NotSent(CHANGED);
        const periods = current.periods.flatMap((x) =>
          x.wday && x.wday !== 'unknown' ? [{ wday: x.wday, start_time: x.start_time, end_time: x.end_time }] : [],
        );
        return client.availabilities.update(
          p.entry.resourceId,
          { periods, overrides: now.put },
          { version: p.version, signal },
        );
      },
      verify: async () => planOverridesRevert(p.entry, overridesOf(await read())).kind === 'already',
      activity: {
        ...base,
        resourceKind: 'availability',
        // In the run's shape: what the dates held (what the run set), and what is sent now.
        before: { overrides: setByRun },
        after: { overrides: after },
      },
    };
  }

  if (p.kind === 'link-settings') {
    const fields = linkRevertFields(p.entry);
    const { body, search } = p.put;
    const patchLink = linkOptionsRequests(client.request).updateLink;
    return {
      async run(signal) {
        const now = await readBeforeWrite(
          () => findLink(client, search, p.entry.resourceId, p.listVersion),
          (reason) => `It could not be read before putting it back (${reason}); nothing was sent.`,
        );
        const plan = fields && now ? planSettingsRevert(fields, now) : null;
        if (plan?.kind !== 'revert' || JSON.stringify(plan.body) !== JSON.stringify(body)) throw new NotSent(CHANGED);
        return patchLink(p.entry.resourceId, body, { signal });
      },
      verify: async () => {
        const now = await findLink(client, search, p.entry.resourceId, p.listVersion);
        return Boolean(fields && now && planSettingsRevert(fields, now).kind === 'already');
      },
      // In the run's shape: what the link held (what the run set), and what is sent now.
      activity: { ...base, resourceKind: 'link', before: p.entry.after, after: { ...body } },
    };
  }

  if (p.kind === 'member') {
    const read = async () => (await client.teamMembers.listAll()).team_members.find((m) => m.id === p.entry.resourceId);
    return {
      run: (signal) => client.teamMembers.update(p.entry.resourceId, { active: true }, { signal }),
      verify: async () => (await read())?.active !== false,
      activity: { ...base, resourceKind: 'team_member', before: { active: false }, after: { active: true } },
    };
  }

  const { put } = p;
  const zone = put.timeZone;
  return {
    async run(signal) {
      const now = await readLink(client, put.search, p.entry.resourceId, p.listVersion);
      if (now === undefined || (put.updatedAt !== null && now !== put.updatedAt)) throw new NotSent(CHANGED);
      return zone
        ? client.meetings.updateHoursV2(p.entry.resourceId, { periods: put.periods, time_zone: zone }, { signal })
        : client.meetings.updateAvailability(p.entry.resourceId, { periods: put.periods }, { signal });
    },
    verify: async () => {
      const now = await readLink(client, put.search, p.entry.resourceId, p.listVersion);
      return now !== undefined && now !== put.updatedAt;
    },
    applied: (answer) => {
      const after = p.entry.after as { periods?: unknown; time_zone?: string } | undefined;
      writeLastSent(workspaceId, p.entry.resourceId, { week: periodsToWeek(put.periods).week, timeZone: zone });
      const meeting = (answer as { meeting?: { updated_at?: unknown } } | undefined)?.meeting;
      return {
        before: { periods: after?.periods ?? [], timeZone: after?.time_zone ?? null },
        after: {
          periods: put.periods,
          ...(zone ? { time_zone: zone } : {}),
          link: { name: put.name, search: put.search },
          updatedAt: typeof meeting?.updated_at === 'string' ? meeting.updated_at : null,
        },
      };
    },
    activity: { ...base, resourceKind: 'link_hours' },
  };
}
