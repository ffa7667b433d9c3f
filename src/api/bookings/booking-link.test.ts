import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../client';
import { bookingLinkQuery } from './booking-link';
import { bookingKeys } from './queries';

// The scheduling link of a booking, found by searching its name and matching its id.

type Link = { id: string; sid: string; name?: string | null; slug?: string | null; disabled?: boolean | null };
function connection(links: Link[], apiVersion = 'v2') {
  const list = vi.fn(async (_params: unknown, _options: unknown) => ({ meetings: links, pagination: {} }));
  return {
    list,
    conn: {
      client: { meetings: { list } } as unknown as ApiClient,
      workspaceId: 'w1',
      active: { apiVersion } as never,
    },
  };
}
const meeting = { id: 'm2', name: 'Intro call' };

afterEach(() => vi.useRealTimers());

describe('bookingLinkQuery', () => {
  it('searches one page of 100 by the link’s name, with the workspace’s list version', async () => {
    const { list, conn } = connection([], 'v1');
    const query = bookingLinkQuery(conn, meeting);
    expect(query.queryKey).toEqual(bookingKeys.link('w1', 'm2'));
    await new QueryClient().fetchQuery(query);
    expect(list).toHaveBeenCalledWith(
      { page_number: 1, page_size: 100, search: 'Intro call' },
      { version: 'v1', signal: expect.any(AbortSignal) },
    );
  });

  it('answers the link whose id matches, not another of the same name', async () => {
    const { conn } = connection([
      { id: 'm1', sid: 'a', name: 'Intro call', slug: 'intro-other' },
      { id: 'm2', sid: 'b', name: 'Intro call (team)', slug: 'intro', disabled: true },
    ]);
    const found = await new QueryClient().fetchQuery(bookingLinkQuery(conn, meeting));
    expect(found).toMatchObject({ slug: 'intro', name: 'Intro call (team)', disabled: true });
    expect(found!.meeting).toMatchObject({ id: 'm2', sid: 'b' });
  });

  it('keeps the booking’s name for a link that gives none, and reads a missing "disabled" as enabled', async () => {
    const { conn } = connection([{ id: 'm2', sid: 'b', name: null, slug: 'intro', disabled: null }]);
    expect(await new QueryClient().fetchQuery(bookingLinkQuery(conn, meeting))).toMatchObject({
      slug: 'intro',
      name: 'Intro call',
      disabled: false,
    });
  });

  it('answers null when the link is not on the page or has no slug', async () => {
    expect(
      await new QueryClient().fetchQuery(
        bookingLinkQuery(connection([{ id: 'm1', sid: 'a', slug: 'x' }]).conn, meeting),
      ),
    ).toBeNull();
    expect(
      await new QueryClient().fetchQuery(
        bookingLinkQuery(connection([{ id: 'm2', sid: 'a', slug: '' }]).conn, meeting),
      ),
    ).toBeNull();
  });

  it('is not asked again for five minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { list, conn } = connection([{ id: 'm2', sid: 'b', slug: 'intro' }]);
    const client = new QueryClient();
    await client.fetchQuery(bookingLinkQuery(conn, meeting));
    vi.advanceTimersByTime(4 * 60_000);
    await client.fetchQuery(bookingLinkQuery(conn, meeting));
    expect(list).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2 * 60_000);
    await client.fetchQuery(bookingLinkQuery(conn, meeting));
    expect(list).toHaveBeenCalledTimes(2);
  });
});
