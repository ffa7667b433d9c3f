import { describe, expect, it } from 'vitest';
import { effectLines, type Before } from './summary';
import type { LinkEffect } from './use-slot-effect';

const effect = (sid: string, hosts: string[]): LinkEffect => ({
  sid,
  name: sid,
  slug: sid,
  hosts,
  estimate: null,
  read: null,
  readProblem: null,
  readAt: 0,
});
const LINKS = [effect('a', ['priya@x.io']), effect('b', ['priya@x.io', 'kenji@x.io']), effect('c', ['kenji@x.io'])];
const BEFORE = new Map<string, Before>([
  ['a', { estimate: { now: 100, after: 90 }, read: 100 }],
  ['b', { estimate: { now: 50, after: 44 }, read: 50 }],
  ['c', { estimate: null, read: 30 }],
]);
const OWNERS = [
  { email: 'Priya@x.io', name: 'Priya' },
  { email: 'kenji@x.io', name: 'Kenji' },
];

describe('the effect in lines', () => {
  it('before the change: the estimate per owner and for every link, naming links not estimated', () => {
    const lines = effectLines(LINKS, OWNERS, BEFORE, null);
    expect(lines.map((l) => [l.estimate, l.unestimated, l.readBack])).toEqual([
      ["Priya's 2 links: 16 fewer slots in the next 4 weeks (estimate)", 0, null],
      ["Kenji's 2 links: 6 fewer slots in the next 4 weeks (estimate)", 1, null],
      ['3 links: 16 fewer slots in the next 4 weeks (estimate)', 1, null],
    ]);
  });
  it('after: the workspace’s own difference over the links estimated and read both times, agreeing or not', () => {
    const [priya, kenji] = effectLines(
      LINKS,
      OWNERS,
      BEFORE,
      new Map([
        ['a', 90],
        ['b', 46],
        ['c', 30],
      ]),
    );
    expect(priya!.readBack!.text).toBe("Priya's 2 links: 14 fewer slots in the next 4 weeks");
    expect(priya!.readBack!.agreement.agree).toBe(false);
    expect(kenji!.readBack!.text).toBe("Kenji's 1 link: 4 fewer slots in the next 4 weeks");
    expect(kenji!.unread).toBe(1);
    const [one] = effectLines(LINKS.slice(0, 1), null, BEFORE, new Map([['a', 90]]));
    expect(one!.readBack!.agreement).toMatchObject({ agree: true });
  });
  it('a link not read again yet has no read-back', () => {
    const [line] = effectLines(LINKS.slice(0, 1), null, BEFORE, new Map());
    expect(line!.readBack).toBeNull();
    expect(line!.unread).toBe(1);
  });
});
