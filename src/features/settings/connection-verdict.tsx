import { Alert } from '@mantine/core';
import type { Verdict } from './test-connection';

const TITLES: Record<Verdict['status'], string> = {
  connected: 'Connected',
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

export function ConnectionVerdict({ verdict }: { verdict: Verdict }) {
  const ok = verdict.status === 'connected';
  return (
    <Alert color={ok ? 'green' : 'red'} variant="light" title={TITLES[verdict.status]}>
      {verdict.message}
    </Alert>
  );
}
