import { describe, expect, it } from 'vitest';
import { FailureDelay } from './rate';

// The wait after wrong credentials: free ones, then doubling, capped, forgotten, per client.

const OPTIONS = { free: 5, maxWaitMs: 15 * 60_000, forgetAfterMs: 3600_000 };

describe('FailureDelay', () => {
  it('lets five failures through, then doubles the wait from a second, up to a quarter of an hour', () => {
    let now = 0;
    const delay = new FailureDelay({ ...OPTIONS, now: () => now });
    const waits: number[] = [];
    for (let i = 0; i < 16; i++) {
      waits.push(delay.failed('a'));
      // The next failure comes only once the wait is over.
      now += waits.at(-1)! * 1000;
    }
    expect(waits).toEqual([0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900]);
  });

  it('says how long is left, to the second, and nothing once it is over', () => {
    let now = 0;
    const delay = new FailureDelay({ ...OPTIONS, now: () => now });
    for (let i = 0; i < 7; i++) delay.failed('a');
    expect(delay.wait('a')).toBe(2);
    now += 1001;
    expect(delay.wait('a')).toBe(1);
    now += 999;
    expect(delay.wait('a')).toBe(0);
    expect(delay.wait('b')).toBe(0);
  });

  it('forgets a client after an hour without a failure, and not before', () => {
    let now = 0;
    const delay = new FailureDelay({ ...OPTIONS, now: () => now });
    for (let i = 0; i < 5; i++) delay.failed('a');
    now += 3600_000;
    expect(delay.failed('a')).toBe(1);
    now += 3600_001;
    expect(delay.failed('a')).toBe(0);
  });
});
