import { useEffect, useState } from 'react';
import type { Meeting } from '@/api/meetings/schemas';
import { forEachSliced, mergeSorted, sortSliced } from '@/lib/sliced';
import type { LinkFilter } from '@/domain/links/link-filter';
import { checkAgainstFilter } from './filter-check';
import { compareKeyed, keyedBy, type Keyed } from './meeting-sort';
import type { SortKey } from './meetings-search';

interface SortedLinks {
  rows: readonly Keyed[];
  leftOut: number;
  hostsIgnored: boolean;
  searchIgnored: boolean;
  unchecked: number;
  /** True while a new order is being worked out (the rows are those of the previous one). */
  sorting: boolean;
}

interface State extends Omit<SortedLinks, 'sorting'> {
  /** What these rows were made from: the first batch, how many batches, and the order. */
  first: readonly Meeting[] | undefined;
  merged: number;
  order: string;
}

/** Links checked and keyed in one step of a new sort. */
const PART = 2000;

const EMPTY: State = {
  rows: [],
  leftOut: 0,
  hostsIgnored: false,
  searchIgnored: false,
  unchecked: 0,
  first: undefined,
  merged: 0,
  order: '',
};

function checked(batch: readonly Meeting[], filter: LinkFilter, sort: SortKey) {
  const check = checkAgainstFilter(batch, filter);
  return { check, keyed: check.rows.map(keyedBy(sort)) };
}

function mergeIn(
  s: State,
  batches: readonly (readonly Meeting[])[],
  filter: LinkFilter,
  sort: SortKey,
  dir: 'asc' | 'desc',
): State {
  const compare = compareKeyed(dir);
  let rows = s.rows;
  let { leftOut, hostsIgnored, searchIgnored, unchecked } = s;
  for (const batch of batches.slice(s.merged)) {
    const { check, keyed } = checked(batch, filter, sort);
    rows = mergeSorted(rows, keyed.sort(compare), compare);
    leftOut += check.leftOut;
    hostsIgnored ||= check.hostsIgnored;
    searchIgnored ||= check.searchIgnored;
    unchecked += check.unchecked;
  }
  return { ...s, rows, leftOut, hostsIgnored, searchIgnored, unchecked, merged: batches.length };
}

/**
 * The links that really match the filter, in the chosen order, kept up to date as batches arrive
 * (decision 0020): a new batch is sorted on its own and merged in, one pass; a new order or a new
 * load is sorted again in slices, so 100,000 links never hold the main thread for long.
 */
export function useSortedLinks(
  batches: readonly (readonly Meeting[])[],
  filter: LinkFilter,
  sort: SortKey,
  dir: 'asc' | 'desc',
): SortedLinks {
  const [state, setState] = useState<State>(EMPTY);
  const order = JSON.stringify([sort, dir, filter.hosts, filter.q, filter.hostFilterIgnored === true]);
  const first = batches[0];
  const incremental =
    state.order === order && state.first === first && first !== undefined && batches.length > state.merged;
  const resort = state.order !== order || state.first !== first;

  // A new order or a new load of a part's worth of links at most (the All view's first page): sorted
  // in this render, so the first rows come with the view's first commit rather than after an
  // effect and a slice. More batches of the same load: merged in as this render sees them.
  const small = resort && batches.reduce((n, b) => n + b.length, 0) <= PART;
  let current = state;
  if (small) {
    current = mergeIn({ ...EMPTY, first, order }, batches, filter, sort, dir);
    setState(current);
  } else if (incremental) {
    current = mergeIn(state, batches, filter, sort, dir);
    setState(current);
  }

  // A larger new order or new load: everything again, in slices, abandoned if overtaken.
  useEffect(() => {
    if (!resort || small) return;
    const controller = new AbortController();
    const { signal } = controller;
    const run = async () => {
      const all = batches.flat();
      const keyed: Keyed[] = [];
      let leftOut = 0;
      let hostsIgnored = false;
      let searchIgnored = false;
      let unchecked = 0;
      // Checked and keyed a part at a time: at 100,000 links even this pass is too long for one task.
      await forEachSliced(
        Math.ceil(all.length / PART),
        (i) => {
          const part = checked(all.slice(i * PART, (i + 1) * PART), filter, sort);
          for (const k of part.keyed) keyed.push(k);
          leftOut += part.check.leftOut;
          hostsIgnored ||= part.check.hostsIgnored;
          searchIgnored ||= part.check.searchIgnored;
          unchecked += part.check.unchecked;
        },
        { signal },
      );
      const rows = await sortSliced(keyed, compareKeyed(dir), { signal });
      setState({
        rows,
        leftOut,
        hostsIgnored,
        searchIgnored,
        unchecked,
        first: batches[0],
        merged: batches.length,
        order,
      });
    };
    run().catch((error: unknown) => {
      if (!signal.aborted) throw error;
    });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `order` stands for sort, dir and filter; batches beyond the first are merged above
  }, [resort, small, first, order]);

  return {
    rows: current.rows,
    leftOut: current.leftOut,
    hostsIgnored: current.hostsIgnored,
    searchIgnored: current.searchIgnored,
    unchecked: current.unchecked,
    sorting: resort && !small,
  };
}
