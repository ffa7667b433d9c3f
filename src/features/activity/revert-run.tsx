import { Alert, Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { BulkRunPanel } from '@/components/bulk-run/bulk-run-panel';
import { QueryState } from '@/components/query-state/query-state';
import type { ActivityEntry } from '@/lib/activity/log';
import { useRevertRun, type RowDecision } from './use-revert-run';

const SECTIONS: { kind: RowDecision['kind']; title: (n: number) => string }[] = [
  { kind: 'revert', title: (n) => `Put back (${n})` },
  { kind: 'changed', title: (n) => `Changed since the run: left as ${n === 1 ? 'it is' : 'they are'} (${n})` },
  { kind: 'already', title: (n) => `Already as before the run (${n})` },
  { kind: 'cannot', title: (n) => `Cannot be put back (${n})` },
];

export function RevertRunBody({
  runId,
  title,
  entries,
  onClose,
}: {
  runId: string;
  title: string;
  entries: readonly ActivityEntry[];
  onClose: () => void;
}) {
  const r = useRevertRun(runId, title, entries);
  if (r.report && r.runner)
    return (
      <BulkRunPanel
        report={r.report}
        runner={r.runner}
        noun={{ one: 'row', many: 'rows' }}
        preview={(row) => (row.payload as { words?: string }).words}
        onClose={() => r.close() && onClose()}
      />
    );
  if (r.plan.data === undefined || r.plan.error)
    return <QueryState read={r.plan} queryKey={r.planKey} what="what each row holds now" />;
  const decisions = r.decisions ?? [];
  return (
    <Stack gap="sm">
      <Text size="sm">
        Each row was read again a moment ago. Only the rows that still hold what the run set are put back; a row changed
        since is listed and left as it is.
      </Text>
      {SECTIONS.map(({ kind, title: heading }) => {
        const rows = decisions.filter((d) => d.kind === kind);
        if (rows.length === 0) return null;
        return (
          <section key={kind} aria-label={heading(rows.length)}>
            <Title order={3} size="h5">
              {heading(rows.length)}
            </Title>
            <List size="sm" spacing={2}>
              {rows.map((d) => (
                <List.Item key={d.entry.id}>
                  {d.entry.what}: {d.words}
                </List.Item>
              ))}
            </List>
          </section>
        );
      })}
      {r.otherBusy && (
        <Alert color="yellow" variant="light">
          Another revert is being sent; this one can be prepared once it has settled.
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={() => void r.plan.refetch()} loading={r.plan.isFetching}>
          Read again
        </Button>
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => r.prepare()} disabled={r.toRevert.length === 0 || r.otherBusy}>
          Prepare the revert of {r.toRevert.length} {r.toRevert.length === 1 ? 'row' : 'rows'}
        </Button>
      </Group>
    </Stack>
  );
}

/** "Revert run" for a bulk run's line in Activity. */
export function RevertRun({
  runId,
  title,
  entries,
}: {
  runId: string;
  title: string;
  entries: readonly ActivityEntry[];
}) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button size="compact-xs" variant="default" onClick={() => setOpened(true)} aria-label={`Revert run: ${title}`}>
        Revert run
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={`Revert “${title}”?`}
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {opened && <RevertRunBody runId={runId} title={title} entries={entries} onClose={() => setOpened(false)} />}
      </Modal>
    </>
  );
}
