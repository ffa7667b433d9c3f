import { describe, expect, it } from 'vitest';
import { createSandboxApp } from '../../../sandbox/app';
import { fetchFromApp, respondWith } from '../../testing/fake-fetch';
import { createApiClient } from '../client';
import { ApiError } from '../errors';
import { checkSlots } from './check';
import { slotKeys, slotMonthQuery } from './queries';
import { slotMonthSchema } from './schemas';

// The slots request as sent and read: the vendor's parameters, its answer read by the schema (the
// vendor publishes no sample body for it, so the sandbox's answer, itself checked against the
// vendor's OpenAPI in sandbox/slots-route.test.ts, and the OpenAPI's own shape stand in), and the
// check that learns whether a workspace has it.

const NOW = Date.parse('2026-11-21T12:00:00Z');
const sandbox = (capabilities?: { slots?: boolean }) => {
  const fetchFn = fetchFromApp(createSandboxApp({ now: () => NOW, seed: { capabilities } }));
  return {
    fetchFn,
    client: createApiClient({ baseUrl: 'http://sandbox.test', apiKey: 'sandbox-demo-key', fetch: fetchFn }),
  };
};
const answering = (status: number, body: unknown) => {
  const fetchFn = respondWith(status, body);
  return { fetchFn, client: createApiClient({ baseUrl: 'https://acme.neetocal.com', apiKey: 'k', fetch: fetchFn }) };
};
async function aSlug(client: ReturnType<typeof sandbox>['client']) {
  const { meetings } = await client.meetings.list({ page_number: 1, page_size: 10 });
  return meetings.find((m) => m.kind === 'one_on_one' && !m.disabled)!.slug!;
}

describe('slots: the request', () => {
  it('sends the vendor’s path and parameters, the slug escaped, and reads the sandbox’s month', async () => {
    const { client, fetchFn } = sandbox();
    const slug = await aSlug(client);
    const answer = await client.slots.month({ slug, timeZone: 'America/New_York', year: 2026, month: 12 });
    expect(fetchFn.calls.at(-1)).toBe(
      `GET /api/external/v1/slots/${slug}?time_zone=America%2FNew_York&year=2026&month=12`,
    );
    expect(answer.slots).toHaveLength(31);
    const times = answer.slots.flatMap((d) => Object.values(d.slots ?? {}));
    expect(times.length).toBeGreaterThan(0);
    expect(times[0]).toEqual({
      start_time: expect.stringMatching(/^\d\d:\d\d [AP]M$/),
      end_time: expect.stringMatching(/^\d\d:\d\d [AP]M$/),
      count: 1,
    });
    await client.slots.month({ slug: 'a b/c?d', timeZone: 'UTC', year: 2026, month: 1 }).catch(() => undefined);
    expect(fetchFn.calls.at(-1)).toMatch(/^GET \/api\/external\/v1\/slots\/a%20b%2Fc%3Fd\?/);
  });

  it('the OpenAPI’s shape reads, with nulls and missing fields where the vendor may leave them', () => {
    const body = {
      slots: [
        {
          date: '2025-11-21',
          day: 21,
          slots: { '09:00 AM': { start_time: '09:00 AM', end_time: '09:30 AM', count: 1 } },
        },
        { date: '2025-11-22', day: null, slots: null },
        {},
      ],
    };
    expect(slotMonthSchema.safeParse(body).success).toBe(true);
  });

  it.each([
    ['no list', {}],
    ['a list that is an object', { slots: { '2026-12-01': [] } }],
    ['a day that is a string', { slots: ['2026-12-01'] }],
    ['times as a list of strings', { slots: [{ date: '2026-12-01', slots: ['09:00 AM'] }] }],
    ['a count in words', { slots: [{ date: '2026-12-01', slots: { a: { start_time: '09:00 AM', count: 'one' } } }] }],
  ])('a wrong shape (%s) is an answer that cannot be read, naming where', async (_, body) => {
    const error = await answering(200, body)
      .client.slots.month({ slug: 'x', timeZone: 'UTC', year: 2026, month: 12 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'invalid_response' });
  });

  it('is cached per workspace, link, month and zone', () => {
    const { client } = sandbox();
    const one = slotMonthQuery({ client, workspaceId: 'ws' }, { slug: 'a', timeZone: 'UTC', year: 2027, month: 3 });
    expect(one.queryKey).toEqual(['ws', 'ws', 'slots', 'a', '2027-03', 'UTC']);
    expect(slotKeys.link('ws', 'a')).toEqual(one.queryKey.slice(0, 4));
  });
});

describe('checkSlots', () => {
  it('asks for this month of a listed link in UTC: an answer is yes', async () => {
    const { client, fetchFn } = sandbox();
    const slug = await aSlug(client);
    expect(await checkSlots(client, { slugs: [null, '', slug] }, NOW)).toEqual({ answer: 'yes' });
    expect(fetchFn.calls.at(-1)).toBe(`GET /api/external/v1/slots/${slug}?time_zone=UTC&year=2026&month=11`);
  });

  it('a workspace without the route is no; 404, 405 and 501 say so, since the link was just listed', async () => {
    const off = sandbox({ slots: false });
    expect(await checkSlots(off.client, { slugs: [await aSlug(off.client)] }, NOW)).toEqual({ answer: 'no' });
    for (const status of [404, 405, 501])
      expect(await checkSlots(answering(status, { error: 'x' }).client, { slugs: ['a'] }, NOW)).toEqual({
        answer: 'no',
      });
  });

  it.each([400, 401, 422, 429, 500])('%s cannot tell', async (status) => {
    expect(await checkSlots(answering(status, { error: 'x' }).client, { slugs: ['a'] }, NOW)).toMatchObject({
      answer: 'unknown',
      reason: 'failed',
    });
  });

  it('an answer that is not a month cannot tell; no link to ask about sends nothing', async () => {
    expect(await checkSlots(answering(200, { slots: 'none' }).client, { slugs: ['a'] }, NOW)).toMatchObject({
      answer: 'unknown',
    });
    const { client, fetchFn } = answering(200, { slots: [] });
    expect(await checkSlots(client, { slugs: [null, ' '] }, NOW)).toEqual({ answer: 'unknown', reason: 'no-link' });
    expect(fetchFn.calls).toEqual([]);
  });
});
