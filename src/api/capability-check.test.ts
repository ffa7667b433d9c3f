import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, afterEach, vi } from 'vitest';
import { createSandboxApp } from '../../sandbox/app';
import { fetchFromApp, respondWith } from '../testing/fake-fetch';
import { MemoryStorage } from '../testing/memory-storage';
import { capabilityFromError, checkCapability, correctAvailabilityReads, browserStorage } from './capability-check';
import {
  capabilityKeys,
  readKnownCapability,
  rememberCapability,
  CAPABILITY_TTL_MS,
  storeCapability,
} from './capability-store';
import { createApiClient, type ApiClient } from './client';
import { ApiError } from './errors';
import { onStorageDropped, type DroppedEntry } from '@/lib/storage';

// The availability reads check sends only a request the vendor documents as valid (emails[] naming
// a member), and only a list it can read counts as "yes".

const OLIVER = 'oliver.smith@example.com';
const sandboxClient = (capabilities?: { availabilityReads?: boolean }) => {
  const fetchFn = fetchFromApp(createSandboxApp({ seed: { capabilities } }));
  return {
    fetchFn,
    client: createApiClient({ baseUrl: 'http://sandbox.test', apiKey: 'sandbox-demo-key', fetch: fetchFn }),
  };
};
const answering = (status: number, body: unknown = { error: 'x' }) => {
  const fetchFn = respondWith(status, body);
  return { fetchFn, client: createApiClient({ baseUrl: 'https://acme.neetocal.com', apiKey: 'k', fetch: fetchFn }) };
};
const v1 = (client: ReturnType<typeof answering>['client'], emails: (string | null)[] = [OLIVER]) =>
  checkCapability(client, 'availabilityReads', 'v1', { emails });
const error = (status: number | null) => new ApiError({ kind: 'server', status, message: 'x' });

afterEach(() => vi.unstubAllGlobals());

describe('capabilityFromError', () => {
  it.each([
    [405, false, 'no'],
    [501, false, 'no'],
    [404, true, 'no'],
    [404, false, 'unknown'],
    [400, true, 'unknown'],
    [422, true, 'unknown'],
    [401, true, 'unknown'],
    [403, true, 'unknown'],
    [429, true, 'unknown'],
    [500, true, 'unknown'],
    [503, true, 'unknown'],
    [null, true, 'unknown'],
  ] as const)('%s (a 404 cannot be about a record: %s) → %s', (status, notFoundIsRoute, answer) => {
    expect(capabilityFromError(error(status), { notFoundIsRoute })).toBe(answer);
  });
  it('says nothing about anything that is not an API error', () => {
    expect(capabilityFromError(new Error('boom'), { notFoundIsRoute: true })).toBe('unknown');
  });
});

