import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createSandboxApp } from '../../../sandbox/app';
import { fetchFromApp } from '../../testing/fake-fetch';
import { createApiClient, type ApiClient } from '../client';
import {
  allAvailabilitiesQuery,
  availabilityKeys,
  availabilityQuery,
  memberAvailabilitiesQuery,
  emailSet,
} from './queries';
import { capabilityKeys } from '../capability-store';
import { ApiError } from '../errors';

const setup = () => {
  const fetchFn = fetchFromApp(createSandboxApp());
  const ws = {
    client: createApiClient({ baseUrl: 'http://sandbox.test', apiKey: 'sandbox-demo-key', fetch: fetchFn }),
    workspaceId: 'ws-1',
  };
  return { ws, fetchFn, queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) };
};
const OLIVER = 'oliver.smith@example.com';
const AMARA = 'amara.okafor@example.com';

describe('availability queries', () => {
  it('key one member set once, whatever the order, case or repeats, and keep workspaces apart', () => {
    expect(availabilityKeys.everything('ws-1', [AMARA, ` ${OLIVER.toUpperCase()}`, AMARA])).toEqual(
      availabilityKeys.everything('ws-1', [OLIVER, AMARA]),
    );
    expect(availabilityKeys.everything('ws-1', [OLIVER])).not.toEqual(availabilityKeys.everything('ws-2', [OLIVER]));
    expect(availabilityKeys.detail('ws-1', 'a', 'v1')).not.toEqual(availabilityKeys.detail('ws-1', 'a', 'v2'));
    for (const key of [
      availabilityKeys.everything('ws-1', [OLIVER]),
      availabilityKeys.member('ws-1', OLIVER),
      availabilityKeys.detail('ws-1', 'a', 'v2'),
    ]) {
      expect(key.slice(0, 3)).toEqual(availabilityKeys.all('ws-1'));
    }
  });

  it('do not run without a member or an id', () => {
    const { ws } = setup();
    expect(allAvailabilitiesQuery(ws, [' ']).enabled).toBe(false);
    expect(memberAvailabilitiesQuery(ws, '').enabled).toBe(false);
    expect(availabilityQuery(ws, '').enabled).toBe(false);
  });

  it('read everything, one member and one availability from the workspace', async () => {
    const { ws, queryClient } = setup();
    const all = await queryClient.fetchQuery(allAvailabilitiesQuery(ws, [OLIVER, AMARA]));
    expect(new Set(all.availabilities.map((a) => a.user?.email))).toEqual(new Set([OLIVER, AMARA]));
    const mine = await queryClient.fetchQuery(memberAvailabilitiesQuery(ws, AMARA));
    expect(mine.availabilities.length).toBe(all.availabilities.filter((a) => a.user?.email === AMARA).length);
    const one = await queryClient.fetchQuery(availabilityQuery(ws, mine.availabilities[0]!.sid));
    expect(one.id).toBe(mine.availabilities[0]!.id);
  });
});

// The availability reads run only when they name someone or something, ask with the members in one
// form, and a list's 404 (which names no record) tells the app the workspace lacks the reads.

function workspace(fail?: ApiError) {
  const answer = async () => {
    if (fail) throw fail;
    return { availabilities: [], pagination: {} };
  };
  const availabilities = {
    list: vi.fn(answer),
    listAll: vi.fn(answer),
    listForMember: vi.fn(answer),
    get: vi.fn(answer),
  };
  return { availabilities, ws: { client: { availabilities } as unknown as ApiClient, workspaceId: 'w1' } };
}
const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const routeKnown = (client: QueryClient) => client.getQueryData(capabilityKeys.one('w1', 'availabilityReads', 'v1'));
const notFound = () => new ApiError({ kind: 'not_found', status: 404, message: 'Not found.' });

describe('emailSet', () => {
  it('is the members in lower case, trimmed, without repeats or blanks, sorted', () => {
    expect(emailSet([' Ben@X.org', 'ana@x.org', 'BEN@x.org ', ' '])).toEqual(['ana@x.org', 'ben@x.org']);
  });
});

describe('the availability reads', () => {
  it('run once they name a member or a record', () => {
    const { ws } = workspace();
    expect(allAvailabilitiesQuery(ws, ['ana@x.org']).enabled).toBe(true);
    expect(memberAvailabilitiesQuery(ws, 'ana@x.org').enabled).toBe(true);
    expect(memberAvailabilitiesQuery(ws, '   ').enabled).toBe(false);
    expect(availabilityQuery(ws, 'av1').enabled).toBe(true);
  });

  it('ask with the member set, and a member’s first 100', async () => {
    const { availabilities, ws } = workspace();
    const client = queryClient();
    await client.fetchQuery(allAvailabilitiesQuery(ws, ['B@x.org', 'a@x.org']));
    expect(availabilities.listAll).toHaveBeenCalledWith(
      { emails: ['a@x.org', 'b@x.org'], page_size: 100 },
      expect.objectContaining({ onProgress: expect.any(Function) }),
    );
    await client.fetchQuery(memberAvailabilitiesQuery(ws, 'a@x.org'));
    expect(availabilities.listForMember).toHaveBeenCalledWith(
      'a@x.org',
      { page: 1, page_size: 100 },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    await client.fetchQuery(availabilityQuery(ws, 'av1', 'v1'));
    expect(availabilities.get).toHaveBeenCalledWith('av1', expect.objectContaining({ version: 'v1' }));
  });

  it('learn from the list’s 404 that the workspace has no availability reads', async () => {
    const all = workspace(notFound());
    const allClient = queryClient();
    await expect(allClient.fetchQuery(allAvailabilitiesQuery(all.ws, ['a@x.org']))).rejects.toBeInstanceOf(ApiError);
    expect(routeKnown(allClient)).toBe('no');
  });

  it('do not take a record’s 404 for a missing route; its 405 is one', async () => {
    const gone = workspace(notFound());
    const client = queryClient();
    await expect(client.fetchQuery(availabilityQuery(gone.ws, 'av1'))).rejects.toBeInstanceOf(ApiError);
    expect(routeKnown(client)).toBeUndefined();
    const missing = workspace(new ApiError({ kind: 'unsupported', status: 405, message: 'No.' }));
    await expect(client.fetchQuery(availabilityQuery(missing.ws, 'av2'))).rejects.toBeInstanceOf(ApiError);
    expect(routeKnown(client)).toBe('no');
  });
});
