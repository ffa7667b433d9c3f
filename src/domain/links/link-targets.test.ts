import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onStorageDropped } from '@/lib/storage';
import { MemoryStorage } from '@/testing/memory-storage';
import { readTarget, writeTarget, type BulkTarget } from './link-targets';

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('window', { localStorage: storage });
});
afterEach(() => vi.unstubAllGlobals());

const rows: BulkTarget = {
  kind: 'rows',
  links: [
    { sid: 'a1', name: 'Intro', search: 'intro', hosts: ['Ana'], updatedAt: '2026-01-01T00:00:00Z' },
    { sid: 'b2', name: 'Demo', search: 'demo', hosts: [], updatedAt: null },
  ],
};
const all: BulkTarget = { kind: 'all', hosts: ['ana@x.test'], q: 'intro' };

describe('the links picked for new weekly hours', () => {
  it('reads back the pick as it was written, rows or "every matching link", under its workspace only', () => {
    writeTarget('ws-1', rows);
    writeTarget('ws-2', all);
    expect(readTarget('ws-1')).toEqual(rows);
    expect(readTarget('ws-2')).toEqual(all);
    expect(readTarget('ws-3')).toBeNull();
    expect(Object.keys(storage.dump())).toEqual([
      'slotboard.bulk-hours.ws-1.target',
      'slotboard.bulk-hours.ws-2.target',
    ]);
  });

  it.each([
    ['a row without its link id', { kind: 'rows', links: [{ ...rows.links[0], sid: '' }] }],
    ['a row missing a field', { kind: 'rows', links: [{ sid: 'a1', name: 'Intro', search: 'intro', hosts: [] }] }],
    ['a filter without its search', { kind: 'all', hosts: [] }],
    ['a filter with hosts that are not text', { kind: 'all', hosts: [7], q: '' }],
    ['a pick of another kind', { kind: 'some', links: [] }],
  ])('drops %s, and says what was dropped', (_what, stored) => {
    const dropped: string[] = [];
    const stop = onStorageDropped((entry) => dropped.push(entry.what));
    storage.setItem('slotboard.bulk-hours.ws-1.target', JSON.stringify(stored));
    expect(readTarget('ws-1')).toBeNull();
    expect(storage.dump()).toEqual({});
    expect(dropped).toEqual(['the links picked for new weekly hours']);
    stop();
  });
});