describe('checkCapability: availability reads, v1', () => {
  it('asks for one row of the first member with an address, and a list answer is yes', async () => {
    const { client, fetchFn } = sandboxClient();
    expect(await v1(client, [null, 'not an address', ` ${OLIVER} `])).toEqual({ answer: 'yes' });
    expect(fetchFn.calls).toEqual([
      `GET /api/external/v1/availabilities?emails%5B%5D=${encodeURIComponent(OLIVER)}&page=1&page_size=1`,
    ]);
  });

  it('a 200 list, even an empty one, is yes', async () => {
    expect(await v1(answering(200, { availabilities: [], pagination: {} }).client)).toEqual({ answer: 'yes' });
  });

  it('a 2xx that is not the documented list shape is not yes', async () => {
    for (const body of [{}, { availabilities: null }, { availabilities: {} }, '<html>app</html>'])
      expect((await v1(answering(200, body).client)).answer, JSON.stringify(body)).toBe('unknown');
  });

  it.each([400, 401, 403, 422, 429, 500, 503])('%s is not yes: could not tell', async (status) => {
    const verdict = await v1(answering(status).client);
    expect(verdict).toMatchObject({ answer: 'unknown', reason: 'failed' });
  });

  it.each([404, 405, 501])('%s on the route is no', async (status) => {
    expect(await v1(answering(status).client)).toEqual({ answer: 'no' });
  });

  it('a workspace without the route (the sandbox with the reads off) is no', async () => {
    expect(await v1(sandboxClient({ availabilityReads: false }).client)).toEqual({ answer: 'no' });
  });

  it('no answer at all (network) is unknown, with the error to say why', async () => {
    const client = createApiClient({
      baseUrl: 'https://acme.neetocal.com',
      apiKey: 'k',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const verdict = await v1(client);
    expect(verdict).toMatchObject({ answer: 'unknown', reason: 'failed' });
    expect(verdict.answer === 'unknown' && verdict.error).toBeInstanceOf(ApiError);
  });

  it('with no member whose email is an address, cannot tell and sends nothing', async () => {
    const { client, fetchFn } = answering(200, { availabilities: [] });
    expect(await v1(client, [])).toEqual({ answer: 'unknown', reason: 'no-member' });
    expect(await v1(client, [null, '', 'someone', 'a@b'])).toEqual({ answer: 'unknown', reason: 'no-member' });
    expect(fetchFn.calls).toEqual([]);
  });

  it('the sandbox refuses the old check that named nobody, and that refusal is not yes', async () => {
    const { client } = sandboxClient();
    const { fetchFn } = sandboxClient();
    const res = await fetchFn('http://sandbox.test/api/external/v1/availabilities?page_size=1', {
      headers: { 'X-Api-Key': 'sandbox-demo-key' },
    });
    expect(res.status).toBe(400);
    expect(await v1(answering(400, { error: 'Emails are required' }).client)).not.toEqual({ answer: 'yes' });
    expect(await v1(client)).toEqual({ answer: 'yes' });
  });
});

describe('checkCapability: v2, and what cannot be asked', () => {
  it('v2 reads an availability v1 listed through v2; unknown when v1 could not tell, no when the route is missing', async () => {
    const on = sandboxClient();
    expect(await checkCapability(on.client, 'availabilityReads', 'v2', { emails: [OLIVER] })).toEqual({
      answer: 'yes',
    });
    expect(on.fetchFn.calls.at(-1)).toMatch(/^GET \/api\/external\/v2\/availabilities\/[\w-]+$/);
    expect(
      on.fetchFn.calls.every(
        (c) => !c.startsWith('GET /api/external/v1/availabilities?') || c.includes('emails%5B%5D='),
      ),
    ).toBe(true);
    expect(await checkCapability(answering(500).client, 'availabilityReads', 'v2', { emails: [OLIVER] })).toMatchObject(
      { answer: 'unknown' },
    );
    expect(
      await checkCapability(sandboxClient({ availabilityReads: false }).client, 'availabilityReads', 'v2', {
        emails: [OLIVER],
      }),
    ).toEqual({ answer: 'no' });
  });

  it('never asks about what cannot be asked without writing', async () => {
    const { client, fetchFn } = sandboxClient();
    expect((await checkCapability(client, 'linkHoursTimeZone', 'v2', { emails: [OLIVER] })).answer).toBe('unknown');
    expect((await checkCapability(client, 'bookingFilters', 'v1', { emails: [OLIVER] })).answer).toBe('unknown');
    expect(fetchFn.calls).toEqual([]);
  });
});

describe('correctAvailabilityReads', () => {
  it('turns a kept yes into no on a missing route, in the cache and in storage; any other failure changes nothing', () => {
    const storage = new MemoryStorage();
    const queryClient = new QueryClient();
    const key = capabilityKeys.one('ws-1', 'availabilityReads', 'v1');
    rememberCapability(queryClient, storage, {
      workspaceId: 'ws-1',
      name: 'availabilityReads',
      version: 'v1',
      answer: 'yes',
    });
    for (const status of [400, 401, 500, null])
      expect(correctAvailabilityReads(queryClient, 'ws-1', error(status), { notFoundIsRoute: true }, storage)).toBe(
        false,
      );
    expect(correctAvailabilityReads(queryClient, 'ws-1', error(404), { notFoundIsRoute: false }, storage)).toBe(false);
    expect(queryClient.getQueryData(key)).toBe('yes');
    expect(correctAvailabilityReads(queryClient, 'ws-1', error(405), { notFoundIsRoute: false }, storage)).toBe(true);
    expect(queryClient.getQueryData(key)).toBe('no');
    expect(readKnownCapability(storage, 'ws-1', 'availabilityReads', 'v1')?.answer).toBe('no');
  });
});

// Only a valid request can say a workspace has an optional route, and a known answer is trusted for
// a day and no longer: these pin the edges of both.

const failure = (status: number | null, endpoint?: string) =>
  new ApiError({ kind: status === null ? 'network' : 'server', status, message: 'No.', endpoint });

function fakeClient(answers: { probe?: () => unknown; list?: () => unknown; get?: () => unknown }) {
  const availabilities = {
    probe: vi.fn(async () => answers.probe?.()),
    list: vi.fn(async () => answers.list?.() ?? { availabilities: [] }),
    get: vi.fn(async () => answers.get?.()),
  };
  return { availabilities, client: { availabilities } as unknown as ApiClient };
}

describe('capabilityFromError', () => {
  it('reads 405 and 501 as a missing route, 404 only where it cannot be about a record, anything else as nothing', () => {
    expect(capabilityFromError(failure(405), { notFoundIsRoute: false })).toBe('no');
    expect(capabilityFromError(failure(501), { notFoundIsRoute: false })).toBe('no');
    expect(capabilityFromError(failure(404), { notFoundIsRoute: true })).toBe('no');
    expect(capabilityFromError(failure(404), { notFoundIsRoute: false })).toBe('unknown');
    expect(capabilityFromError(failure(400), { notFoundIsRoute: true })).toBe('unknown');
    expect(capabilityFromError(failure(null), { notFoundIsRoute: true })).toBe('unknown');
    expect(capabilityFromError(new Error('405'), { notFoundIsRoute: true })).toBe('unknown');
    expect(capabilityFromError({ status: 405 }, { notFoundIsRoute: true })).toBe('unknown');
  });
});

describe('checkCapability through v2', () => {
  const members = { emails: ['  ', 'ana@example.com', 'ben@example.com'] };

  it('asks v1 for one row of up to five members, then reads the first one listed through v2', async () => {
    const { availabilities, client } = fakeClient({ list: () => ({ availabilities: [{ id: 'av1' }] }) });
    expect(await checkCapability(client, 'availabilityReads', 'v2', members)).toEqual({ answer: 'yes' });
    expect(availabilities.probe).toHaveBeenCalledWith('ana@example.com', { signal: undefined });
    expect(availabilities.list).toHaveBeenCalledWith(
      { emails: ['ana@example.com', 'ben@example.com'], page: 1, page_size: 1 },
      { signal: undefined },
    );
    expect(availabilities.get).toHaveBeenCalledWith('av1', { version: 'v2', signal: undefined });
  });

  it('passes the caller’s signal to every read, and asks nothing about what it cannot ask', async () => {
    const { availabilities, client } = fakeClient({ list: () => ({ availabilities: [{ id: 'av1' }] }) });
    const { signal } = new AbortController();
    await checkCapability(client, 'availabilityReads', 'v2', members, signal);
    expect(availabilities.probe).toHaveBeenCalledWith('ana@example.com', { signal });
    expect(availabilities.list).toHaveBeenCalledWith(expect.anything(), { signal });
    expect(availabilities.get).toHaveBeenCalledWith('av1', { version: 'v2', signal });
    expect(await checkCapability(client, 'slots', 'v2', members, signal)).toEqual({
      answer: 'unknown',
      reason: 'failed',
    });
  });

  it('asks about five members at most', async () => {
    const { availabilities, client } = fakeClient({ list: () => ({ availabilities: [{ id: 'av1' }] }) });
    const many = { emails: ['a@x.org', 'b@x.org', 'c@x.org', 'd@x.org', 'e@x.org', 'f@x.org'] };
    await checkCapability(client, 'availabilityReads', 'v2', many);
    expect(availabilities.list).toHaveBeenCalledWith(
      expect.objectContaining({ emails: ['a@x.org', 'b@x.org', 'c@x.org', 'd@x.org', 'e@x.org'] }),
      expect.anything(),
    );
  });

  it('cannot tell when the members hold no availability to read through v2, and reads none', async () => {
    const { availabilities, client } = fakeClient({});
    expect(await checkCapability(client, 'availabilityReads', 'v2', members)).toEqual({
      answer: 'unknown',
      reason: 'no-member',
    });
    expect(availabilities.get).not.toHaveBeenCalled();
  });

  it('reads a 404 of the v2 read as a missing route, a 404 of the v1 list after the probe as nothing', async () => {
    const v2 = fakeClient({
      list: () => ({ availabilities: [{ id: 'av1' }] }),
      get: () => Promise.reject(failure(404, 'GET /v2/availabilities/av1')),
    });
    expect(await checkCapability(v2.client, 'availabilityReads', 'v2', members)).toEqual({ answer: 'no' });
    const listed = fakeClient({ list: () => Promise.reject(failure(404, 'GET /v1/availabilities')) });
    expect(await checkCapability(listed.client, 'availabilityReads', 'v2', members)).toMatchObject({
      answer: 'unknown',
      reason: 'failed',
    });
    const unnamed = fakeClient({ list: () => Promise.reject(failure(404)) });
    expect(await checkCapability(unnamed.client, 'availabilityReads', 'v2', members)).toMatchObject({
      answer: 'unknown',
      reason: 'failed',
    });
    const other = fakeClient({ list: () => Promise.reject(new Error('boom')) });
    expect(await checkCapability(other.client, 'availabilityReads', 'v2', members)).toMatchObject({
      answer: 'unknown',
      reason: 'failed',
    });
  });

  it('says a 405 of either read is a missing route', async () => {
    const v2 = fakeClient({
      list: () => ({ availabilities: [{ id: 'av1' }] }),
      get: () => Promise.reject(failure(405, 'GET /v2/availabilities/av1')),
    });
    expect(await checkCapability(v2.client, 'availabilityReads', 'v2', members)).toEqual({ answer: 'no' });
  });
});

describe('browserStorage', () => {
  it('is local storage, or none where the browser refuses it', () => {
    const storage = new MemoryStorage();
    vi.stubGlobal('window', { localStorage: storage });
    expect(browserStorage()).toBe(storage);
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('Denied', 'SecurityError');
      },
    });
    expect(browserStorage()).toBeNull();
  });
});

