import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { availabilityKeys } from '@/api/availabilities/queries';
import { listVersion, useConnection } from '@/api/connection';
import type { BulkRowInput } from '@/lib/bulk/use-bulk-run';
import { useBulkRun } from '@/lib/bulk/use-bulk-run';
import { holidayActions, type HolidayPayload } from './holiday-actions';
import type { RowPlan } from './holiday-plan';
import type { Picked } from './selection';

/** The holidays run of this workspace (B's runner), and the board read again once it settles. */
export function useHolidaysRun() {
  const connection = useConnection();
  const { client, workspaceId } = connection;
  const queryClient = useQueryClient();
  const bulk = useBulkRun({
    workspaceId,
    kind: 'holidays',
    workspaceLabel: connection.active.label,
    actions: (row) => holidayActions({ client, workspaceId, workspaceLabel: connection.active.label }, row),
  });
  const busy = bulk.runner?.busy() ?? false;
  const wasBusy = useRef(busy);
  useEffect(() => {
    // Once per run, not per row: 1,500 rows would otherwise read the whole board 1,500 times.
    if (wasBusy.current && !busy) void queryClient.invalidateQueries({ queryKey: availabilityKeys.all(workspaceId) });
    wasBusy.current = busy;
  }, [busy, queryClient, workspaceId]);
  const version = listVersion(connection);
  /** Each row with its own plan: a run may give each member other dates (their place's holidays, an exception). */
  const prepare = (title: string, planned: { picked: Picked; plan: RowPlan; inactive: boolean }[]) => {
    const rows: BulkRowInput[] = planned.map(({ picked: { member, availability: a }, plan, inactive }) => {
      const name = a.name?.trim() || 'Unnamed availability';
      const payload: HolidayPayload = {
        availabilityId: a.id,
        version,
        overrides: plan.body,
        days: plan.days,
        // Twelve members may each have a "Working hours": the member's name tells them apart.
        what: `${member.name} · ${name}`,
        changes: plan.changes.map((c) => c.text),
        kept: plan.kept,
        off: plan.off,
        before: a.overrides
          .filter((o) => plan.body.some((b) => b.date === o.date))
          .map((o) => ({
            date: o.date,
            periods: o.periods.map((x) => ({ start_time: x.start_time, end_time: x.end_time })),
          })),
      };
      return { id: a.id, label: `${member.name}${inactive ? ' (inactive)' : ''} · ${name}`, payload };
    });
    return bulk.prepare(title, rows);
  };
  return { ...bulk, prepare };
}
