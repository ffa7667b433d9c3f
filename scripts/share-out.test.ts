import { describe, expect, it } from 'vitest';
import { shareOut } from './share-out';

describe('shareOut: the journeys split into runs of about equal length', () => {
  it('gives the longest file its own run and packs the rest around it, each file in exactly one run', () => {
    const seconds = { 'a.spec.ts': 160, 'b.spec.ts': 80, 'c.spec.ts': 50, 'd.spec.ts': 40, 'e.spec.ts': 30 };
    const runs = shareOut(Object.keys(seconds), seconds, 2);
    expect(runs).toEqual([
      ['a.spec.ts', 'e.spec.ts'],
      ['b.spec.ts', 'c.spec.ts', 'd.spec.ts'],
    ]);
    const totals = runs.map((files) => files.reduce((sum, f) => sum + seconds[f as keyof typeof seconds], 0));
    expect(totals).toEqual([190, 170]);
  });

  it('counts a file not yet timed as the median of the timed ones, and one run takes everything', () => {
    const seconds = { 'a.spec.ts': 100, 'b.spec.ts': 10, 'c.spec.ts': 30 };
    // new.spec.ts weighs 30 (the median), so it joins b (10) rather than a (100).
    expect(shareOut(['a.spec.ts', 'b.spec.ts', 'c.spec.ts', 'new.spec.ts'], seconds, 2)).toEqual([
      ['a.spec.ts'],
      ['b.spec.ts', 'c.spec.ts', 'new.spec.ts'],
    ]);
    expect(shareOut(['b.spec.ts', 'a.spec.ts'], {}, 1)).toEqual([['a.spec.ts', 'b.spec.ts']]);
  });

  it('leaves a run empty when there are more runs than files', () => {
    expect(shareOut(['a.spec.ts'], {}, 2)).toEqual([['a.spec.ts'], []]);
  });
});
