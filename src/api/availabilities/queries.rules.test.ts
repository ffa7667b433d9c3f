import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { capabilityKeys } from '../capability-store';
import type { ApiClient } from '../client';
import { ApiError } from '../errors';
import {
  allAvailabilitiesQuery,
  availabilitiesPageQuery,
  availabilityQuery,
  emailSet,
  memberAvailabilitiesQuery,
} from './queries';

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
    expect(availabilitiesPageQuery(ws, ['ana@x.org'], 1).enabled).toBe(true);
    expect(allAvailabilitiesQuery(ws, ['ana@x.org']).enabled).toBe(true);
    expect(memberAvailabilitiesQuery(ws, 'ana@x.org').enabled).toBe(true);
    expect(memberAvailabilitiesQuery(ws, '   ').enabled).toBe(false);
    expect(availabilityQuery(ws, 'av1').enabled).toBe(true);
  });

  it('ask with the member set, the page and its size, and a member’s first 100', async () => {
    const { availabilities, ws } = workspace();
    const client = queryClient();
    await client.fetchQuery(availabilitiesPageQuery(ws, ['B@x.org', 'a@x.org'], 2, 50));
    expect(availabilities.list).toHaveBeenCalledWith(
      { emails: ['a@x.org', 'b@x.org'], page: 2, page_size: 50 },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    await client.fetchQuery(allAvailabilitiesQuery(ws, ['a@x.org']));
    expect(availabilities.listAll).toHaveBeenCalledWith(
      { emails: ['a@x.org'], page_size: 100 },
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

  it('learn from a list’s 404 that the workspace has no availability reads, whichever list it was', async () => {
    const page = workspace(notFound());
    const pageClient = queryClient();
    await expect(pageClient.fetchQuery(availabilitiesPageQuery(page.ws, ['a@x.org'], 1))).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(routeKnown(pageClient)).toBe('no');
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
