import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useConnection } from '@/api/connection';
import { linksOf, meetingKeys, type MeetingsEntry } from '@/api/meetings/queries';
import type { Meeting } from '@/api/meetings/schemas';
import type { EffectChange } from '@/domain/slot-effect/estimate';
import { weeklyHours } from '@/domain/slot-effect/facts';
import { SlotEffect } from '@/components/slot-effect/slot-effect';
import type { RunReport } from '@/lib/bulk/report';
import type { BulkRunner } from '@/lib/bulk/runner';
import { periodsToWeek } from '@/lib/time/periods';
import { linkHoursPayloadSchema } from './actions';

/**
 * The run's effect on what bookers can book: every link's next four weeks with its hours replaced,
 * estimated from the links as the list read them (nothing more is read for them) and, once opened,
 * their hosts' bookings and the workspace's own slots.
 */
export function HoursEffect({ report, runner }: { report: RunReport; runner: BulkRunner }) {
  const { workspaceId } = useConnection();
  const queryClient = useQueryClient();
  const [known] = useState(() => {
    const cached = new Map<string, Meeting>();
    for (const [, data] of queryClient.getQueriesData<MeetingsEntry>({ queryKey: meetingKeys.all(workspaceId) }))
      for (const m of linksOf(data)) cached.set(m.sid, m);
    return cached;
  });
  const payloads = useMemo(
    () =>
      report.rows.flatMap((r) => {
        const p = linkHoursPayloadSchema.safeParse(r.payload);
        return p.success ? [p.data] : [];
      }),
    [report.rows],
  );
  const source = useMemo(
    () => ({ links: payloads.flatMap((p) => (known.get(p.sid) ? [known.get(p.sid)!] : [])) }),
    [payloads, known],
  );
  const change = useMemo((): EffectChange => {
    const first = payloads[0];
    const week = first ? periodsToWeek(first.periods).week : null;
    // v2 hours are in the admin's zone; v1 hours are read in each link's hosts' zone (its first host's).
    return (_, link) =>
      week && first
        ? { hours: weeklyHours(week, first.via === 'v2' && first.timeZone ? first.timeZone : link.rules.zone) }
        : null;
  }, [payloads]);
  const missing = payloads.length - source.links.length;
  const started = report.rows.some((r) => r.attempts > 0);
  const note =
    missing > 0 ? (
      <Text size="sm">
        {missing === 1 ? '1 link is' : `${missing} links are`} left out of the estimate: Slotboard no longer holds what
        the list read about {missing === 1 ? 'it' : 'them'} (open the links list again to include{' '}
        {missing === 1 ? 'it' : 'them'}).
      </Text>
    ) : null;
  return (
    <SlotEffect
      source={source}
      change={change}
      phase={!started ? 'before' : runner.busy() ? 'running' : 'after'}
      note={note}
    />
  );
}
