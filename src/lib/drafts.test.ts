import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { MemoryStorage } from '@/testing/memory-storage';
import { clearDraft, fingerprint, loadDraft, saveDraft } from './drafts';
import { onStorageDropped } from './storage';

// A draft is restored only as written: its time must be a real one, its basis (when it has one) not
// empty, and its value must read through the form's schema; anything else is dropped and said.

const schema = z.object({ name: z.string() });
const KEY = 'slotboard.draft.member:m1';
const NOW = Date.UTC(2026, 10, 27);

function dropped(run: () => void): string[] {
  const keys: string[] = [];
  const stop = onStorageDropped((e) => keys.push(e.key));
  run();
  stop();
  return keys;
}

describe('a draft kept across a reload', () => {
  it('comes back with its value, time and basis under its own key, and goes when cleared', () => {
    const storage = new MemoryStorage();
    saveDraft(storage, 'member:m1', { name: 'Ana' }, { basis: 'abc', now: NOW });
    expect(JSON.parse(storage.getItem(KEY)!)).toEqual({ value: { name: 'Ana' }, savedAt: NOW, basis: 'abc' });
    expect(loadDraft(storage, 'member:m1', schema)).toEqual({ value: { name: 'Ana' }, savedAt: NOW, basis: 'abc' });
    clearDraft(storage, 'member:m1');
    expect(storage.getItem(KEY)).toBeNull();
    expect(loadDraft(storage, 'member:m1', schema)).toBeNull();
  });

  it('has no basis when drafted on something new', () => {
    const storage = new MemoryStorage();
    saveDraft(storage, 'member:m1', { name: 'Ana' }, { now: NOW });
    expect(JSON.parse(storage.getItem(KEY)!)).toEqual({ value: { name: 'Ana' }, savedAt: NOW });
    expect(loadDraft(storage, 'member:m1', schema)).toStrictEqual({ value: { name: 'Ana' }, savedAt: NOW });
  });

  it('is dropped, and said, when its time is not from 2000 to 2100, its basis empty, or its value unreadable', () => {
    const cases = [
      { value: { name: 'Ana' }, savedAt: Date.UTC(2000, 0, 1) - 1 },
      { value: { name: 'Ana' }, savedAt: Date.UTC(2101, 0, 1) },
      { value: { name: 'Ana' }, savedAt: Number.POSITIVE_INFINITY },
      { value: { name: 'Ana' }, savedAt: NOW, basis: '' },
      { value: { name: 1 }, savedAt: NOW },
    ];
    for (const entry of cases) {
      const storage = new MemoryStorage();
      storage.setItem(KEY, JSON.stringify(entry));
      expect(dropped(() => expect(loadDraft(storage, 'member:m1', schema)).toBeNull())).toEqual([KEY]);
      expect(storage.getItem(KEY)).toBeNull();
    }
    const storage = new MemoryStorage();
    // The believed years, both edges in: this copy once refused the first instant of 2000 and all of 2100.
    storage.setItem(KEY, JSON.stringify({ value: { name: 'Ana' }, savedAt: Date.UTC(2000, 0, 1) }));
    expect(loadDraft(storage, 'member:m1', schema)?.value).toEqual({ name: 'Ana' });
    storage.setItem(KEY, JSON.stringify({ value: { name: 'Ana' }, savedAt: Date.UTC(2101, 0, 1) - 1 }));
    expect(loadDraft(storage, 'member:m1', schema)?.value).toEqual({ name: 'Ana' });
  });
});

describe('the fingerprint of a record', () => {
  it('is the same whatever the order of the keys, and leaves out undefined fields', () => {
    expect(fingerprint({ a: 1, b: 'x' })).toBe(fingerprint({ b: 'x', a: 1 }));
    expect(fingerprint({ a: 1, b: undefined })).toBe(fingerprint({ a: 1 }));
    expect(fingerprint({ n: { y: [1, 2], x: null } })).toBe(fingerprint({ n: { x: null, y: [1, 2] } }));
  });

  it('changes with any value, the order of a list, or a key', () => {
    const base = fingerprint({ a: 1, list: [1, 2] });
    expect(fingerprint({ a: 2, list: [1, 2] })).not.toBe(base);
    expect(fingerprint({ a: 1, list: [2, 1] })).not.toBe(base);
    expect(fingerprint({ b: 1, list: [1, 2] })).not.toBe(base);
    expect(fingerprint({ a: '1', list: [1, 2] })).not.toBe(base);
    expect(fingerprint(null)).toBe(fingerprint(undefined));
    expect(fingerprint([undefined])).toBe(fingerprint([null]));
    expect(fingerprint('ab')).not.toBe(fingerprint('ba'));
    expect(fingerprint({ ab: 1 })).not.toBe(fingerprint({ ba: 1 }));
  });

  it('is three base-36 parts, the last the length of the text it was made from', () => {
    expect(fingerprint({ a: 1 })).toMatch(/^[0-9a-z]+\.[0-9a-z]+\.7$/);
    expect(fingerprint('x'.repeat(40))).toMatch(/\.16$/);
  });
});
