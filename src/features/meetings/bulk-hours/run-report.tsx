import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ReportRow, RowState, RunReport, Summary } from '@/lib/bulk/report';
import { summarise } from '@/lib/bulk/report';
import type { BulkRunner } from '@/lib/bulk/runner';

const CHECK_WORDS = {
  unchecked: 'not read back yet',
  checking: 'reading back…',
  'not-seen': 'reading back did not show it applied',
  'cannot-check': 'it cannot be read back',
  'check-failed': 'reading back failed',
} as const;

function stateWords(state: RowState): { badge: string; detail?: string } {
  switch (state.status) {
    case 'queued':
      return { badge: 'Waiting its turn' };
    case 'running':
      return { badge: 'Sending' };
    case 'waiting':
      return { badge: 'Paused', detail: `The workspace asked Slotboard to slow down; sent again at ${new Date(state.until).toLocaleTimeString()}.` };
    case 'done':
      return { badge: 'Done', detail: state.confirmed ? 'Confirmed by reading back.' : undefined };
    case 'failed':
      return { badge: 'Failed', detail: state.message };
    case 'uncertain':
      return { badge: 'May have been applied', detail: `${state.message} (${CHECK_WORDS[state.check]})` };
    case 'cancelled':
      return { badge: 'Not sent', detail: 'Cancelled before its turn.' };
  }
}

export function summaryText(s: Summary): string {
  const parts = [`${s.done} of ${s.total} done`];
  if (s.inProgress) parts.push(`${s.inProgress} in progress`);
  if (s.failed) parts.push(`${s.failed} failed`);
  if (s.uncertain) parts.push(`${s.uncertain} may have been applied`);
  if (s.notRun) parts.push(`${s.notRun} not sent`);
  return parts.join(', ');
}

function RowLine({ row }: { row: ReportRow }) {
  const words = stateWords(row.state);
  return (
    <Table.Tr>
      <Table.Td className="break-anywhere">{row.label}</Table.Td>
      <Table.Td>
        <Text size="sm" fw={600}>
          {words.badge}
        </Text>
        {words.detail && (
          <Text size="xs" c="dimmed">
            {words.detail}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

interface Props {
  report: RunReport;
  runner: BulkRunner;
  onClose: () => void;
}

/** A run's live status per link, its summary and what the admin can do next. */
export function RunReportView({ report, runner, onClose }: Props) {
  const s = summarise(report.rows);
  const busy = runner.busy();
  const resendable = report.rows.some((r) => r.state.status === 'uncertain' && (r.state.check === 'not-seen' || r.state.check === 'cannot-check'));
  return (
    <Stack gap="sm">
      <Title order={2}>{report.title}</Title>
      <Text role="status" aria-live="polite" fw={600}>
        {summaryText(s)}
        {!busy && s.inProgress === 0 && s.notRun === 0 && s.failed === 0 && s.uncertain === 0 ? '. Every link is done.' : ''}
      </Text>
      <Group>
        {busy && (
          <Button color="red" variant="light" onClick={() => runner.cancel()}>
            Cancel the run
          </Button>
        )}
        {!busy && s.notRun > 0 && <Button onClick={() => runner.start()}>Send the {s.notRun} not sent</Button>}
        {!busy && s.failed > 0 && <Button onClick={() => runner.retryFailed()}>Retry the {s.failed} failed</Button>}
        {!busy && s.uncertain > 0 && (
          <Button variant="default" onClick={() => runner.checkUncertain()}>
            Read back the uncertain ones
          </Button>
        )}
        {!busy && resendable && (
          <Button variant="default" onClick={() => runner.resendUncertain()}>
            Send the unconfirmed ones again
          </Button>
        )}
        {!busy && (
          <Button variant="default" onClick={onClose}>
            Close the report
          </Button>
        )}
      </Group>
      <div style={{ maxHeight: 480, overflow: 'auto' }} tabIndex={0} role="region" aria-label="Status of each link">
        <Table striped stickyHeader>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Link</Table.Th>
              <Table.Th scope="col">Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.rows.map((row) => (
              <RowLine key={row.id} row={row} />
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </Stack>
  );
}
