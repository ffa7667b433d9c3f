import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../client';
import type { Connection } from '../connection';
import { meetingKeys } from '../meetings/queries';
import { askSlots, checkSlots } from './check';
import { slotMonthQuery } from './queries';

// Which link the slots check asks about: one a screen already listed in this workspace, else one of
// the first page of links, read in the list version the settings ask for; the month is the current
// one in UTC, and the caller's signal can stop every request.

const NOW = Date.parse('2027-03-31T23:30:00Z');

function fakeConnection(apiVersion: 'v1' | 'v2', list: () => Promise<{ meetings: { slug: string | null }[] }>) {
  const month = vi.fn(async () => ({ slots: [] }));
  const listSpy = vi.fn(list);
  const client = { slots: { month }, meetings: { list: listSpy } } as unknown as ApiClient;
  const connection = { client, workspaceId: 'ws1', active: { apiVersion } } as unknown as Connection;
  return { connection, month, list: listSpy };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('askSlots', () => {
  it('asks about a link a screen of this workspace has listed, without listing links again', async () => {
    const { connection, month, list } = fakeConnection('v2', async () => ({ meetings: [] }));
    const queryClient = new QueryClient();
    queryClient.setQueryData([...meetingKeys.all('other'), 'list'], { meetings: [{ slug: 'not-this-one' }] });
    queryClient.setQueryData([...meetingKeys.all('ws1'), 'one'], { slug: 'intro-call' });
    const signal = new AbortController().signal;
    expect(await askSlots(connection, queryClient, signal)).toEqual({ answer: 'yes' });
    expect(list).not.toHaveBeenCalled();
    expect(month).toHaveBeenCalledWith({ slug: 'intro-call', timeZone: 'UTC', year: 2027, month: 3 }, { signal });
  });

  it('with no link listed here, reads the first page of 30 links in the version the settings ask for', async () => {
    for (const version of ['v1', 'v2'] as const) {
      const { connection, month, list } = fakeConnection(version, async () => ({
        meetings: [{ slug: null }, { slug: 'demo' }],
      }));
      const queryClient = new QueryClient();
      queryClient.setQueryData([...meetingKeys.all('other'), 'list'], { meetings: [{ slug: 'elsewhere' }] });
      const signal = new AbortController().signal;
      expect(await askSlots(connection, queryClient, signal)).toEqual({ answer: 'yes' });
      expect(list).toHaveBeenCalledWith({ page_number: 1, page_size: 30 }, { version, signal });
      expect(month).toHaveBeenCalledWith(expect.objectContaining({ slug: 'demo' }), { signal });
    }
  });

  it('links that cannot be listed make the answer unknown, keeping the error; nothing else is asked', async () => {
    const error = new Error('offline');
    const { connection, month } = fakeConnection('v2', async () => Promise.reject(error));
    expect(await askSlots(connection, new QueryClient(), new AbortController().signal)).toEqual({
      answer: 'unknown',
      reason: 'failed',
      error,
    });
    expect(month).not.toHaveBeenCalled();
  });
});

describe('checkSlots and the slots query', () => {
  it('the check’s request can be stopped by its caller', async () => {
    const { connection, month } = fakeConnection('v2', async () => ({ meetings: [] }));
    const signal = new AbortController().signal;
    await checkSlots(connection.client, { slugs: ['demo'] }, NOW, signal);
    expect(month).toHaveBeenCalledWith({ slug: 'demo', timeZone: 'UTC', year: 2027, month: 3 }, { signal });
  });

  it('a month’s query asks the workspace for that month, with the query’s signal', async () => {
    const { connection, month } = fakeConnection('v2', async () => ({ meetings: [] }));
    const params = { slug: 'demo', timeZone: 'Asia/Tokyo', year: 2027, month: 4 };
    const signal = new AbortController().signal;
    const query = slotMonthQuery(connection, params);
    await (query.queryFn as (ctx: { signal: AbortSignal }) => Promise<unknown>)({ signal });
    expect(month).toHaveBeenCalledWith(params, { signal });
  });
});
