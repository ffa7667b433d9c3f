import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { availabilityKeys } from '@/api/availabilities/queries';
import { listVersion, useConnection } from '@/api/connection';
import { isApiError } from '@/api/errors';
import { meetingKeys } from '@/api/meetings/queries';
import type { ActivityEntry } from '@/lib/activity/log';
import { recordKept } from '@/lib/activity/record-kept';
import { claimRecordRow } from '@/api/record/requests';
import { planLinkRevert, planOverridesRevert, type Decision } from '@/lib/activity/revert-plan';
import { useBulkRun } from '@/lib/bulk/use-bulk-run';
import { MAX_CONCURRENCY } from '@/lib/bulk/runner';
import { readLastSent } from '@/lib/link-hours';
import type { Meeting } from '@/api/meetings/schemas';
import type { TeamMember } from '@/api/team-members/schemas';
import { readLink, revertActions, type RevertPayload } from './revert-run-actions';
import { revertableRows } from './group-runs';
import { linkRevertFields, planLinkRevert as planSettingsRevert } from './revert-link-plan';

export type RowDecision = Decision<unknown>;

/** The runs' rows this page took in the shared record (a retry sends them without asking again). */
const heldRows = new Set<string>();

/** Runs `work` over `items`, at most `limit` at once (the runner's own limit: reads are requests too). */
async function pooled<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return out;
}

/** Reads once, when first asked, for every row that needs it. */
const once = <T>(read: () => Promise<T>) => {
  let p: Promise<T> | null = null;
  return () => (p ??= read());
};

/** A link's settings as a run set them, against the link now: put back as a single revert would. */
function planSettings(entry: ActivityEntry, now: Meeting | undefined): RowDecision {
  const fields = linkRevertFields(entry);
  if (!fields) return { kind: 'cannot', entry, words: 'What it held before this change was not recorded.' };
  if (!now) return { kind: 'cannot', entry, words: 'The link is no longer listed by the workspace.' };
  const plan = planSettingsRevert(fields, now);
  if (plan.kind !== 'revert') return { kind: plan.kind, entry, words: plan.words };
  return {
    kind: 'revert',
    entry,
    words: plan.lines.join('; '),
    put: { body: plan.body, search: now.slug || now.name || now.sid },
  };
}

/** A member a run deactivated, against the member now. */
function planMember(entry: ActivityEntry, now: TeamMember | undefined): RowDecision {
  const after = entry.after as { active?: unknown } | undefined;
  if (after?.active !== false || entry.action !== 'update')
    return { kind: 'cannot', entry, words: 'This kind of change cannot be put back from here.' };
  if (!now) return { kind: 'cannot', entry, words: 'The workspace no longer lists this member.' };
  if (now.active !== false) return { kind: 'already', entry, words: 'They are active again already.' };
  return { kind: 'revert', entry, words: 'Active: no → yes', put: { active: true } };
}

const linkOf = (e: ActivityEntry) => (e.after as { link?: { search?: unknown } } | undefined)?.link;

/**
 * "Revert run": each row's record read again now, what putting it back would change, and the revert
 * prepared as a run of the same bulk runner (nothing is sent before its Apply).
 */
