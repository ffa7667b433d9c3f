import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../testing/memory-storage';
import { CAPABILITY_TTL_MS, capabilityKeys, readKnownCapability, rememberCapability } from './capability-store';
import { onStorageDropped } from '@/lib/storage';

describe('remembered answers', () => {
  const target = { workspaceId: 'ws-1', name: 'availabilityReads', version: 'v1', answer: 'no' } as const;

  it('go in the cache and in storage per workspace and version, for a day', () => {
    const storage = new MemoryStorage();
    const queryClient = new QueryClient();
    const t0 = Date.parse('2026-11-22T08:00:00Z');
    rememberCapability(queryClient, storage, target, t0);
    expect(queryClient.getQueryData(capabilityKeys.one('ws-1', 'availabilityReads', 'v1'))).toBe('no');
    expect(readKnownCapability(storage, 'ws-1', 'availabilityReads', 'v1', t0 + 1000)).toEqual({
      answer: 'no',
      at: t0,
    });
    expect(readKnownCapability(storage, 'ws-1', 'availabilityReads', 'v2', t0)).toBeNull();
    expect(readKnownCapability(storage, 'ws-2', 'availabilityReads', 'v1', t0)).toBeNull();
    expect(readKnownCapability(storage, 'ws-1', 'availabilityReads', 'v1', t0 + CAPABILITY_TTL_MS)).toBeNull();
  });

  it('keep "unknown" out of storage, and drop a stored entry that does not read back', () => {
    const storage = new MemoryStorage();
    rememberCapability(new QueryClient(), storage, { ...target, answer: 'unknown' });
    expect(storage.length).toBe(0);
    storage.setItem(
      'slotboard.capabilities.ws-1',
      JSON.stringify({ entries: { 'availabilityReads@v1': { answer: 'maybe', at: 1 } } }),
    );
    expect(readKnownCapability(storage, 'ws-1', 'availabilityReads', 'v1')).toBeNull();
    expect(storage.length).toBe(0);
  });
});

// A stored answer is read for what it means before a screen trusts it (docs/product.md decision 16).

const NOW = Date.parse('2026-11-22T08:00:00Z');
const KEY = 'slotboard.capabilities.ws-1';

const read = (entries: unknown) => {
  const storage = new MemoryStorage();
  storage.setItem(KEY, JSON.stringify({ entries }));
  onStorageDropped(() => {})(); // earlier drops, replayed to the first listener
  const dropped: string[] = [];
  const stop = onStorageDropped((e) => dropped.push(e.key));
  const answer = readKnownCapability(storage, 'ws-1', 'availabilityReads', 'v1', NOW);
  stop();
  return { answer, dropped, left: storage.getItem(KEY) };
};

describe('a stored capability answer', () => {
  it('is used when it names a known capability and a real time', () => {
    expect(
      read({
        'availabilityReads@v1': { answer: 'no', at: NOW - 1000 },
        'bookingFilters@v2': { answer: 'yes', at: NOW },
      }),
    ).toMatchObject({
      answer: { answer: 'no', at: NOW - 1000 },
      dropped: [],
    });
  });

  it.each([
    ['a time that is not a number', { 'availabilityReads@v1': { answer: 'no', at: '2026-11-22' } }],
    ['a time before 2000', { 'availabilityReads@v1': { answer: 'no', at: 946_684_799_999 } }],
    ['a time after 2100', { 'availabilityReads@v1': { answer: 'no', at: Date.UTC(2101, 0, 1) } }],
    [
      'a capability this app does not know',
      { 'availabilityReads@v1': { answer: 'no', at: NOW }, 'teleport@v2': { answer: 'yes', at: NOW } },
    ],
    ['an unknown version', { 'availabilityReads@v3': { answer: 'no', at: NOW } }],
    ['an answer that is neither yes nor no', { 'availabilityReads@v1': { answer: 'maybe', at: NOW } }],
  ])('is dropped with a notice when it holds %s', (_name, entries) => {
    expect(read(entries)).toEqual({ answer: null, dropped: [KEY], left: null });
  });
});
