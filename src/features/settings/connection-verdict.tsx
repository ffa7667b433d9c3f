import { Alert } from '@mantine/core';
import { ErrorAlert } from '@/components/query-state/query-state-alerts';
import type { Verdict } from './test-connection';

const TITLES: Record<Verdict['status'], string> = {
  connected: 'Connected',
  rate_limited: 'The workspace asked Slotboard to wait',
  wrong_key: 'Wrong API key',
  unreachable: 'Workspace not reachable',
  no_such_name: 'No such address',
  refused: 'Connection refused',
  certificate: 'Certificate not trusted',
  not_workspace: 'Not a workspace address',
  needs_v1: 'Choose “Compatibility mode”',
  blocked_by_browser: 'Blocked by the browser',
  not_allowed: 'Not allowed by the Slotboard server',
  timeout: 'No answer in time',
  failed: 'Connection failed',
};

interface Props {
  verdict: Verdict;
  /**
   * Given, a 429 is drawn as every read's is (its Retry-After counted down from `at`, when the
   * verdict came, then the test run again by `retry`); without, it is said in words.
   */
  again?: { at: number; retry: () => void; retrying: boolean };
}

export function ConnectionVerdict({ verdict, again }: Props) {
  if (verdict.status === 'rate_limited' && again)
    return <ErrorAlert error={verdict.error} failedAt={again.at} onRetry={again.retry} retrying={again.retrying} />;
  const ok = verdict.status === 'connected';
  return (
    <Alert color={ok ? 'green' : 'red'} variant="light" title={TITLES[verdict.status]}>
      {verdict.message}
    </Alert>
  );
}
