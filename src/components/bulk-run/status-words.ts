import type { RowState, Summary } from '@/lib/bulk/report';

// The words of a row's status and of the run's summary: the same in the table, the live region and
// the tests.

export function statusWords(state: RowState, now: number, started: boolean): string {
  switch (state.status) {
    case 'queued':
      return started ? 'Waiting its turn' : 'Not sent yet';
    case 'running':
      return 'Sending…';
    case 'waiting': {
      const seconds = Math.max(0, Math.ceil((state.until - now) / 1000));
      return `The workspace asked Slotboard to wait: sending again in ${seconds} s`;
    }
    case 'done':
      return state.confirmed ? 'Done (confirmed by reading back)' : 'Done';
    case 'failed':
      return `Failed: ${state.message}`;
    case 'uncertain': {
      const check = {
        unchecked: 'Not checked yet.',
        checking: 'Checking by reading back…',
        'not-seen': 'Reading back does not show it yet.',
        'cannot-check': 'It cannot be checked by reading back.',
        'check-failed': 'Reading back failed.',
      }[state.check];
      return `May have been applied: ${state.message} ${check}`;
    }
    case 'cancelled':
      return 'Not sent (cancelled)';
  }
}

export function summaryWords(s: Summary, noun: { one: string; many: string }): string {
  const parts = [`${s.done} of ${s.total} ${s.total === 1 ? noun.one : noun.many} done`];
  if (s.inProgress) parts.push(`${s.inProgress} in progress`);
  if (s.failed) parts.push(`${s.failed} failed`);
  if (s.uncertain) parts.push(`${s.uncertain} may have been applied`);
  if (s.notRun) parts.push(`${s.notRun} not run`);
  return parts.join(', ');
}