describe('correctAvailabilityReads', () => {
  it('keeps "no" in the cache and in storage on a missing route, nothing otherwise', () => {
    const queryClient = new QueryClient();
    const storage = new MemoryStorage();
    expect(correctAvailabilityReads(queryClient, 'w1', failure(404), { notFoundIsRoute: false }, storage)).toBe(false);
    expect(queryClient.getQueryData(capabilityKeys.one('w1', 'availabilityReads', 'v1'))).toBeUndefined();
    expect(correctAvailabilityReads(queryClient, 'w1', failure(501), { notFoundIsRoute: false }, storage)).toBe(true);
    expect(queryClient.getQueryData(capabilityKeys.one('w1', 'availabilityReads', 'v1'))).toBe('no');
    expect(readKnownCapability(storage, 'w1', 'availabilityReads', 'v1')).toMatchObject({ answer: 'no' });
  });
});

describe('a known answer', () => {
  const T = Date.UTC(2026, 10, 27);
  const kept = (at: number, now: number) => {
    const storage = new MemoryStorage();
    storeCapability(storage, { workspaceId: 'w1', name: 'slots', version: 'v2', answer: 'yes' }, at);
    return readKnownCapability(storage, 'w1', 'slots', 'v2', now);
  };

  it('is trusted for a day, not a millisecond more', () => {
    expect(kept(T, T)).toEqual({ answer: 'yes', at: T });
    expect(kept(T, T + CAPABILITY_TTL_MS - 1)).toEqual({ answer: 'yes', at: T });
    expect(kept(T, T + CAPABILITY_TTL_MS)).toBeNull();
    expect(CAPABILITY_TTL_MS).toBe(86_400_000);
  });

  it('is not trusted when it claims a time still to come', () => {
    expect(kept(T + 1, T)).toBeNull();
  });

  it('is kept with a time from the first instant of 2000, never before', () => {
    const y2000 = Date.UTC(2000, 0, 1);
    expect(kept(y2000, y2000)).toEqual({ answer: 'yes', at: y2000 });
    expect(kept(y2000 - 1, y2000)).toBeNull();
  });

  it('drops the expired answers of the workspace on the next write, keeps the fresh ones', () => {
    const storage = new MemoryStorage();
    storeCapability(storage, { workspaceId: 'w1', name: 'slots', version: 'v1', answer: 'yes' }, T);
    storeCapability(storage, { workspaceId: 'w1', name: 'bookingFilters', version: 'v1', answer: 'no' }, T + 1000);
    storeCapability(
      storage,
      { workspaceId: 'w1', name: 'bookingCancel', version: 'v1', answer: 'yes' },
      T + CAPABILITY_TTL_MS,
    );
    const stored = JSON.parse(storage.getItem('slotboard.capabilities.w1')!) as { entries: Record<string, unknown> };
    expect(Object.keys(stored.entries).sort()).toEqual(['bookingCancel@v1', 'bookingFilters@v1']);
  });

  it('is none without storage, and a stored entry that does not read is dropped with a notice naming it', () => {
    expect(readKnownCapability(null, 'w1', 'slots', 'v1')).toBeNull();
    const storage = new MemoryStorage();
    storage.setItem(
      'slotboard.capabilities.w1',
      JSON.stringify({ entries: { 'slots@v1': { answer: 'maybe', at: T } } }),
    );
    const dropped: DroppedEntry[] = [];
    const stop = onStorageDropped((e) => dropped.push(e));
    // Entries dropped by earlier tests were waiting for a listener: start from none.
    dropped.length = 0;
    expect(readKnownCapability(storage, 'w1', 'slots', 'v1', T)).toBeNull();
    stop();
    expect(dropped.map((e) => e.what)).toEqual(["what Slotboard learned about this workspace's features"]);
  });

  it('goes in the cache with the time it was learned', () => {
    const queryClient = new QueryClient();
    rememberCapability(queryClient, null, { workspaceId: 'w1', name: 'slots', version: 'v2', answer: 'unknown' }, T);
    expect(queryClient.getQueryState(capabilityKeys.one('w1', 'slots', 'v2'))).toMatchObject({
      data: 'unknown',
      dataUpdatedAt: T,
    });
  });
});
