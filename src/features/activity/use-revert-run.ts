import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { availabilityKeys } from '@/api/availabilities/queries';
import { listVersion, useConnection } from '@/api/connection';
import { isApiError } from '@/api/errors';
import { meetingKeys } from '@/api/meetings/queries';
import type { ActivityEntry } from '@/lib/activity/log';
import { planLinkRevert, planOverridesRevert, type Decision } from '@/lib/activity/revert-plan';
import { useBulkRun } from '@/lib/bulk/use-bulk-run';
import { MAX_CONCURRENCY } from '@/lib/bulk/runner';
import { readLastSent } from '@/lib/link-hours';
import { readLink, revertActions, type RevertPayload } from './revert-run-actions';
import { revertableRows } from './group-runs';

export type RowDecision = Decision<unknown>;

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
    queryFn: () =>
      pooled(rows, MAX_CONCURRENCY, async (entry): Promise<RowDecision> => {
        try {
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
      }),
  });

  const bulk = useBulkRun({
    workspaceId,
    kind: 'revert',
    workspaceLabel: connection.active.label,
    actions: (row) => revertActions({ client, workspaceId, workspaceLabel: connection.active.label }, row),
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
      const rows = toRevert.flatMap((d) => {
        if (d.kind !== 'revert') return [];
        const payload: RevertPayload =
          d.entry.resourceKind === 'availability'
            ? { kind: 'availability', entry: d.entry, version, words: d.words }
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
