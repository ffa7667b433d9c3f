import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { MemoryStorage } from '@/testing/memory-storage';
import { onOtherTabWrite, onStorageDropped, readStored, writeStored, type DroppedEntry } from './storage';

const schema = z.array(z.object({ id: z.string(), response: z.object({ id: z.string(), name: z.string() }) }));

describe('readStored', () => {
  it('reads back what was written', () => {
    const storage = new MemoryStorage();
    writeStored(storage, 'k', [{ id: 'a', response: { id: 'a', name: 'Desk' } }]);
    expect(readStored(storage, 'k', schema, { what: 'a list' })).toEqual([
      { id: 'a', response: { id: 'a', name: 'Desk' } },
    ]);
  });

  it('answers null for nothing stored, without a notice', () => {
    const dropped: DroppedEntry[] = [];
    const stop = onStorageDropped((e) => dropped.push(e));
    expect(readStored(new MemoryStorage(), 'k', schema, { what: 'a list' })).toBeNull();
    stop();
    expect(dropped).toEqual([]);
  });

  it.each([
    ['an entry of the wrong shape', '[{"response":{"id":"a"}}]'],
    ['text that is not JSON', '{"response":'],
    ['a JSON null', 'null'],
  ])('drops %s, removes it and reports it', (_name, text) => {
    const storage = new MemoryStorage();
    storage.setItem('k', text);
    const dropped: DroppedEntry[] = [];
    const stop = onStorageDropped((e) => dropped.push(e));
    expect(readStored(storage, 'k', schema, { what: 'the created availabilities' })).toBeNull();
    stop();
    expect(storage.getItem('k')).toBeNull();
    expect(dropped).toEqual([{ key: 'k', what: 'the created availabilities' }]);
  });

  it('replays a drop that happened before anyone listened', () => {
    const storage = new MemoryStorage();
    storage.setItem('early', '42');
    readStored(storage, 'early', schema, { what: 'a draft' });
    const dropped: DroppedEntry[] = [];
    const stop = onStorageDropped((e) => dropped.push(e));
    stop();
    expect(dropped).toEqual([{ key: 'early', what: 'a draft' }]);
  });

  it('survives storage that throws', () => {
    const broken = new MemoryStorage();
    broken.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    broken.getItem = () => {
      throw new Error('SecurityError');
    };
    expect(writeStored(broken, 'k', 1)).toBe(false);
    expect(readStored(broken, 'k', schema, { what: 'x' })).toBeNull();
  });

  it('storage that cannot be read (disabled) reads as nothing, with no notice of a dropped entry', () => {
    const disabled = new MemoryStorage();
    disabled.getItem = () => {
      throw new Error('SecurityError');
    };
    const dropped: DroppedEntry[] = [];
    const stop = onStorageDropped((e) => dropped.push(e));
    expect(readStored(disabled, 'k', schema, { what: 'x' })).toBeNull();
    stop();
    expect(dropped).toEqual([]);
  });

  it('outside a browser there are no other tabs to watch', () => {
    const stop = onOtherTabWrite('slotboard.test', () => {});
    expect(() => stop()).not.toThrow();
  });
});
