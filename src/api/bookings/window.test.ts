import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../client';
import type { Pagination } from '../schema-helpers';
import type { Booking } from './schemas';
import { probeStartsFilter, readWindow, WINDOW_SIZE } from './window';

// The bounded window a ranged or start-sorted bookings view reads, and the probe of whether the
// workspace applies the start-time filter at all.

const booking = (id: string, starts_at: string | null = '2026-12-01T09:00:00Z') =>
  ({ id, starts_at, multihosts: [], form_responses: [] }) as unknown as Booking;
const fullPage = (prefix: string) => Array.from({ length: 100 }, (_, i) => booking(`${prefix}${i}`));

/** A workspace answering the list pages in turn (and empty after them). */
function workspace(pages: { bookings: Booking[]; pagination?: Pagination }[]) {
  const list = vi.fn(async (params: { page_number: number }, _options: unknown) => {
    const page = pages[params.page_number - 1] ?? { bookings: [] };
    return { bookings: page.bookings, pagination: page.pagination ?? {} };
  });
  return { list, client: { bookings: { list } } as unknown as ApiClient };
}
const options = { version: 'v1' as const, signal: new AbortController().signal };

describe('readWindow', () => {
  it('asks pages of 100 with the filters and the version, and stops at a short page', async () => {
    const { list, client } = workspace([{ bookings: fullPage('a') }, { bookings: [booking('b1')] }]);
    const res = await readWindow(client, { type: 'past', host_email: 'h@x.org' }, options);
    // Each page under the reading's own signal, which the caller's ends.
    const asked = { version: 'v1', signal: expect.any(AbortSignal) };
    expect(list.mock.calls).toEqual([
      [{ type: 'past', host_email: 'h@x.org', page_number: 1, page_size: 100 }, asked],
      [{ type: 'past', host_email: 'h@x.org', page_number: 2, page_size: 100 }, asked],
    ]);
    expect(res).toMatchObject({ capped: false, total: null });
    expect(res.bookings.map((b) => b.id)).toEqual([...fullPage('a').map((b) => b.id), 'b1']);
  });

  it('reads three full pages at most and says the workspace held more', async () => {
    const { list, client } = workspace([
      { bookings: fullPage('a') },
      { bookings: fullPage('b') },
      { bookings: fullPage('c') },
      { bookings: fullPage('d') },
    ]);
    const res = await readWindow(client, {}, options);
    expect(list).toHaveBeenCalledTimes(3);
    expect(res.capped).toBe(true);
    expect(res.bookings).toHaveLength(WINDOW_SIZE);
    expect(res.bookings.at(-1)!.id).toBe('c99');
  });

  it('stops at a full page of bookings already read, keeping each once', async () => {
    const { list, client } = workspace([
      { bookings: fullPage('a') },
      { bookings: fullPage('a') },
      { bookings: fullPage('c') },
    ]);
    const res = await readWindow(client, {}, options);
    expect(list).toHaveBeenCalledTimes(2);
    expect(res).toMatchObject({ capped: false });
    expect(res.bookings).toHaveLength(100);
  });

  it('goes on past a full page that repeats only some bookings', async () => {
    const mixed = [...fullPage('a').slice(0, 50), ...fullPage('b').slice(0, 50)];
    const { list, client } = workspace([
      { bookings: fullPage('a') },
      { bookings: mixed },
      { bookings: [booking('c0')] },
    ]);
    const res = await readWindow(client, {}, options);
    expect(list).toHaveBeenCalledTimes(3);
    expect(res.bookings).toHaveLength(151);
  });

  it('stops at the last page the total allows, and takes the total from the first page', async () => {
    const { list, client } = workspace([
      { bookings: fullPage('a'), pagination: { total_records: 200 } },
      { bookings: fullPage('b'), pagination: { total_pages: 2 } },
      { bookings: fullPage('c') },
    ]);
    const res = await readWindow(client, {}, options);
    expect(list).toHaveBeenCalledTimes(2);
    expect(res).toMatchObject({ capped: false, total: 200 });
    expect(res.bookings).toHaveLength(200);
  });

  it('says the total of a workspace that counts them, even on one short page', async () => {
    const { client } = workspace([
      { bookings: [booking('a'), booking('b')], pagination: { total_records: 2, total_pages: 1 } },
    ]);
    expect(await readWindow(client, {}, options)).toEqual({
      bookings: [booking('a'), booking('b')],
      capped: false,
      total: 2,
    });
  });

  it('reads on when the total says more pages come, until the short page', async () => {
    const { list, client } = workspace([
      { bookings: fullPage('a'), pagination: { total_pages: 3 } },
      { bookings: fullPage('b'), pagination: { total_pages: 3 } },
      { bookings: [booking('c0')], pagination: { total_pages: 3 } },
    ]);
    const res = await readWindow(client, {}, options);
    expect(list).toHaveBeenCalledTimes(3);
    expect(res).toMatchObject({ capped: false, total: null });
  });
});

describe('probeStartsFilter', () => {
  const probe = (asked: Booking[], any: Booking[] = []) => {
    const list = vi.fn(async (params: { starts_between?: unknown }, _options: unknown) => ({
      bookings: params.starts_between ? asked : any,
      pagination: {},
    }));
    return { list, answer: probeStartsFilter({ bookings: { list } } as unknown as ApiClient, options) };
  };

  it('asks one booking starting within one second of 2000, with the version', async () => {
    const { list, answer } = probe([]);
    await answer;
    expect(list.mock.calls[0]).toEqual([
      {
        page_number: 1,
        page_size: 1,
        starts_between: { from: '2000-01-01T00:00:00.000Z', to: '2000-01-01T00:00:01.000Z' },
      },
      options,
    ]);
    expect(list.mock.calls[1]).toEqual([{ page_number: 1, page_size: 1 }, options]);
  });

  it('says "no" when the answer holds a booking starting outside that second, or with no start', async () => {
    expect(await probe([booking('a', '2026-12-01T09:00:00Z')]).answer).toBe('no');
    expect(await probe([booking('a', null)]).answer).toBe('no');
    expect(
      await probe([booking('in', '2000-01-01T00:00:00.500Z'), booking('out', '2026-12-01T09:00:00Z')]).answer,
    ).toBe('no');
  });

  it('says "yes" when the answer holds only bookings within that second, without asking again', async () => {
    const { list, answer } = probe([booking('in', '2000-01-01T00:00:00.500Z')]);
    expect(await answer).toBe('yes');
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('with no answer, says "yes" when the workspace has bookings and "unknown" when it has none', async () => {
    expect(await probe([], [booking('a')]).answer).toBe('yes');
    expect(await probe([], []).answer).toBe('unknown');
  });
});
