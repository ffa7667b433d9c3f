import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod/mini';
import { useUpdateAvailability, type AvailabilityEdit } from '@/api/availabilities/mutations';
import { availabilityQuery } from '@/api/availabilities/queries';
import { useConnection } from '@/api/connection';
import { isApiError } from '@/api/errors';
import {
  diffSnapshots,
  diffText,
  isEmptyDiff,
  sameSnapshot,
  snapshotOf,
  snapshotText,
  updateBodyFor,
  type Snapshot,
} from '@/domain/availability-diff/diff';
import { useSave } from '@/components/edit-page/use-save';
import type { ActivityEntry } from '@/lib/activity/log';
import { confirmWrite } from '@/lib/activity/track';
import { dayjs } from '@/lib/time/dayjs';

// "Before" as the edit page logged it: the availability's periods and overrides as read just
// before the write. The log is this browser's storage, so it is read through a schema.
const periodSchema = z.object({
  wday: z.optional(z.nullable(z.string())),
  start_time: z.string(),
  end_time: z.string(),
});
const beforeSchema = z.object({
  periods: z.array(periodSchema),
  overrides: z.array(z.object({ date: z.string(), periods: z.array(periodSchema) })),
});

/** The availability as it was before the entry's write, or null when the entry cannot be reverted. */
export function revertTarget(entry: ActivityEntry): Snapshot | null {
  if (entry.resourceKind !== 'availability' || entry.action !== 'update' || !entry.resourceId) return null;
  const parsed = beforeSchema.safeParse(entry.before);
  if (!parsed.success) return null;
  const target = snapshotOf(parsed.data);
  // Hours that could not be read would be sent back as something else.
  return target.unreadable === 0 ? target : null;
}

type Vars = AvailabilityEdit & { target: Snapshot };

/** Re-reads the availability, shows current → before, and PATCHes back only over what was shown. */
export function useRevertAvailability(entry: ActivityEntry, target: Snapshot) {
  const connection = useConnection();
  const queryClient = useQueryClient();
  const version = connection.active.apiVersion === 'v1' ? 'v1' : 'v2';
  const options = availabilityQuery(connection, entry.resourceId, version);
  const current = useQuery({ ...options, staleTime: 0, retry: false, refetchOnMount: 'always' });
  const [shown, setShown] = useState<Snapshot | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const today = dayjs().format('YYYY-MM-DD');
  const now = current.data && !current.isFetching ? snapshotOf(current.data) : null;
  const from = shown ?? now;
  const diff = from ? diffSnapshots(from, target) : null;

  const read = async () => snapshotOf(await queryClient.fetchQuery({ ...options, staleTime: 0, retry: false }));
  const update = useUpdateAvailability();
  const save = useSave<Vars, unknown>({
    send: (vars) => update.mutateAsync(vars),
    verify: async (vars) => {
      const applied = sameSnapshot(await read(), vars.target);
      if (applied) confirmWrite(vars);
      return applied;
    },
    onSaved: () => {
      void read()
        .then((held) =>
          setDone(
            sameSnapshot(held, target)
              ? `Reverted: the workspace now holds ${snapshotText(held, today)}.`
              : `Sent, but reading it back the workspace holds ${snapshotText(held, today)}, which differs: ${diffText(diffSnapshots(target, held), today)}.`,
          ),
        )
        .catch(() => setDone('Reverted; reading it back failed, so what the workspace holds now is not confirmed.'));
    },
  });

  const prepare = async (): Promise<Vars | null> => {
    if (!from) return null;
    setNotice(null);
    let held: Snapshot;
    try {
      held = await read();
    } catch (error) {
      setNotice(
        `Slotboard could not read the availability again, so nothing was sent${isApiError(error) ? ` (${error.message})` : ''}.`,
      );
      return null;
    }
    if (!sameSnapshot(held, from)) {
      setShown(held);
      setNotice(
        'The availability changed again while this was open. The difference above is now against what it holds; check it and revert again.',
      );
      return null;
    }
    const change = diffSnapshots(held, target);
    if (isEmptyDiff(change)) {
      setNotice('Nothing to revert: the availability already holds what it held before this change.');
      return null;
    }
    const body = updateBodyFor(change, target, version);
    return { id: entry.resourceId, version, body, change: `Revert: ${diffText(change, today)}`, target };
  };

  return {
    current,
    diff,
    today,
    save,
    notice,
    done,
    revert: () => void save.attempt(prepare),
    sendAgain: () => void save.sendAgain(prepare),
  };
}
