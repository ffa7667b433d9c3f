import { Alert, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useConnection } from '@/api/connection';
import { BulkRunPanel } from '@/components/bulk-run/bulk-run-panel';
import type { ReportRow } from '@/lib/bulk/report';
import { holidayPayloadSchema } from './holiday-actions';
import { planRow, type HolidayChange } from './holiday-plan';
import { HolidaysForm } from './holidays-form';
import { shortDate } from './board-model';
import type { Picked } from './selection';
import { useHolidaysRun } from './use-holidays-run';

const titleOf = (change: HolidayChange) => {
  const first = change.dates[0]!;
  const last = change.dates.at(-1)!;
  const when = first === last ? shortDate(first) : `${shortDate(first)}–${shortDate(last)}`;
  return `Holidays: ${when} ${change.ranges === null ? 'unavailable' : 'with custom hours'}`;
};

/** What one row changes and what stays, in the run's table. */
function RowPreview({ row }: { row: ReportRow }) {
  const p = holidayPayloadSchema.safeParse(row.payload);
  if (!p.success) return <Text size="sm">This line could not be read back.</Text>;
  return (
    <Stack gap={2}>
      <Text size="sm">{p.data.changes.join('; ')}</Text>
      <Text size="sm">{p.data.kept.length ? `Stay as they are: ${p.data.kept.join('; ')}` : 'No other upcoming overrides.'}</Text>
    </Stack>
  );
}

interface Props {
  picked: Picked[];
  today: string;
}

/** The dates, the preview of every picked availability, then the run (B's runner and panel). */
export function HolidaysSection({ picked, today }: Props) {
  const { workspaceId } = useConnection();
  const run = useHolidaysRun();
  const [skipped, setSkipped] = useState<string[] | null>(null);
  const onPreview = (change: HolidayChange) => {
    const planned = picked.map((p) => ({ picked: p, plan: planRow(p.availability, change, today) }));
    const sent = planned.filter((x) => x.plan.body.length > 0);
    setSkipped(planned.filter((x) => x.plan.body.length === 0).map((x) => `${x.picked.member.name} · ${x.picked.availability.name ?? 'Unnamed availability'}`));
    if (sent.length > 0) run.prepare(titleOf(change), change, sent);
  };
  return (
    <Stack gap="md">
      <HolidaysForm workspaceId={workspaceId} today={today} pickedCount={picked.length} disabled={run.runner?.busy() ?? false} onPreview={onPreview} />
      {skipped !== null && skipped.length > 0 && (
        <Alert variant="light" color="blue" title={`${skipped.length} already as asked: nothing is sent for ${skipped.length === 1 ? 'it' : 'them'}`}>
          <List size="sm">
            {skipped.slice(0, 10).map((s) => (
              <List.Item key={s}>{s}</List.Item>
            ))}
          </List>
          {skipped.length > 10 && <Text size="sm">and {skipped.length - 10} more</Text>}
        </Alert>
      )}
      {run.report && run.runner && (
        <BulkRunPanel
          report={run.report}
          runner={run.runner}
          noun={{ one: 'availability', many: 'availabilities' }}
          preview={(row) => <RowPreview row={row} />}
          onClose={() => {
            run.close();
            setSkipped(null);
          }}
        />
      )}
    </Stack>
  );
}
