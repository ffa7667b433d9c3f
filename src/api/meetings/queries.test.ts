import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../client';
import { progressKey, progressStore } from '../progress';
import { allMeetingsQuery, isLinkList, linksOf, meetingKeys, meetingQuery, meetingsPageQuery } from './queries';
import { meetingSchema, type Meeting } from './schemas';

const link = (sid: string): Meeting => meetingSchema.parse({ id: sid, sid, name: sid });

function workspace(
  listAll: (
    params: unknown,
    options: {
      onProgress?: (p: { loaded: number; total: number | null }) => void;
      until?: (rows: Meeting[]) => boolean;
    },
  ) => unknown,
) {
  const meetings = {
    list: vi.fn(async () => ({ meetings: [link('a')], pagination: {} })),
    listAll: vi.fn(async (params: unknown, options: never) => listAll(params, options)),
  };
  return { meetings, ws: { client: { meetings } as unknown as ApiClient, workspaceId: 'w1' } };
}
const fetchWith = <T>(options: { queryKey: readonly unknown[]; queryFn?: unknown }) =>
  new QueryClient().fetchQuery(options as never) as Promise<T>;

describe('meeting queries', () => {
  it('key every read by workspace, version and what it asks for', () => {
    expect(meetingKeys.page('w1', 'v2', { page_number: 2 })).toEqual([
      'ws',
      'w1',
      'meetings',
      'page',
      'v2',
      { page_number: 2 },
    ]);
    expect(meetingKeys.everything('w1', 'v1', { host_email: ['a@x.org'], search: 'x' })).toEqual([
      'ws',
      'w1',
      'meetings',
      'all',
      'v1',
      { host_email: ['a@x.org'], search: 'x' },
    ]);
    expect(meetingKeys.one('w2', 'v2', 'intro')).toEqual(['ws', 'w2', 'meetings', 'one', 'v2', 'intro']);
  });

  it('read a page with its parameters and version', async () => {
    const { meetings, ws } = workspace(() => null);
    await fetchWith(meetingsPageQuery(ws, 'v1', { page_number: 3, page_size: 30 }));
    expect(meetings.list).toHaveBeenCalledWith(
      { page_number: 3, page_size: 30 },
      expect.objectContaining({ version: 'v1' }),
    );
  });

  it('read every link of the filters by pages of 100, telling the progress store under the query’s key', async () => {
    const { meetings, ws } = workspace((_params, options) => {
      options.onProgress?.({ loaded: 100, total: 250 });
      return { meetings: [link('a')], pagination: {} };
    });
    const query = allMeetingsQuery(ws, 'v2', { host_email: ['a@x.org'], search: 'demo' });
    await fetchWith(query);
    expect(meetings.listAll).toHaveBeenCalledWith(
      { host_email: ['a@x.org'], search: 'demo', page_size: 100 },
      expect.objectContaining({ version: 'v2' }),
    );
    expect(progressStore.get(progressKey(query.queryKey))).toEqual({ loaded: 100, total: 250 });
  });

  it('read one link by reading the list until it comes, and answer null when it never does', async () => {
    let untilSaw: boolean[] = [];
    const { meetings, ws } = workspace((_params, options) => {
      untilSaw = [options.until!([link('x')]), options.until!([link('x'), link('intro')])];
      return { meetings: [link('x'), link('intro')], pagination: {} };
    });
    expect(await fetchWith<Meeting | null>(meetingQuery(ws, 'v1', 'intro'))).toMatchObject({ sid: 'intro' });
    expect(untilSaw).toEqual([false, true]);
    expect(meetings.listAll).toHaveBeenCalledWith({ page_size: 100 }, expect.objectContaining({ version: 'v1' }));
    expect(await fetchWith<Meeting | null>(meetingQuery(ws, 'v1', 'gone'))).toBeNull();
  });
});

describe('linksOf and isLinkList', () => {
  it('take the links of a list, a link alone, and nothing from an empty entry', () => {
    const list = { meetings: [link('a'), link('b')], pagination: {} };
    expect(isLinkList(list)).toBe(true);
    expect(isLinkList(link('a'))).toBe(false);
    expect(isLinkList(null)).toBe(false);
    expect(isLinkList(undefined)).toBe(false);
    expect(linksOf(list).map((m) => m.sid)).toEqual(['a', 'b']);
    expect(linksOf(link('a')).map((m) => m.sid)).toEqual(['a']);
    expect(linksOf(null)).toEqual([]);
    expect(linksOf(undefined)).toEqual([]);
  });
});
