import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createSandboxApp } from '../../sandbox/app';
import { fetchFromApp, respondWith } from '../testing/fake-fetch';
import { MemoryStorage } from '../testing/memory-storage';
import { capabilityFromError, checkCapability, correctAvailabilityReads } from './capability-check';
import { capabilityKeys, readKnownCapability, rememberCapability } from './capability-store';
import { createApiClient } from './client';
import { ApiError } from './errors';

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
