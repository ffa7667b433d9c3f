import { useSyncExternalStore } from 'react';
import { z } from 'zod/mini';
import { readStored, writeStored } from '@/lib/storage';

// The links table has more columns than fit beside the menu at 1280 px: the admin picks
// the ones to show, for both views, remembered in this browser for every workspace. What is kept is
// the list of hidden columns, so a column added later shows until the admin hides it.

/** Columns the admin may hide; the name stays, as it is how a row is told apart and opened. */
export const OPTIONAL_COLUMNS = [
  { key: 'kind', label: 'Kind' },
  { key: 'duration', label: 'Duration' },
  { key: 'hosts', label: 'Hosts' },
  { key: 'place', label: 'Place' },
  { key: 'status', label: 'Status' },
  { key: 'buffers', label: 'Buffers' },
  { key: 'updated', label: 'Updated' },
] as const;

export type OptionalColumn = (typeof OPTIONAL_COLUMNS)[number]['key'];

const KEY = 'slotboard.meetings.hidden-columns.v1';
const hiddenSchema = z.array(z.string());
const EMPTY: readonly string[] = [];

let current: readonly string[] | null = null;
const listeners = new Set<() => void>();
const store = (): Storage | null => (typeof window === 'undefined' ? null : window.localStorage);

export function getHiddenColumns(): readonly string[] {
  if (current) return current;
  const storage = store();
  current = (storage && readStored(storage, KEY, hiddenSchema, { what: 'the columns you chose for the links table' })) ?? EMPTY;
  return current;
}

export function setColumnShown(key: OptionalColumn, shown: boolean) {
  const hidden = getHiddenColumns().filter((k) => k !== key);
  current = shown ? hidden : [...hidden, key];
  const storage = store();
  if (storage) writeStored(storage, KEY, current);
  for (const listener of listeners) listener();
}

/** Forgets the value read, so the next read comes from storage again (another tab, a test). */
export function reloadHiddenColumns() {
  current = null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's choice shows here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) reloadHiddenColumns();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useHiddenColumns(): readonly string[] {
  return useSyncExternalStore(subscribe, getHiddenColumns, getHiddenColumns);
}

/** The columns to draw, in their order, without the ones the admin hid. */
export function shownColumns<C extends { key: string }>(columns: readonly C[], hidden: readonly string[]): C[] {
  return columns.filter((c) => !hidden.includes(c.key));
}
