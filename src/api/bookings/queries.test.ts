import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../client';
import { bookingKeys, bookingQuery, bookingsPageQuery, bookingWindowQuery } from './queries';

// The booking reads as queries: each keyed by workspace, version and what it asks, each asking the
// client with the query's abort signal.

function workspace() {
  const bookings = {
    list: vi.fn(async (_params: unknown, _options: unknown) => ({ bookings: [], pagination: {} })),
    get: vi.fn(async (sid: string, _options: unknown) => ({ id: sid, sid, multihosts: [], form_responses: [] })),
  };
  return { bookings, ws: { client: { bookings } as unknown as ApiClient, workspaceId: 'w1' } };
}
const fetchWith = (options: { queryKey: readonly unknown[]; queryFn?: unknown }) =>
  new QueryClient().fetchQuery(options as never);

describe('booking queries', () => {
  it('key every read under its workspace, a booking’s link beside the bookings', () => {
    expect(bookingKeys.page('w1', 'v2', { page_number: 2, page_size: 30, type: 'past' })).toEqual([
      'ws',
      'w1',
      'bookings',
      'page',
      'v2',
      { page_number: 2, page_size: 30, type: 'past' },
    ]);
    expect(bookingKeys.window('w1', 'v1', { host_email: 'h@x.org' })).toEqual([
      'ws',
      'w1',
      'bookings',
      'window',
      'v1',
      { host_email: 'h@x.org' },
    ]);
    expect(bookingKeys.one('w2', 's1')).toEqual(['ws', 'w2', 'bookings', 'one', 's1']);
    expect(bookingKeys.link('w2', 'm1')).toEqual(['ws', 'w2', 'booking-link', 'm1']);
  });

  it('read a page with its parameters, version and signal', async () => {
    const { bookings, ws } = workspace();
    const query = bookingsPageQuery(ws, 'v1', { page_number: 3, page_size: 30, type: 'upcoming' });
    expect(query.queryKey).toEqual(bookingKeys.page('w1', 'v1', { page_number: 3, page_size: 30, type: 'upcoming' }));
    await fetchWith(query);
    expect(bookings.list).toHaveBeenCalledWith(
      { page_number: 3, page_size: 30, type: 'upcoming' },
      { version: 'v1', signal: expect.any(AbortSignal) },
    );
  });

  it('read a window of pages of 100 with the filters', async () => {
    const { bookings, ws } = workspace();
    const query = bookingWindowQuery(ws, 'v2', { type: 'past' });
    expect(query.queryKey).toEqual(bookingKeys.window('w1', 'v2', { type: 'past' }));
    expect(await fetchWith(query)).toEqual({ bookings: [], capped: false, total: null });
    expect(bookings.list).toHaveBeenCalledWith(
      { type: 'past', page_number: 1, page_size: 100 },
      { version: 'v2', signal: expect.any(AbortSignal) },
    );
  });

  it('read one booking by its sid', async () => {
    const { bookings, ws } = workspace();
    const query = bookingQuery(ws, 's9');
    expect(query.queryKey).toEqual(bookingKeys.one('w1', 's9'));
    expect(await fetchWith(query)).toMatchObject({ sid: 's9' });
    expect(bookings.get).toHaveBeenCalledWith('s9', { signal: expect.any(AbortSignal) });
  });
});
