import { describe, expect, it } from 'vitest';
import {
  afterReload,
  reportRowSchema,
  reportSchema,
  rowStateSchema,
  summarise,
  type ReportRow,
  type RowState,
  type RunReport,
} from './report';

// A report read back after a reload decides what is sent again: its numbers and times are held to
// their bounds, and a row that was in flight is never taken as not sent.

const row = (state: RowState, id = 'row'): ReportRow => ({
  id,
  label: id,
  payload: { id },
  state,
  sends: 0,
  attempts: 1,
});
const report = (rows: ReportRow[], createdAt = '2026-11-27T09:00:00.000Z'): RunReport => ({
  id: 'run',
  workspaceId: 'ws',
  title: 'Dec 25 off',
  createdAt,
  rows,
});

describe('reportRowSchema: the counts', () => {
  it.each([0, 1, 10_000])('takes %s sends and attempts', (n) => {
    expect(reportRowSchema.safeParse({ ...row({ status: 'queued' }), sends: n, attempts: n }).success).toBe(true);
  });

  it.each([-1, 10_001, 1.5, Number.NaN])('refuses %s sends, and as many attempts', (n) => {
    expect(reportRowSchema.safeParse({ ...row({ status: 'queued' }), sends: n }).success).toBe(false);
    expect(reportRowSchema.safeParse({ ...row({ status: 'queued' }), attempts: n }).success).toBe(false);
  });

  it('refuses a row without an id', () => {
    expect(reportRowSchema.safeParse({ ...row({ status: 'queued' }), id: '' }).success).toBe(false);
  });
});

describe('rowStateSchema: a wait’s end', () => {
  const waiting = (until: number) => rowStateSchema.safeParse({ status: 'waiting', until }).success;

  it('takes a time from the first instant of 2000 to the last of 2100', () => {
    expect(waiting(Date.UTC(2000, 0, 1))).toBe(true);
    expect(waiting(Date.UTC(2101, 0, 1) - 1)).toBe(true);
  });

  it('refuses a time before 2000, from 2101 on, and no time at all', () => {
    expect(waiting(Date.UTC(2000, 0, 1) - 1)).toBe(false);
    expect(waiting(Date.UTC(2101, 0, 1))).toBe(false);
    expect(waiting(Number.POSITIVE_INFINITY)).toBe(false);
    expect(waiting(Number.NaN)).toBe(false);
  });

  it('refuses an uncertain row whose check is not one it knows', () => {
    expect(rowStateSchema.safeParse({ status: 'uncertain', message: 'm', check: 'unchecked' }).success).toBe(true);
    expect(rowStateSchema.safeParse({ status: 'uncertain', message: 'm', check: 'maybe' }).success).toBe(false);
  });
});

describe('reportSchema: when the run was made', () => {
  const made = (createdAt: string) => reportSchema.safeParse(report([], createdAt)).success;

  it('takes an ISO time from 2000 to the end of 2100', () => {
    expect(made('2000-01-01T00:00:00.000Z')).toBe(true);
    expect(made('2100-12-31T23:59:59.999Z')).toBe(true);
  });

  it('refuses a time before 2000, from 2101 on, a date alone and a time written otherwise', () => {
    expect(made('1999-12-31T23:59:59.999Z')).toBe(false);
    expect(made('2101-01-01T00:00:00.000Z')).toBe(false);
    expect(made('2026-11-27')).toBe(false);
    expect(made('2026-11-27 09:00')).toBe(false);
    expect(made('On 2026-11-27T09:00:00Z')).toBe(false);
  });

  it('refuses a report without an id or a workspace', () => {
    expect(reportSchema.safeParse({ ...report([]), id: '' }).success).toBe(false);
    expect(reportSchema.safeParse({ ...report([]), workspaceId: '' }).success).toBe(false);
  });
});

describe('summarise', () => {
  it('counts each row once, by where it got to', () => {
    const rows = [
      row({ status: 'done' }),
      row({ status: 'done', confirmed: true }),
      row({ status: 'failed', message: 'No' }),
      row({ status: 'uncertain', message: 'Maybe', check: 'unchecked' }),
      row({ status: 'queued' }),
      row({ status: 'cancelled' }),
      row({ status: 'running' }),
      row({ status: 'waiting', until: Date.UTC(2026, 10, 27) }),
    ];
    expect(summarise(rows)).toEqual({ total: 8, done: 2, failed: 1, uncertain: 1, notRun: 2, inProgress: 2 });
    expect(summarise([])).toEqual({ total: 0, done: 0, failed: 0, uncertain: 0, notRun: 0, inProgress: 0 });
  });
});

describe('afterReload', () => {
  it('takes a row that was being sent as uncertain, to be checked, and says why', () => {
    const [after] = afterReload(report([row({ status: 'running' })])).rows;
    expect(after!.state).toEqual({
      status: 'uncertain',
      check: 'unchecked',
      message: 'The page was closed while this was being sent: it may have been applied.',
    });
  });

  it('puts a check that was under way back to unchecked, keeping its message', () => {
    const [after] = afterReload(report([row({ status: 'uncertain', message: 'Timed out', check: 'checking' })])).rows;
    expect(after!.state).toEqual({ status: 'uncertain', message: 'Timed out', check: 'unchecked' });
  });

  it('queues a row that was waiting out a 429 again: the workspace did not apply it', () => {
    const [after] = afterReload(report([row({ status: 'waiting', until: Date.UTC(2026, 10, 27) })])).rows;
    expect(after!.state).toEqual({ status: 'queued' });
  });

  it('leaves every other row, and the rest of the report, as they were', () => {
    const others = [
      row({ status: 'done' }),
      row({ status: 'failed', message: 'No' }),
      row({ status: 'uncertain', message: 'Maybe', check: 'not-seen' }),
      row({ status: 'queued' }),
      row({ status: 'cancelled' }),
    ];
    const before = report(others);
    expect(afterReload(before)).toEqual(before);
  });
});
