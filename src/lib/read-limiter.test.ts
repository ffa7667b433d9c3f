import { describe, expect, it } from 'vitest';
import { bounded, createLimiter } from './read-limiter';

describe('at most a few reads at once', () => {
  it('runs at most `max` reads together, the rest in turn as each ends, failures included', async () => {
    const limiter = createLimiter(4);
    let peak = 0;
    const gates: (() => void)[] = [];
    // Resolved when the next read starts (and hands its gate over).
    let started = () => {};
    const nextStart = () => new Promise<void>((r) => (started = r));
    const reads = Array.from({ length: 10 }, (_, i) =>
      limiter.run(async () => {
        peak = Math.max(peak, limiter.running());
        await new Promise<void>((go) => {
          gates.push(go);
          started();
        });
        if (i === 2) throw new Error('refused');
        return i;
      }),
    );
    const all = Promise.allSettled(reads);
    await Promise.resolve();
    expect(limiter.running()).toBe(4);
    for (let ended = 0; ended < 10; ended++) {
      const next = nextStart();
      gates.shift()!();
      // Each read that ends lets one waiting read start, while any waits.
      if (ended + 4 < 10) await next;
      expect(limiter.running()).toBeLessThanOrEqual(4);
    }
    const settled = await all;
    expect(peak).toBe(4);
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(9);
    expect(limiter.running()).toBe(0);
  });
  it('bounded query options keep their key and read through the limiter', async () => {
    const limiter = createLimiter(1);
    const options = bounded({ queryKey: ['x'], queryFn: async () => limiter.running() }, limiter);
    expect(options.queryKey).toEqual(['x']);
    expect(await (options.queryFn as () => Promise<number>)()).toBe(1);
  });
});
