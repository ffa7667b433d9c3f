// Long work on the main thread in slices (decision 0020): a task of 100,000 rows is cut
// into pieces of about SLICE_MS, and the browser gets the thread back between them to paint and to
// answer a click or a scroll. Sorting 100,000 links or building their CSV never freezes the page.

const SLICE_MS = 12;

type Scheduler = { yield?: () => Promise<void> };

/** Hands the thread back to the browser once; resolves when it is this code's turn again. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** A clock that says when the current slice has run its time; `next()` yields and starts another. */
export function sliceClock(sliceMs = SLICE_MS, signal?: AbortSignal) {
  let start = performance.now();
  return {
    due: () => performance.now() - start >= sliceMs,
    async next() {
      await yieldToMain();
      signal?.throwIfAborted();
      start = performance.now();
    },
  };
}

/** Calls `work(i)` for every i below `count`, in slices. */
export async function forEachSliced(
  count: number,
  work: (i: number) => void,
  options: { sliceMs?: number; signal?: AbortSignal } = {},
) {
  const clock = sliceClock(options.sliceMs, options.signal);
  for (let i = 0; i < count; i++) {
    work(i);
    if (clock.due() && i + 1 < count) await clock.next();
  }
}

const RUN = 1024;

/**
 * A stable sort in slices: runs of RUN items sorted natively (a few milliseconds each), then merged
 * pairwise, yielding whenever a slice has run its time. The input is not changed.
 */
export async function sortSliced<T>(
  items: readonly T[],
  compare: (a: T, b: T) => number,
  options: { sliceMs?: number; signal?: AbortSignal } = {},
): Promise<T[]> {
  const clock = sliceClock(options.sliceMs, options.signal);
  let from = items.slice();
  for (let i = 0; i < from.length; i += RUN) {
    const run = from.slice(i, i + RUN).sort(compare);
    for (let j = 0; j < run.length; j++) from[i + j] = run[j]!;
    if (clock.due()) await clock.next();
  }
  let to = new Array<T>(from.length);
  for (let width = RUN; width < from.length; width *= 2) {
    for (let lo = 0; lo < from.length; lo += 2 * width) {
      const mid = Math.min(lo + width, from.length);
      const hi = Math.min(lo + 2 * width, from.length);
      let a = lo;
      let b = mid;
      let k = lo;
      while (k < hi) {
        // Stable: on a tie the left run's item goes first.
        to[k++] = b >= hi || (a < mid && compare(from[a]!, from[b]!) <= 0) ? from[a++]! : from[b++]!;
        if ((k & 1023) === 0 && clock.due()) await clock.next();
      }
    }
    [from, to] = [to, from];
  }
  return from;
}

/**
 * `sorted` with `more` (sorted itself) merged in, in one pass: rows that arrive while a list loads
 * join the rows already shown without sorting everything again. Both inputs are left as they are.
 */
export function mergeSorted<T>(sorted: readonly T[], more: readonly T[], compare: (a: T, b: T) => number): T[] {
  const out = new Array<T>(sorted.length + more.length);
  let a = 0;
  let k = 0;
  for (const item of more) {
    // Gallop: find where `item` goes in what is left of `sorted` (steps of 1, 2, 4… from where the
    // last one went, then a binary search in the last step), copy up to there. Items of `more` land
    // about len(sorted) / len(more) apart, so this takes a few comparisons each, not log n.
    let lo = a;
    let hi = sorted.length;
    for (let step = 1; lo < hi; step *= 2) {
      const probe = lo + step - 1;
      if (probe >= hi) break;
      if (compare(sorted[probe]!, item) > 0) {
        hi = probe;
        break;
      }
      lo = probe + 1;
    }
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compare(sorted[mid]!, item) <= 0) lo = mid + 1;
      else hi = mid;
    }
    while (a < lo) out[k++] = sorted[a++]!;
    out[k++] = item;
  }
  while (a < sorted.length) out[k++] = sorted[a++]!;
  return out;
}
