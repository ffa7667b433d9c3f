import type { z } from 'zod/mini';

// Everything Slotboard keeps in the browser's storage is read back through a schema: another tab,
// an older version of the app or a hand edit may have left anything there. An entry that does not
// read back is removed and reported once (a notice, never a crash); storage that is full or
// disabled only costs the convenience it was for.

export interface DroppedEntry {
  key: string;
  /** What the entry was for, in words an admin understands ("a draft", "the list of workspaces"). */
  what: string;
}

type Listener = (entry: DroppedEntry) => void;
const listeners = new Set<Listener>();
const pending: DroppedEntry[] = [];

/** Hears about every dropped entry; entries dropped before anyone listened are replayed once. */
export function onStorageDropped(listener: Listener): () => void {
  listeners.add(listener);
  for (const entry of pending.splice(0)) listener(entry);
  return () => listeners.delete(listener);
}

export function reportDropped(entry: DroppedEntry) {
  if (listeners.size === 0) pending.push(entry);
  else for (const listener of listeners) listener(entry);
}

interface ReadOptions {
  /** For the notice when the entry is dropped. */
  what: string;
}

/**
 * The value stored under `key` as the schema reads it, or null when there is none. A value that is
 * not JSON or does not match the schema is removed and reported.
 */
export function readStored<S extends z.ZodMiniType>(
  storage: Storage,
  key: string,
  schema: S,
  options: ReadOptions,
): z.output<S> | null {
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch {
    return null;
  }
  if (text === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    raw = undefined;
  }
  const parsed = raw === undefined ? null : schema.safeParse(raw);
  if (parsed?.success) return parsed.data;
  removeStored(storage, key);
  reportDropped({ key, what: options.what });
  return null;
}

/** Writes JSON; false when the storage refused it (full or disabled). */
export function writeStored(storage: Storage, key: string, value: unknown): boolean {
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeStored(storage: Storage, key: string) {
  try {
    storage.removeItem(key);
  } catch {
    // Disabled storage holds nothing to remove.
  }
}

/** Calls `listener` when another tab writes `key` or clears the storage; returns how to stop. */
export function onOtherTabWrite(key: string, listener: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
