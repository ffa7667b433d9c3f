import { describe, expect, it } from 'vitest';
import { limited } from './use-why-not';

// The bound on this screen's reads at once.

describe('limited', () => {
  it('runs at most 4 reads at once, and every read in the end', async () => {
    let running = 0;
    let most = 0;
    const release: (() => void)[] = [];
    // Resolved when the next read starts (and hands its gate over).
    let started = () => {};
    const nextStart = () => new Promise<void>((r) => (started = r));
    const read = (i: number) =>
      limited(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((go) => {
          release.push(go);
          started();
        });
        running -= 1;
        return i;
      });
    const all = Promise.all(Array.from({ length: 10 }, (_, i) => read(i)));
    expect(release).toHaveLength(4);
    for (let ended = 0; ended < 10; ended++) {
      const next = nextStart();
      release.shift()!();
      // Each read that ends lets one waiting read start, while any waits.
      if (ended + 4 < 10) await next;
    }
    expect(await all).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(most).toBe(4);
  });
});
