import { onOtherTabWrite } from './storage';

// One value kept beside React (a preference, a log read from storage), read by components through
// useSyncExternalStore. Not a library (zustand, @tanstack/store): these stores need a lazy read, a
// write-through and another tab's writes, and this is smaller than any of them on the first screen.

export interface SideStore<T> {
  /** The value; read once, then the same value until it is set or reloaded. */
  get(): T;
  /** Keeps `next`, writes it through, and tells every listener. */
  set(next: T): void;
  /** Forgets the value, so the next `get` reads it again (another tab wrote it, a test), and tells every listener. */
  reload(): void;
  /** Forgets the value and tells no one, as a page reload would (tests, between two of them). */
  forget(): void;
  subscribe(listener: () => void): () => void;
}

interface SideStoreOptions<T> {
  /** Where a value that is set is kept (local storage). */
  write?: (value: T) => void;
  /** The storage key other tabs write: their writes are read again while anyone listens. */
  sharedKey?: string;
}

export function sideStore<T>(read: () => T, { write, sharedKey }: SideStoreOptions<T> = {}): SideStore<T> {
  let current: { value: T } | null = null;
  const listeners = new Set<() => void>();
  let stopWatching = () => {};
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const store: SideStore<T> = {
    get: () => (current ??= { value: read() }).value,
    set(next) {
      current = { value: next };
      write?.(next);
      notify();
    },
    reload() {
      current = null;
      notify();
    },
    forget() {
      current = null;
    },
    subscribe(listener) {
      listeners.add(listener);
      if (sharedKey && listeners.size === 1) stopWatching = onOtherTabWrite(sharedKey, store.reload);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) stopWatching();
      };
    },
  };
  return store;
}
