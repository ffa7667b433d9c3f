import { afterEach, describe, expect, it, vi } from 'vitest';
import { forEachSliced, sliceClock, sortSliced, yieldToMain } from './sliced';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
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
