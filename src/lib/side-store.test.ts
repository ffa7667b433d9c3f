// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { sideStore } from './side-store';

describe('sideStore', () => {
  it('reads once, keeps the same value, and reads again only when reloaded', () => {
    const read = vi.fn(() => ({ n: read.mock.calls.length }));
    const store = sideStore(read);
    const first = store.get();
    expect(store.get()).toBe(first);
    expect(read).toHaveBeenCalledTimes(1);
    store.reload();
    expect(store.get()).toEqual({ n: 2 });
    const listener = vi.fn();
    store.subscribe(listener);
    store.forget();
    expect(listener).not.toHaveBeenCalled();
    expect(store.get()).toEqual({ n: 3 });
  });

  it('writes a value it is given through, and tells every listener until each stops', () => {
    const write = vi.fn();
    const store = sideStore(() => 0, { write });
    const a = vi.fn();
    const b = vi.fn();
    const stopA = store.subscribe(a);
    store.subscribe(b);
    store.set(3);
    expect(store.get()).toBe(3);
    expect(write).toHaveBeenCalledWith(3);
    stopA();
    store.set(4);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(2);
  });

  it("reads another tab's write of its key while anyone listens, and not after", () => {
    let stored = 'one';
    const store = sideStore(() => stored, { sharedKey: 'slotboard.test' });
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    expect(store.get()).toBe('one');
    stored = 'two';
    window.dispatchEvent(new StorageEvent('storage', { key: 'slotboard.other' }));
    expect(store.get()).toBe('one');
    window.dispatchEvent(new StorageEvent('storage', { key: 'slotboard.test' }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toBe('two');
    stop();
    stored = 'three';
    window.dispatchEvent(new StorageEvent('storage', { key: 'slotboard.test' }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toBe('two');
  });

  it('a store with nowhere to write still keeps a value it is given', () => {
    const store = sideStore(() => 1);
    store.set(2);
    expect(store.get()).toBe(2);
  });

  it('a store without a shared key ignores other tabs, even one clearing storage', () => {
    let stored = 'one';
    const store = sideStore(() => stored);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.get()).toBe('one');
    stored = 'two';
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(listener).not.toHaveBeenCalled();
    expect(store.get()).toBe('one');
  });

  it('watches other tabs once while several listen, until the last one stops', () => {
    let stored = 'one';
    const store = sideStore(() => stored, { sharedKey: 'slotboard.test' });
    const a = vi.fn();
    const b = vi.fn();
    const stopA = store.subscribe(a);
    const stopB = store.subscribe(b);
    stopA();
    stored = 'two';
    window.dispatchEvent(new StorageEvent('storage', { key: 'slotboard.test' }));
    expect(b).toHaveBeenCalledTimes(1);
    expect(store.get()).toBe('two');
    stopB();
    stored = 'three';
    window.dispatchEvent(new StorageEvent('storage', { key: 'slotboard.test' }));
    expect(store.get()).toBe('two');
  });

  it('reads again when another tab clears the storage', () => {
    let stored = 'one';
    const store = sideStore(() => stored, { sharedKey: 'slotboard.test' });
    const stop = store.subscribe(() => {});
    expect(store.get()).toBe('one');
    stored = 'gone';
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(store.get()).toBe('gone');
    stop();
  });
});
