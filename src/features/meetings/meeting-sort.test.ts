import { describe, expect, it } from 'vitest';
import type { Meeting } from '@/api/meetings/schemas';
import { compareKeyed, compareMeetings, keyedBy } from './meeting-sort';

const link = (name: string, sid: string) => ({ id: sid, sid, name }) as Meeting;

/** A small deterministic generator, so a failure names the same strings every run. */
function strings(count: number, alphabet: string, seed: number) {
  let x = seed;
  const next = () => {
    // Park–Miller: every product stays within a double's exact integers.
    x = (x * 48271) % 2147483647;
    return x / 2147483647;
  };
  return Array.from({ length: count }, () =>
    Array.from({ length: Math.floor(next() * 9) }, () => alphabet[Math.floor(next() * alphabet.length)]).join(''),
  );
}

describe('compareKeyed', () => {
  const plain = strings(400, 'aAbBzZ mMyY', 1);
  const tails = strings(300, "aAbB 09-_#.'éÉ", 2);
  // Shared plain starts with every kind of ending, the case the plain start must leave to the collator.
  const mixed = tails.map((tail, i) => `${plain[i % 40]}${tail}`);
  const names = [
    'Office hours with Lucas',
    'office hours',
    'Office  hours',
    'Intro call',
    'intro Call',
    'Link 9',
    'Link 10',
    'Café chat',
    'Q&A',
    '',
  ];

  it.each([
    ['plain names', [...plain, ...names]],
    ['names with digits, punctuation and accents', [...mixed, ...tails, ...names, ...plain.slice(0, 60)]],
  ])('orders %s exactly as the collator does, either way round', (_, values) => {
    const links = values.map((name, i) => link(name, `s${String(i).padStart(4, '0')}`));
    const keyed = links.map(keyedBy('name'));
    for (const dir of ['asc', 'desc'] as const) {
      const quick = compareKeyed(dir);
      const collated = compareMeetings('name', dir);
      for (let i = 0; i < links.length; i++) {
        for (let j = 0; j < links.length; j += 7) {
          expect([links[i]!.name, links[j]!.name, Math.sign(quick(keyed[i]!, keyed[j]!))]).toEqual([
            links[i]!.name,
            links[j]!.name,
            Math.sign(collated(links[i]!, links[j]!)),
          ]);
        }
      }
    }
  });

  it('keeps the plain start of each name, and says whether it is the whole name', () => {
    const key = keyedBy('name');
    expect(key(link('Office hours', 'a'))).toMatchObject({ plainStart: 'office hours', plainIsWhole: true });
    expect(key(link('Link 10', 'b'))).toMatchObject({ plainStart: 'link ', plainIsWhole: false });
    expect(key(link('Café', 'c'))).toMatchObject({ plainStart: 'caf', plainIsWhole: false });
    expect(keyedBy('buffers')(link('x', 'd')).plainStart).toBeUndefined();
  });
});
