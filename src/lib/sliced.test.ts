import fc from 'fast-check';
import { describe, expect, it, afterEach, vi } from 'vitest';
import { csvParts, toCsv, type CsvColumn } from './csv';
import { mergeSorted, sortSliced, forEachSliced, sliceClock, yieldToMain } from './sliced';

type Item = { key: number; at: number };
const byKey = (a: Item, b: Item) => a.key - b.key;
const items = fc
  .array(fc.integer({ min: 0, max: 20 }), { maxLength: 5000 })
  .map((keys) => keys.map((key, at) => ({ key, at })));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('sortSliced', () => {
  it('sorts like a stable native sort, for any list (runs and merges included)', async () => {
    await fc.assert(
      fc.asyncProperty(items, async (list) => {
        expect(await sortSliced(list, byKey, { sliceMs: 1 })).toEqual([...list].sort(byKey));
      }),
      { numRuns: 40 },
    );
  });

  it('gives the thread back between slices: other work runs before it is done', async () => {
    const list = Array.from({ length: 20_000 }, (_, at) => ({ key: (at * 7919) % 1000, at }));
    let interleaved = 0;
    const timer = setInterval(() => interleaved++, 0);
    // A comparator slow enough that one slice of 0 ms cannot hold the whole sort.
    const slow = (a: Item, b: Item) => {
      for (let i = 0; i < 50; i++) Math.sqrt(i);
      return a.key - b.key;
    };
    const sorted = await sortSliced(list, slow, { sliceMs: 0 });
    clearInterval(timer);
    expect(interleaved).toBeGreaterThan(0);
    expect(sorted.map((x) => x.key)).toEqual(list.map((x) => x.key).sort((a, b) => a - b));
  });

  it('stops when its signal is aborted', async () => {
    const controller = new AbortController();
    const list = Array.from({ length: 50_000 }, (_, at) => ({ key: at % 97, at }));
    const run = sortSliced(list, byKey, { sliceMs: 0, signal: controller.signal });
    controller.abort();
    await expect(run).rejects.toThrow();
  });
});

describe('mergeSorted', () => {
  it('is the stable sort of the rows shown followed by the rows that arrived', () => {
    fc.assert(
      fc.property(items, items, (a, b) => {
        const shown = [...a].sort(byKey);
        const more = b.map((x) => ({ ...x, at: x.at + 10_000 })).sort(byKey);
        expect(mergeSorted(shown, more, byKey)).toEqual([...shown, ...more].sort(byKey));
      }),
      { numRuns: 60 },
    );
  });

  it('is that sort for rows spread wide and far apart too (long gallops)', () => {
    const wide = fc
      .array(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 3000 })
      .map((keys) => keys.map((key, at) => ({ key, at })));
    fc.assert(
      fc.property(wide, fc.array(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 60 }), (a, keys) => {
        const shown = [...a].sort(byKey);
        const more = keys.map((key, i) => ({ key, at: 10_000 + i })).sort(byKey);
        expect(mergeSorted(shown, more, byKey)).toEqual([...shown, ...more].sort(byKey));
      }),
      { numRuns: 100 },
    );
  });

  it('finds where each arriving row goes in a few comparisons, not a search of all that is left', () => {
    // 100,000 rows shown, 2,000 arrive about 50 apart: a binary search of what is left takes ~17
    // comparisons a row, a gallop from where the last one went ~11.
    const shown = Array.from({ length: 100_000 }, (_, i) => ({ key: i * 2, at: i }));
    const more = Array.from({ length: 2_000 }, (_, i) => ({ key: i * 100 + 1, at: 100_000 + i }));
    let comparisons = 0;
    const counted = (a: Item, b: Item) => {
      comparisons++;
      return byKey(a, b);
    };
    const merged = mergeSorted(shown, more, counted);
    expect(merged).toEqual([...shown, ...more].sort(byKey));
    expect(comparisons).toBeLessThan(more.length * 13);
  });
});

