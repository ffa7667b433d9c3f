import { describe, expect, it } from 'vitest';
import { onStorageDropped } from '../storage';
import type { RunReport } from './report';
import { readReport, removeReport, writeReport } from './report-store';

// A run's report comes back after a reload and decides what is sent again: one whose numbers or
// times cannot be true is dropped with the one notice, never resumed.

const report = (): RunReport => ({
  id: 'run-1',
  workspaceId: 'ws',
  title: 'Dec 25 off',
  createdAt: '2026-11-27T09:00:00.000Z',
  rows: [
    {
      id: 'row-1',
      label: 'Oliver Smith · Working hours',
      payload: {},
      state: { status: 'done' },
      sends: 1,
      attempts: 1,
    },
  ],
});

function memory(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

describe('stored run reports', () => {
  it('a true report reads back as written, a row waiting for a real time included', () => {
    const storage = memory();
    writeReport('holidays', report(), storage);
    expect(readReport('ws', 'holidays', storage)).toEqual(report());
    const waiting = {
      ...report(),
      rows: report().rows.map((row) => ({
        ...row,
        state: { status: 'waiting' as const, until: Date.UTC(2026, 10, 27, 9, 0, 5) },
      })),
    };
    writeReport('holidays', waiting, storage);
    expect(readReport('ws', 'holidays', storage)?.rows).toHaveLength(1);
  });

  it.each([
    ['an empty run id', (r: RunReport) => ({ ...r, id: '' })],
    ['a creation time that is not a time', (r: RunReport) => ({ ...r, createdAt: 'yesterday' })],
    ['a creation time in 1894', (r: RunReport) => ({ ...r, createdAt: '1894-01-01T00:00:00.000Z' })],
    ['negative sends', (r: RunReport) => ({ ...r, rows: r.rows.map((row) => ({ ...row, sends: -1 })) })],
    ['fractional attempts', (r: RunReport) => ({ ...r, rows: r.rows.map((row) => ({ ...row, attempts: 1.5 })) })],
    [
      'a wait until a time that cannot be',
      (r: RunReport) => ({
        ...r,
        rows: r.rows.map((row) => ({ ...row, state: { status: 'waiting' as const, until: -5 } })),
      }),
    ],
    ['an empty row id', (r: RunReport) => ({ ...r, rows: r.rows.map((row) => ({ ...row, id: '' })) })],
  ])('%s is dropped with a notice', (_what, tamper) => {
    const storage = memory();
    writeReport('holidays', tamper(report()), storage);
    const dropped: string[] = [];
    const stop = onStorageDropped((e) => dropped.push(e.what));
    expect(readReport('ws', 'holidays', storage)).toBeNull();
    stop();
    expect(dropped).toEqual(['the report of a change applied to many items']);
  });

  it('each workspace and kind of run keeps its own report, under the key earlier visits used; closing one leaves the others', () => {
    const storage = memory();
    writeReport('holidays', report(), storage);
    writeReport('link-hours', { ...report(), id: 'run-2' }, storage);
    writeReport('holidays', { ...report(), id: 'run-3', workspaceId: 'other' }, storage);
    expect(storage.getItem('slotboard.bulk.ws.holidays')).not.toBeNull();
    expect(readReport('ws', 'holidays', storage)?.id).toBe('run-1');
    expect(readReport('ws', 'link-hours', storage)?.id).toBe('run-2');
    expect(readReport('other', 'holidays', storage)?.id).toBe('run-3');
    removeReport('ws', 'holidays', storage);
    expect(readReport('ws', 'holidays', storage)).toBeNull();
    expect(readReport('ws', 'link-hours', storage)?.id).toBe('run-2');
  });

  it("a report stored under one workspace's key but naming another workspace is not shown", () => {
    const storage = memory();
    storage.setItem('slotboard.bulk.ws.holidays', JSON.stringify({ ...report(), workspaceId: 'other' }));
    expect(readReport('ws', 'holidays', storage)).toBeNull();
  });
});
