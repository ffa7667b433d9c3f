import { z } from 'zod/mini';
import type { ApiClient } from '@/api/client';
import { ApiError, isApiError } from '@/api/errors';
import type { MeetingsVersion } from '@/api/meetings/requests';
import type { WeeklyPeriodBody } from '@/api/meetings/schemas';
import type { ReportRow } from '@/lib/bulk/report';
import type { RowActions } from '@/lib/bulk/runner';
import { readLastSent, writeLastSent } from '@/lib/link-hours';
import { periodsToWeek, weekToPeriods, type Week } from '@/lib/time/periods';
import { weeklyPeriodSchema } from '@/lib/time/schemas';
import type { BulkLink } from '@/domain/links/link-filter';
import { weekText } from './week-text';

// What one row of a "weekly hours" run sends, rebuilt from the stored report after a reload. Free
// of React, so bench/bulk.ts drives the very same requests in Node.

export const linkHoursPayloadSchema = z.object({
  sid: z.string(),
  name: z.string(),
  /** What the read-back searches for: the link's slug, else its name. */
  search: z.string(),
  hosts: z.array(z.string()),
  periods: z.array(weeklyPeriodSchema),
  /** v2: the zone the admin gave the hours in; v1 (§4.3) reads them in the hosts' zone. */
  via: z.enum(['v2', 'v1']),
  timeZone: z.nullable(z.string()),
  /** The link's `updated_at` when it was read for the preview. */
  updatedAt: z.nullable(z.string()),
  /** In words, for Activity: "Mon–Fri 9:00 AM–5:00 PM". */
  summary: z.string(),
});
export type LinkHoursPayload = z.infer<typeof linkHoursPayloadSchema>;

interface ActionDeps {
  client: ApiClient;
  /** The list version the workspace reads links from, for the read-back. */
  listVersion: MeetingsVersion;
  workspace: { id: string; label: string };
  /**
   * Whether the workspace takes link hours with a zone: no call asks without writing, so the run
   * learns it from its first answer, and once it is known to be missing no row sends it again.
   */
  zoneCapability?: { isMissing(): boolean; learn(answer: 'yes' | 'no'): void };
}

const NOT_OFFERED =
  "This workspace does not take weekly hours in a chosen time zone, so nothing was changed on this link. Prepare the run again: the hours will then be read in each link's hosts' time zone.";
const notOffered = () => new ApiError({ kind: 'unsupported', status: 405, message: NOT_OFFERED });

const unreadable = () =>
  new ApiError({
    kind: 'validation',
    status: null,
    message: 'This row of the stored report could not be read, so nothing was sent for it.',
  });

/** The link's `updated_at` in a write's answer: what a later revert compares against. */
const updatedAtOf = (answer: unknown): string | null => {
  const meeting =
    typeof answer === 'object' && answer !== null
      ? (answer as { meeting?: { updated_at?: unknown } }).meeting
      : undefined;
  return typeof meeting?.updated_at === 'string' ? meeting.updated_at : null;
};

/** The body sent for one link: exactly what the preview showed. */
export function bodyOf(p: LinkHoursPayload): { periods: WeeklyPeriodBody[]; time_zone?: string } {
  return p.via === 'v2' && p.timeZone ? { periods: p.periods, time_zone: p.timeZone } : { periods: p.periods };
}

export function linkHoursActions({ client, listVersion, workspace, zoneCapability }: ActionDeps) {
  const sendV2 = async (p: LinkHoursPayload, timeZone: string, signal: AbortSignal) => {
    if (zoneCapability?.isMissing()) throw notOffered();
    try {
      const answer = await client.meetings.updateHoursV2(
        p.sid,
        { periods: p.periods, time_zone: timeZone },
        { signal },
      );
      zoneCapability?.learn('yes');
      return answer;
    } catch (error) {
      // The link was just listed, so a 404 here is the route's, not the link's (docs/product.md decision 10).
      if (isApiError(error) && (error.status === 404 || error.status === 405 || error.status === 501)) {
        zoneCapability?.learn('no');
        throw notOffered();
      }
      throw error;
    }
  };

  return (row: ReportRow): RowActions => {
    const parsed = linkHoursPayloadSchema.safeParse(row.payload);
    if (!parsed.success) return { run: () => Promise.reject(unreadable()) };
    const p = parsed.data;
    const body = bodyOf(p);
    const zone = p.via === 'v2' && p.timeZone ? p.timeZone : null;
    // What this browser had sent before this row, read as it leaves: a revert of the run puts it back.
    let before: ReturnType<typeof readLastSent> = null;
    return {
      run: (signal) => {
        before = readLastSent(workspace.id, p.sid);
        return zone
          ? sendV2(p, zone, signal)
          : client.meetings.updateAvailability(p.sid, { periods: p.periods }, { signal });
      },
      // Recorded as a single save records it, so the link's own page starts from what was sent.
      applied: (answer) => {
        writeLastSent(workspace.id, p.sid, { week: periodsToWeek(p.periods).week, timeZone: zone });
        return {
          after: { ...body, link: { name: p.name, search: p.search }, updatedAt: updatedAtOf(answer) },
          ...(before ? { before: { periods: weekToPeriods(before.week), timeZone: before.timeZone } } : {}),
        };
      },
      // A link's hours cannot be read back, but its `updated_at` can: moved since the preview's
      // read means the replace was applied (the same reading as the single-link page).
      verify: async () => {
        const { meetings } = await client.meetings.list(
          { search: p.search, page_number: 1, page_size: 100 },
          { version: listVersion },
        );
        const now = meetings.find((m) => m.sid === p.sid);
        return Boolean(now?.updated_at && now.updated_at !== p.updatedAt);
      },
      activity: {
        workspaceId: workspace.id,
        workspaceLabel: workspace.label,
        resourceKind: 'link_hours',
        resourceId: p.sid,
        action: 'update',
        what: `Weekly hours of ${p.name}`,
        change: `All weekly hours replaced by ${p.summary}${p.via === 'v2' && p.timeZone ? ` (${p.timeZone})` : " (the hosts' time zone)"}`,
        after: body,
      },
    };
  };
}

/** The rows of a run: one per link (never the same link twice), each carrying exactly what it sends. */
export function rowsFor(links: readonly BulkLink[], week: Week, zone: { via: 'v2' | 'v1'; timeZone: string }) {
  const periods = weekToPeriods(week);
  const summary = weekText(week);
  const seen = new Set<string>();
  return links
    .filter((l) => !seen.has(l.sid) && seen.add(l.sid))
    .map((l) => {
      const payload: LinkHoursPayload = {
        sid: l.sid,
        name: l.name,
        search: l.search,
        hosts: l.hosts,
        periods,
        via: zone.via,
        timeZone: zone.via === 'v2' ? zone.timeZone : null,
        updatedAt: l.updatedAt,
        summary,
      };
      return { id: l.sid, label: l.name, payload };
    });
}
