import { describe, expect, it } from 'vitest';
import { type Meeting, meetingSchema } from '@/api/meetings/schemas';
import { compareKeyed, compareMeetings, keyedBy } from './meeting-sort';
import type { SortKey } from './meetings-search';

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

const parse = (sid: string, extra: Record<string, unknown>) => meetingSchema.parse({ id: sid, sid, ...extra });

/** The sids in the order of both comparers, which must agree. */
function order(key: SortKey, dir: 'asc' | 'desc', links: Meeting[]) {
  const plain = [...links].sort(compareMeetings(key, dir)).map((m) => m.sid);
  const keyed = links
    .map(keyedBy(key))
    .sort(compareKeyed(dir))
    .map((k) => k.m.sid);
  expect(keyed).toEqual(plain);
  return plain;
}

describe('sorting links by a number', () => {
  it('orders update times as times, those before 1970 too, a missing one first', () => {
    const links = [
      parse('c', { updated_at: '1950-06-01T00:00:00Z' }),
      parse('a', { updated_at: '2026-11-01T00:00:00Z' }),
      parse('d', { updated_at: '1894-03-01T00:00:00Z' }),
      parse('b', {}),
      parse('e', { updated_at: '2026-01-01T00:00:00Z' }),
    ];
    expect(order('updated', 'asc', links)).toEqual(['d', 'c', 'b', 'e', 'a']);
    expect(order('updated', 'desc', links)).toEqual(['a', 'e', 'b', 'c', 'd']);
  });

  it('orders buffers by before and after together, a missing one counting as 0', () => {
    const links = [
      parse('a', { before_buffer_time: 10, after_buffer_time: 0 }),
      parse('b', { before_buffer_time: 3, after_buffer_time: 4 }),
      parse('c', { after_buffer_time: 8 }),
      parse('d', { before_buffer_time: 9 }),
      parse('e', {}),
      parse('f', { before_buffer_time: -10, after_buffer_time: -5 }),
      parse('g', { before_buffer_time: -5 }),
    ];
    expect(order('buffers', 'asc', links)).toEqual(['f', 'g', 'e', 'b', 'c', 'd', 'a']);
  });

  it('orders durations by the shortest offered, a tie by the link’s id', () => {
    const links = [
      parse('b', { durations_possible: [30, 5] }),
      parse('a', { duration: 5 }),
      parse('c', { duration: 120 }),
      parse('d', { duration: 9 }),
    ];
    expect(order('duration', 'asc', links)).toEqual(['a', 'b', 'd', 'c']);
    expect(order('duration', 'desc', links)).toEqual(['c', 'd', 'a', 'b']);
  });
});

describe('sorting links by name', () => {
  it('reads a link without a name by its slug, and one with neither as empty, first', () => {
    const links = [
      parse('a', { name: 'Beta' }),
      parse('b', { slug: 'alpha' }),
      parse('c', {}),
      parse('d', { name: 'Gamma', slug: 'aaa' }),
    ];
    expect(order('name', 'asc', links)).toEqual(['c', 'b', 'a', 'd']);
  });

  it('reads the numbers in names as numbers, and ignores case and accents, a tie going by the link’s id', () => {
    const links = [
      parse('a', { name: 'Link 10' }),
      parse('b', { name: 'link 9' }),
      parse('c', { name: 'Café' }),
      parse('d', { name: 'cafe' }),
      parse('e', { name: 'Link 9' }),
    ];
    expect(order('name', 'asc', links)).toEqual(['c', 'd', 'b', 'e', 'a']);
  });
});

describe('sorting links by a column shown in words', () => {
  it('orders by kind, hosts, place and status as the table shows them', () => {
    const links = [
      parse('a', { kind: 'round_robin', hosts: [{ name: 'Zoe' }], spot: 'zoom', disabled: false }),
      parse('b', { kind: 'grouped', hosts: [{ email: 'ana@example.com' }], spot: 'in_person', disabled: true }),
      parse('c', { kind: 'one_on_one', hosts: [{ name: 'Mia' }], spot: 'custom', disabled: false }),
    ];
    expect(order('kind', 'asc', links)).toEqual(['b', 'c', 'a']);
    expect(order('hosts', 'asc', links)).toEqual(['b', 'c', 'a']);
    expect(order('place', 'asc', links)).toEqual(['c', 'b', 'a']);
    expect(order('status', 'asc', links)).toEqual(['b', 'a', 'c']);
  });
});