export function useRevertRun(runId: string, title: string, entries: readonly ActivityEntry[]) {
  const connection = useConnection();
  const { client, workspaceId } = connection;
  const version = listVersion(connection);
  const rows = revertableRows(entries);
  const planKey = ['ws', workspaceId, 'revert-plan', runId, rows.map((r) => r.id).join(',')];
  const plan = useQuery({
    queryKey: planKey,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    queryFn: () => {
      // One read of every link and of the members for all the rows that need them, not one per row.
      const everyLink = once(() => client.meetings.listAll({ page_size: 100 }, { version }));
      const members = once(() => client.teamMembers.listAll());
      return pooled(rows, MAX_CONCURRENCY, async (entry): Promise<RowDecision> => {
        try {
          if (entry.resourceKind === 'link')
            return planSettings(
              entry,
              (await everyLink()).meetings.find((m) => m.sid === entry.resourceId),
            );
          if (entry.resourceKind === 'team_member')
            return planMember(
              entry,
              (await members()).team_members.find((m) => m.id === entry.resourceId),
            );
          if (entry.resourceKind === 'availability') {
            const a = await client.availabilities.get(entry.resourceId, { version });
            return planOverridesRevert(entry, a.overrides);
          }
          const search = linkOf(entry)?.search;
          if (entry.resourceKind !== 'link_hours' || typeof search !== 'string')
            return { kind: 'cannot', entry, words: 'This kind of change cannot be put back from here.' };
          const updatedAt = await readLink(client, search, entry.resourceId, version);
          return planLinkRevert(entry, { updatedAt, lastSent: readLastSent(workspaceId, entry.resourceId) });
        } catch (error) {
          if (isApiError(error) && error.status === 404)
            return { kind: 'cannot', entry, words: 'It no longer exists in the workspace.' };
          // Asked to wait: the plan is read again once Retry-After is over (QueryState counts it down),
          // rather than a row left out for a refusal that says nothing about it.
          if (isApiError(error) && error.kind === 'rate_limited') throw error;
          return {
            kind: 'cannot',
            entry,
            words: `It could not be read again (${isApiError(error) ? error.message : 'no answer'}), so it is left as it is.`,
          };
        }
      });
    },
  });

  const bulk = useBulkRun({
    workspaceId,
    kind: 'revert',
    workspaceLabel: connection.active.label,
    actions: (row) =>
      revertActions(
        {
          client,
          workspaceId,
          workspaceLabel: connection.active.label,
          // A server that keeps a shared record hands each row of a run to one browser only.
          claims: recordKept.path
            ? { take: (claim) => claimRecordRow(connection.fetch, connection.origin, claim), held: heldRows }
            : undefined,
        },
        row,
      ),
  });
  const queryClient = useQueryClient();
  const busy = bulk.runner?.busy() ?? false;
  const wasBusy = useRef(busy);
  useEffect(() => {
    // Once per run, when it settles: the screens showing these records read them again.
    if (wasBusy.current && !busy) {
      void queryClient.invalidateQueries({ queryKey: availabilityKeys.all(workspaceId) });
      void queryClient.invalidateQueries({ queryKey: meetingKeys.all(workspaceId) });
    }
    wasBusy.current = busy;
  }, [busy, queryClient, workspaceId]);

  const decisions = plan.data ?? null;
  const toRevert = decisions?.filter((d) => d.kind === 'revert') ?? [];
  return {
    plan,
    /** The plan's key: its QueryState's Stop waiting cancels it. */
    planKey,
    decisions,
    toRevert,
    /** This run's revert, when it is the one the runner holds. */
    report: bulk.report?.revertOf === runId ? bulk.report : null,
    runner: bulk.report?.revertOf === runId ? bulk.runner : null,
    /** Another revert is being sent: only one at a time per workspace. */
    otherBusy: bulk.report?.revertOf !== runId && busy,
    prepare: () => {
      // A member made active again goes first: the vendor refuses an inactive member as a host, so
      // the links handed back to them are sent after (a row refused meanwhile is retried as failed).
      const ordered = [...toRevert].sort(
        (a, b) => Number(b.entry.resourceKind === 'team_member') - Number(a.entry.resourceKind === 'team_member'),
      );
      const rows = ordered.flatMap((d) => {
        if (d.kind !== 'revert') return [];
        const payload: RevertPayload =
          d.entry.resourceKind === 'availability'
            ? { kind: 'availability', entry: d.entry, version, words: d.words }
            : d.entry.resourceKind === 'team_member'
              ? { kind: 'member', entry: d.entry, words: d.words }
              : d.entry.resourceKind === 'link'
                ? {
                    kind: 'link-settings',
                    entry: d.entry,
                    listVersion: version,
                    words: d.words,
                    put: d.put as Extract<RevertPayload, { kind: 'link-settings' }>['put'],
                  }
                : {
                    kind: 'link',
                    entry: d.entry,
                    listVersion: version,
                    words: d.words,
                    put: d.put as Extract<RevertPayload, { kind: 'link' }>['put'],
                  };
        return [{ id: d.entry.resourceId, label: d.entry.what, payload }];
      });
      return bulk.prepare(`Revert of “${title}”`, rows, { revertOf: runId });
    },
    close: () => bulk.close(),
  };
}
