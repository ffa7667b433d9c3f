// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Meeting } from '@/api/meetings/schemas';
import { compareMeetings } from './meeting-sort';
import type { SortKey } from './meetings-search';
import { useSortedLinks } from './use-sorted-links';

const link = (i: number, host: string): Meeting =>
  ({
    id: `m${i}`,
    sid: `s${i}`,
    name: `Link ${(i * 37) % 101}`,
    hosts: [{ name: host, email: `${host}@example.com` }],
    fees: [],
    durations: [],
    durations_possible: [],
    spots: [],
  }) as unknown as Meeting;
const batch = (from: number, n: number, host = 'ann') => Array.from({ length: n }, (_, i) => link(from + i, host));
const names = (rows: readonly { m: Meeting }[]) => rows.map((r) => r.m.id);
const expected = (all: Meeting[], sort: SortKey, dir: 'asc' | 'desc') =>
  names([...all].sort(compareMeetings(sort, dir)).map((m) => ({ m })));

describe('useSortedLinks', () => {
  it('merges batches that arrive into the order shown, as a full sort would have it', async () => {
    const filter = { hosts: [] as string[], q: '' };
    const first = batch(0, 100);
    const { result, rerender } = renderHook(({ batches }) => useSortedLinks(batches, filter, 'name', 'desc'), {
      initialProps: { batches: [first] },
    });
    await waitFor(() => expect(result.current.rows).toHaveLength(100));
    expect(names(result.current.rows)).toEqual(expected(first, 'name', 'desc'));
    const more = [first, batch(300, 50), batch(100, 100)];
    rerender({ batches: more });
    // Merged in the same render: no sort in slices for a batch of the same load.
    expect(result.current.sorting).toBe(false);
    expect(names(result.current.rows)).toEqual(expected(more.flat(), 'name', 'desc'));
  });

  it('sorts again for a new order and keeps only links that match, counting those left out', async () => {
    const all = [...batch(0, 60, 'ann'), ...batch(60, 40, 'bob')];
    const { result, rerender } = renderHook(
      ({ sort, dir }: { sort: SortKey; dir: 'asc' | 'desc' }) =>
        useSortedLinks([all], { hosts: ['bob@example.com'], q: '' }, sort, dir),
      {
        initialProps: { sort: 'name', dir: 'asc' },
      },
    );
    await waitFor(() => expect(result.current.rows).toHaveLength(40));
    expect(result.current.leftOut).toBe(60);
    expect(result.current.hostsIgnored).toBe(true);
    rerender({ sort: 'name', dir: 'desc' });
    // A hundred links are sorted again in the same render.
    expect(result.current.sorting).toBe(false);
    expect(names(result.current.rows)).toEqual(expected(all.slice(60), 'name', 'desc'));
  });

  it('sorts a large list again in slices, saying so, with the previous order on screen meanwhile', async () => {
    const all = batch(0, 5000);
    const { result, rerender } = renderHook(
      ({ dir }: { dir: 'asc' | 'desc' }) => useSortedLinks([all], { hosts: [], q: '' }, 'name', dir),
      {
        initialProps: { dir: 'asc' },
      },
    );
    expect(result.current.sorting).toBe(true);
    await waitFor(() => expect(result.current.rows).toHaveLength(5000));
    const ascending = names(result.current.rows);
    expect(ascending).toEqual(expected(all, 'name', 'asc'));
    rerender({ dir: 'desc' });
    expect(result.current.sorting).toBe(true);
    expect(names(result.current.rows)).toEqual(ascending);
    await waitFor(() => expect(result.current.sorting).toBe(false));
    expect(names(result.current.rows)).toEqual(expected(all, 'name', 'desc'));
  });

  it('shows a first page sorted in the render that first sees it', () => {
    const first = batch(0, 100);
    const { result } = renderHook(() => useSortedLinks([first], { hosts: [], q: '' }, 'name', 'asc'));
    expect(result.current.sorting).toBe(false);
    expect(names(result.current.rows)).toEqual(expected(first, 'name', 'asc'));
  });
});
