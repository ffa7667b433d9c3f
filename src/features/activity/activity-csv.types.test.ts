// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { appendActivity, forgetActivityCache, readActivity, type ActivityDraft } from '@/lib/activity/log';
import { toCsv } from '@/lib/csv';
import { adminZone } from '@/lib/csv-values';
import { columnBreaks, csvRecords, type CellType } from '@/testing/csv-parse';
import { ACTIVITY_CSV_COLUMNS } from './activity-filter';

const TYPES: Record<string, CellType[]> = {
  When: ['dateTime'],
  'Time zone': ['zone'],
  Workspace: ['text'],
  Kind: ['text'],
  What: ['text'],
  Change: ['text'],
  Result: ['text'],
  Details: ['text'],
  Sent: ['text'],
  Before: ['text'],
};

describe('the Activity CSV, read by a CSV parser', () => {
  beforeEach(async () => {
    localStorage.clear();
    await forgetActivityCache();
  });

  it('gives every column one type a spreadsheet reads, the time to the second in the admin’s zone', () => {
    const base: ActivityDraft = {
      workspaceId: 'w1',
      workspaceLabel: 'Acme',
      resourceKind: 'team_member',
      resourceId: 'm1',
      action: 'update',
      what: 'Team member Ana Lima',
      change: 'Role: Member → Admin',
      result: 'saved',
    };
    appendActivity(
      { ...base, before: { organization_role: 'Member' }, after: { organization_role: 'Admin' } },
      new Date('2026-11-27T07:30:56.652Z'),
    );
    appendActivity({ ...base, what: '-1 sneaky', result: 'failed' }, new Date('2026-03-29T01:00:00Z'));
    const records = csvRecords(toCsv(readActivity(), ACTIVITY_CSV_COLUMNS));
    expect(records).toHaveLength(2);
    expect(columnBreaks(records, TYPES)).toBeNull();
    expect(Object.keys(records[0]!)).toEqual(Object.keys(TYPES));
    expect(records.map((r) => Date.parse(r.When!)).sort()).toEqual([
      Date.parse('2026-03-29T01:00:00Z'),
      Date.parse('2026-11-27T07:30:56Z'),
    ]);
    expect(records.every((r) => r['Time zone'] === adminZone())).toBe(true);
  });
});
