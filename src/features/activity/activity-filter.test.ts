import { describe, expect, it, beforeEach } from 'vitest';
import {
  type ActivityEntry,
  appendActivity,
  forgetActivityCache,
  readActivity,
  type ActivityDraft,
} from '@/lib/activity/log';
import { csvDateTime } from '@/lib/csv-values';
import {
  activityCsvColumns,
  filterActivity,
  parseActivityFilter,
  resultWords,
  serializeActivityFilter,
  type ActivityFilter,
} from './activity-filter';
import { toCsv } from '@/lib/csv';
import { columnBreaks, csvRecords, type CellType } from '@/testing/csv-parse';

const entry = (patch: Partial<ActivityEntry>): ActivityEntry => ({
  id: 'e1',
  at: '2026-11-27T09:30:00.000Z',
  workspaceId: 'w1',
  workspaceLabel: 'Acme',
  resourceKind: 'team_member',
  resourceId: 'm1',
  action: 'update',
  what: 'Team member Priya',
  result: 'saved',
  ...patch,
});
const none: ActivityFilter = { workspace: '', kind: '', result: '', q: '' };

describe('the filter in the URL', () => {
  it('reads each field, and a kind or result it does not know as none', () => {
    expect(
      parseActivityFilter(new URLSearchParams('workspace=w2&kind=availability&result=uncertain&q=Dec 25')),
    ).toEqual({
      workspace: 'w2',
      kind: 'availability',
      result: 'uncertain',
      q: 'Dec 25',
    });
    expect(parseActivityFilter(new URLSearchParams('kind=widget&result=maybe'))).toEqual(none);
    expect(parseActivityFilter(new URLSearchParams(''))).toEqual(none);
  });

  it('writes only the fields that are set, and nothing at all for no filter', () => {
    expect(serializeActivityFilter({ ...none, kind: 'booking', q: 'a b' })).toBe('?kind=booking&q=a+b');
    expect(serializeActivityFilter(none)).toBe('');
  });

  it('reads back what it wrote', () => {
    const filter = { workspace: 'w1', kind: 'link_hours', result: 'failed', q: 'intro' };
    expect(parseActivityFilter(new URLSearchParams(serializeActivityFilter(filter)))).toEqual(filter);
  });
});

describe('filterActivity', () => {
  const entries = [
    entry({ id: 'a', what: 'Weekly hours of Intro call', resourceKind: 'link_hours', result: 'uncertain' }),
    entry({
      id: 'b',
      workspaceId: 'w2',
      workspaceLabel: 'Globex',
      what: 'Holidays',
      resourceKind: 'availability',
      change: 'Dec 25 off',
      result: 'failed',
      detail: 'Refused',
    }),
    entry({ id: 'c', what: 'Team member Priya', change: 'Role: Member → Admin' }),
  ];
  const ids = (filter: Partial<ActivityFilter>) => filterActivity(entries, { ...none, ...filter }).map((e) => e.id);

  it('keeps everything without a filter', () => {
    expect(ids({})).toEqual(['a', 'b', 'c']);
    expect(ids({ q: '   ' })).toEqual(['a', 'b', 'c']);
  });

  it('keeps the entries of one workspace, kind and result', () => {
    expect(ids({ workspace: 'w2' })).toEqual(['b']);
    expect(ids({ kind: 'link_hours' })).toEqual(['a']);
    expect(ids({ result: 'saved' })).toEqual(['c']);
    expect(ids({ workspace: 'w1', result: 'failed' })).toEqual([]);
  });

  it('finds every word typed, in any case, in what, the change, the details, the workspace and the words shown', () => {
    expect(ids({ q: 'INTRO' })).toEqual(['a']);
    expect(ids({ q: 'dec 25' })).toEqual(['b']);
    expect(ids({ q: 'refused' })).toEqual(['b']);
    expect(ids({ q: 'globex' })).toEqual(['b']);
    expect(ids({ q: 'admin' })).toEqual(['c']);
    expect(ids({ q: 'link hours' })).toEqual(['a']);
    expect(ids({ q: 'may have been' })).toEqual(['a']);
    expect(ids({ q: '  priya   member ' })).toEqual(['c']);
    expect(ids({ q: 'priya holidays' })).toEqual([]);
  });
});

describe('the Activity CSV', () => {
  const row = (e: ActivityEntry) =>
    Object.fromEntries(activityCsvColumns('Asia/Kolkata').map((c) => [c.header, c.value(e)]));

  it('writes every column of an entry in words, with what was sent and read before as JSON', () => {
    const e = entry({
      resourceKind: 'availability',
      change: 'Dec 25 off',
      detail: 'Refused',
      result: 'failed',
      before: { a: 1 },
      after: { a: 2 },
    });
    expect(row(e)).toEqual({
      'When (Asia/Kolkata)': csvDateTime(e.at, 'Asia/Kolkata', { seconds: true }),
      Workspace: 'Acme',
      Kind: 'Availability',
      What: 'Team member Priya',
      Change: 'Dec 25 off',
      Result: 'Failed',
      Details: 'Refused',
      Sent: '{"a":2}',
      Before: '{"a":1}',
    });
  });

  it('leaves Sent and Before empty when nothing was kept, but writes a null that was', () => {
    expect(row(entry({}))).toMatchObject({ Sent: '', Before: '' });
    expect(row(entry({ before: null, after: null }))).toMatchObject({ Sent: 'null', Before: 'null' });
  });

  it('says each result in the table’s words', () => {
    expect(
      ['saved', 'failed', 'uncertain'].map((result) =>
        resultWords(entry({ result: result as ActivityEntry['result'] })),
      ),
    ).toEqual(['Saved', 'Failed', 'May have been saved']);
  });
});

const TYPES: Record<string, CellType[]> = {
  'When (Europe/London)': ['dateTime'],
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
    await forgetActivityCache();
  });

  it('gives every column one type a spreadsheet reads, the wall time to the second in the zone its header names', () => {
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
    const records = csvRecords(toCsv(readActivity(), activityCsvColumns('Europe/London')));
    expect(records).toHaveLength(2);
    expect(columnBreaks(records, TYPES)).toBeNull();
    expect(Object.keys(records[0]!)).toEqual(Object.keys(TYPES));
    // 01:00 UTC on the day London's clocks go forward is 02:00 there.
    expect(records.map((r) => r['When (Europe/London)']).sort()).toEqual([
      '2026-03-29 02:00:00',
      '2026-11-27 07:30:56',
    ]);
    expect(records.map((r) => r.What).sort()).toEqual(["'-1 sneaky", 'Team member Ana Lima']);
  });
});