describe('csvParts', () => {
  const columns: CsvColumn<Item>[] = [
    { header: 'Key', value: (x) => x.key },
    { header: 'Note', value: (x) => (x.at % 3 === 0 ? `=cmd, "quoted"\r\n${x.at}` : `row ${x.at}`) },
  ];

  it('joined, is the same file as toCsv, for any number of rows', async () => {
    await fc.assert(
      fc.asyncProperty(items, async (list) => {
        expect((await csvParts(list, columns)).join('')).toBe(toCsv(list, columns));
      }),
      { numRuns: 30 },
    );
  });

  it('cuts 100,000 rows into parts of 500 lines, built in more than one slice', async () => {
    const list = Array.from({ length: 100_000 }, (_, at) => ({ key: at, at }));
    let interleaved = 0;
    const timer = setInterval(() => interleaved++, 0);
    const parts = await csvParts(list, columns);
    clearInterval(timer);
    expect(parts).toHaveLength(1 + 200);
    expect(interleaved).toBeGreaterThan(0);
  });
});

/** The browser's scheduler, counting how often the thread is handed back. */
const countYields = () => {
  const yields = vi.fn(() => Promise.resolve());
  vi.stubGlobal('scheduler', { yield: yields });
  return yields;
};
/** A clock where every reading is `step` ms after the last. */
const clockAdvancing = (step: number) => {
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => (now += step));
};

describe('yieldToMain', () => {
  it('hands the thread back through the browser scheduler when there is one', async () => {
    const yields = countYields();
    await yieldToMain();
    expect(yields).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timer without one', async () => {
    vi.stubGlobal('scheduler', undefined);
    const timer = vi.spyOn(globalThis, 'setTimeout');
    await yieldToMain();
    expect(timer).toHaveBeenCalledTimes(1);
  });
});

describe('sliceClock', () => {
  it('says a slice is over once exactly its time has run', () => {
    const readings = [100, 109, 110];
    vi.spyOn(performance, 'now').mockImplementation(() => readings.shift()!);
    const clock = sliceClock(10);
    expect(clock.due()).toBe(false);
    expect(clock.due()).toBe(true);
  });
});

describe('forEachSliced', () => {
  it('yields between items once a slice is over, never after the last one', async () => {
    const yields = countYields();
    clockAdvancing(100);
    const controller = new AbortController();
    const seen: number[] = [];
    await forEachSliced(
      3,
      (i) => {
        seen.push(i);
        // Aborting during the last item is too late to stop anything: the work is done.
        if (i === 2) controller.abort();
      },
      { sliceMs: 10, signal: controller.signal },
    );
    expect(seen).toEqual([0, 1, 2]);
    expect(yields).toHaveBeenCalledTimes(2);
  });
});

describe('sortSliced', () => {
  type Item = { key: number; at: number };
  const byKey = (a: Item, b: Item) => a.key - b.key;
  const list = Array.from({ length: 3000 }, (_, at) => ({ key: (at * 7) % 5, at }));

  it('leaves the list it was given as it was', async () => {
    const copy = list.map((x) => ({ ...x }));
    await sortSliced(list, byKey);
    expect(list).toEqual(copy);
  });

  it('keeps equal items in their order across runs that are merged', async () => {
    const sorted = await sortSliced(list, byKey);
    expect(sorted).toEqual([...list].sort(byKey));
    for (let i = 1; i < sorted.length; i++)
      if (sorted[i]!.key === sorted[i - 1]!.key) expect(sorted[i]!.at).toBeGreaterThan(sorted[i - 1]!.at);
  });

  it('never gives the thread away while the slice has time left', async () => {
    const yields = countYields();
    vi.spyOn(performance, 'now').mockReturnValue(0);
    await sortSliced(list, byKey, { sliceMs: 10 });
    expect(yields).not.toHaveBeenCalled();
  });

  it('once the slice is over, yields after each sorted run and every 1024 merged items', async () => {
    const yields = countYields();
    clockAdvancing(100);
    await sortSliced(list, byKey, { sliceMs: 10 });
    // 3 runs; merging to 2048 passes 1024 and 2048; merging 2048 with 952 passes 1024 and 2048.
    expect(yields).toHaveBeenCalledTimes(3 + 2 + 2);
  });
});
