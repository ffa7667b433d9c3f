import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../testing/memory-storage';
import { CAPABILITY_TTL_MS, capabilityKeys, readKnownCapability, rememberCapability } from './capability-store';

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
