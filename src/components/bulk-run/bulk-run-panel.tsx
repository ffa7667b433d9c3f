import { Alert, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { ReportRow, RunReport } from '@/lib/bulk/report';
import type { BulkRunner } from '@/lib/bulk/runner';
import { summarise } from '@/lib/bulk/report';
import { BulkRunTable } from './bulk-run-table';
import { useCountdownNow } from './use-countdown-now';
import { summaryWords } from './status-words';

interface BulkRunPanelProps {
  report: RunReport;
  runner: BulkRunner;
  /** The preview of one row: what changes, what stays. */
  preview?: (row: ReportRow) => ReactNode;
  noun: { one: string; many: string };
  /** Forgets the run (and its stored report). */
  onClose: () => void;
}

/**
 * A bulk change from preview to summary: every row's status in words, one polite live summary,
 * and the admin's choices (run, cancel, retry the failed ones, resume, check, send again, close).
 */
export function BulkRunPanel({ report, runner, preview, noun, onClose }: BulkRunPanelProps) {
  const summary = summarise(report.rows);
  const started = report.rows.some((r) => r.attempts > 0);
  const busy = runner.busy();
  const now = useCountdownNow(runner, report);
  const [confirmResend, setConfirmResend] = useState(false);
  const settled = summary.done + summary.failed + summary.uncertain;
  const resendable = report.rows.filter(
    (r) => r.state.status === 'uncertain' && (r.state.check === 'not-seen' || r.state.check === 'cannot-check'),
  ).length;
  const checkable = report.rows.filter(
    (r) =>
      r.state.status === 'uncertain' &&
      (r.state.check === 'unchecked' || r.state.check === 'check-failed' || r.state.check === 'not-seen'),
  ).length;
  const count = (n: number) => `${n} ${n === 1 ? noun.one : noun.many}`;

  return (
    <Stack gap="sm" component="section" aria-label={report.title}>
      <Title order={2} size="h3">
        {report.title}
      </Title>
      <Text size="sm" role="status" aria-live="polite" aria-atomic="true">
        {started
          ? summaryWords(summary, noun)
          : `Check the preview, then apply the change to ${count(summary.total)}. Nothing is sent before.`}
      </Text>
      {started && (
        <Progress value={summary.total ? (settled / summary.total) * 100 : 0} aria-label="Progress of the run" />
      )}
      {confirmResend && (
        <Alert color="orange" variant="light" title={`Send ${count(resendable)} again?`}>
          <Stack gap="xs">
            <Text size="sm">
              These may already have been applied. Reading back did not show them (or cannot), and sending again may
              apply the change a second time.
            </Text>
            <Group>
              <Button
                color="orange"
                onClick={() => {
                  setConfirmResend(false);
                  runner.resendUncertain();
                }}
              >
                Send again anyway
              </Button>
              <Button variant="default" onClick={() => setConfirmResend(false)}>
                Keep as is
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      <Group gap="xs">
        {!started && <Button onClick={() => runner.start()}>Apply to {count(summary.total)}</Button>}
        {busy && (
          <Button color="red" variant="light" onClick={() => runner.cancel()}>
            Cancel
          </Button>
        )}
        {started && !busy && summary.failed > 0 && (
          <Button onClick={() => runner.retryFailed()}>Retry the failed ones ({summary.failed})</Button>
        )}
        {started && !busy && summary.notRun > 0 && (
          <Button variant="default" onClick={() => runner.start()}>
            Resume ({summary.notRun} not run)
          </Button>
        )}
        {!busy && checkable > 0 && (
          <Button variant="default" onClick={() => runner.checkUncertain()}>
            Check by reading back ({checkable})
          </Button>
        )}
        {!busy && resendable > 0 && !confirmResend && (
          <Button variant="default" onClick={() => setConfirmResend(true)}>
            Send again… ({resendable})
          </Button>
        )}
        {!busy && (
          <Button variant="subtle" onClick={onClose}>
            {started ? 'Close the report' : 'Close without applying'}
          </Button>
        )}
      </Group>
      <BulkRunTable
        rows={report.rows}
        preview={preview}
        now={now}
        started={started}
        caption={`${report.title}: one line per ${noun.one}`}
      />
    </Stack>
  );
}
