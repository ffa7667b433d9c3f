import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useConnection } from '@/api/connection';
import { linksOf, meetingKeys, type MeetingsEntry } from '@/api/meetings/queries';
import type { Meeting } from '@/api/meetings/schemas';
import { SlotEffect } from '@/components/slot-effect/slot-effect';
import type { EffectChange } from '@/domain/slot-effect/estimate';
import type { RunReport } from '@/lib/bulk/report';
import type { BulkRunner } from '@/lib/bulk/runner';
import { meetingAfter } from '../settings/link-settings-form';
import { linkRowSchema } from './link-run-actions';

const bySettings: EffectChange = () => null;

/**
 * The run's effect on bookable times: each link as its row's body would make it (hosts, duration,
 * step), estimated from the links as the preview read them and, once opened, their hosts' hours and
 * bookings; after the run, the workspace's own slots read back, as a single settings save does.
 */
export function RunEffect({ report, runner }: { report: RunReport; runner: BulkRunner }) {
  const { workspaceId } = useConnection();
  const queryClient = useQueryClient();
  // The links as read for the preview: taken once, since the lists are read again after the run.
  const [known] = useState(() => {
    const cached = new Map<string, Meeting>();
    for (const [, data] of queryClient.getQueriesData<MeetingsEntry>({ queryKey: meetingKeys.all(workspaceId) }))
      for (const m of linksOf(data)) cached.set(m.sid, m);
    return cached;
  });
  const source = useMemo(() => {
    const links: Meeting[] = [];
    const becomes = new Map<string, Meeting>();
    for (const row of report.rows) {
      const p = linkRowSchema.safeParse(row.payload);
      const was = p.success ? known.get(p.data.sid) : undefined;
      if (!p.success || !was) continue;
      links.push(was);
      becomes.set(was.sid, meetingAfter(was, p.data.body));
    }
    return { links, becomes };
  }, [report.rows, known]);
  const linkRows = report.rows.filter((r) => linkRowSchema.safeParse(r.payload).success).length;
  const missing = linkRows - source.links.length;
  const started = report.rows.some((r) => r.attempts > 0);
  return (
    <SlotEffect
      source={source}
      change={bySettings}
      phase={!started ? 'before' : runner.busy() ? 'running' : 'after'}
      note={
        missing > 0 ? (
          <Text size="sm">
            {missing === 1 ? '1 link is' : `${missing} links are`} left out of the estimate: prepare the run again to
            include {missing === 1 ? 'it' : 'them'}.
          </Text>
        ) : null
      }
    />
  );
}
