import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createSandboxApp } from '../../sandbox/app';
import { fetchFromApp, respondWith } from '../testing/fake-fetch';
import { MemoryStorage } from '../testing/memory-storage';
import {
  CAPABILITY_TTL_MS,
  capabilityFromError,
  capabilityKeys,
  probeCapability,
  readKnownCapability,
  rememberCapability,
} from './capability-store';
import { createApiClient } from './client';
import { ApiError } from './errors';

const sandboxClient = (capabilities?: { availabilityReads?: boolean }) => {
  const fetchFn = fetchFromApp(createSandboxApp({ seed: { capabilities } }));
  return { fetchFn, client: createApiClient({ baseUrl: 'http://sandbox.test', apiKey: 'sandbox-demo-key', fetch: fetchFn }) };
};
const answering = (status: number, body: unknown = { error: 'x' }) =>
  createApiClient({ baseUrl: 'https://acme.neetocal.com', apiKey: 'k', fetch: respondWith(status, body) });
const error = (status: number | null) => new ApiError({ kind: 'server', status, message: 'x' });

describe('capabilityFromError', () => {
  it.each([
    [405, false, 'no'],
    [501, false, 'no'],
    [404, true, 'no'],
    [404, false, 'unknown'],
    [400, false, 'yes'],
    [422, false, 'yes'],
    [500, true, 'unknown'],
    [429, true, 'unknown'],
    [401, true, 'unknown'],
    [null, true, 'unknown'],
  ] as const)('%s (a 404 cannot be about a record: %s) → %s', (status, known, answer) => {
    expect(capabilityFromError(error(status), { recordKnownToExist: known })).toBe(answer);
    expect(capabilityFromError(error(status), { notFoundIsRoute: known })).toBe(answer);
  });
  it('says nothing about anything that is not an API error', () => {
    expect(capabilityFromError(new Error('boom'), { recordKnownToExist: true })).toBe('unknown');
  });
});

describe('probeCapability', () => {
  it('asks the availability list for one row, naming no member: yes from the sandbox, no when it lacks the route', async () => {
    const on = sandboxClient();
    expect(await probeCapability(on.client, 'availabilityReads', 'v1')).toBe('yes');
    expect(on.fetchFn.calls).toEqual(['GET /api/external/v1/availabilities?page_size=1']);
    const off = sandboxClient({ availabilityReads: false });
    expect(await probeCapability(off.client, 'availabilityReads', 'v1')).toBe('no');
  });

  it('v2: reads an availability the v1 list returned through v2; unknown when v1 is missing', async () => {
    const on = sandboxClient();
    expect(await probeCapability(on.client, 'availabilityReads', 'v2')).toBe('yes');
    expect(on.fetchFn.calls.at(-1)).toMatch(/^GET \/api\/external\/v2\/availabilities\/[\w-]+$/);
    expect(await probeCapability(sandboxClient({ availabilityReads: false }).client, 'availabilityReads', 'v2')).toBe('unknown');
  });

  it('takes a 405 or 501 as missing, a 500, a 429 or a page that is not JSON as no answer', async () => {
    expect(await probeCapability(answering(405), 'availabilityReads', 'v1')).toBe('no');
    expect(await probeCapability(answering(501), 'availabilityReads', 'v1')).toBe('no');
    expect(await probeCapability(answering(500), 'availabilityReads', 'v1')).toBe('unknown');
    expect(await probeCapability(answering(429), 'availabilityReads', 'v1')).toBe('unknown');
    expect(await probeCapability(answering(200, '<html>app</html>'), 'availabilityReads', 'v1')).toBe('unknown');
  });

  it('never probes what cannot be asked without writing', async () => {
    const { client, fetchFn } = sandboxClient();
    expect(await probeCapability(client, 'linkHoursTimeZone', 'v2')).toBe('unknown');
    expect(await probeCapability(client, 'bookingFilters', 'v1')).toBe('unknown');
    expect(fetchFn.calls).toEqual([]);
  });
});

describe('remembered answers', () => {
  const target = { workspaceId: 'ws-1', name: 'availabilityReads', version: 'v1', answer: 'no' } as const;

  it('go in the cache and in storage per workspace and version, for a day', () => {
    const storage = new MemoryStorage();
    const queryClient = new QueryClient();
    const t0 = Date.parse('2026-11-22T08:00:00Z');
    rememberCapability(queryClient, storage, target, t0);
    expect(queryClient.getQueryData(capabilityKeys.one('ws-1', 'availabilityReads', 'v1'))).toBe('no');
    expect(readKnownCapability(storage, 'ws-1', 'availabilityReads', 'v1', t0 + 1000)).toEqual({ answer: 'no', at: t0 });
    expect(readKnownCapability(storage, 'ws-1', 'availabilityReads', 'v2', t0)).toBeNull();
    expect(readKnownCapability(storage, 'ws-2', 'availabilityReads', 'v1', t0)).toBeNull();
    expect(readKnownCapability(storage, 'ws-1', 'availabilityReads', 'v1', t0 + CAPABILITY_TTL_MS)).toBeNull();
  });

  it('keep "unknown" out of storage, and drop a stored entry that does not read back', () => {
    const storage = new MemoryStorage();
    rememberCapability(new QueryClient(), storage, { ...target, answer: 'unknown' });
    expect(storage.length).toBe(0);
    storage.setItem('slotboard.capabilities.ws-1', JSON.stringify({ entries: { 'availabilityReads@v1': { answer: 'maybe', at: 1 } } }));
    expect(readKnownCapability(storage, 'ws-1', 'availabilityReads', 'v1')).toBeNull();
    expect(storage.length).toBe(0);
  });
});
