import { z } from 'zod/mini';
import { sideStore } from '@/lib/side-store';
import { useSideStore } from '@/lib/use-side-store';
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

type OptionalColumn = (typeof OPTIONAL_COLUMNS)[number]['key'];

const KEY = 'slotboard.meetings.hidden-columns.v1';
const hiddenSchema = z.array(z.string());
const EMPTY: readonly string[] = [];

const local = (): Storage | null => (typeof window === 'undefined' ? null : window.localStorage);

// Another tab's choice shows here too.
const hiddenColumns = sideStore<readonly string[]>(
  () => {
    const storage = local();
    return (
      (storage && readStored(storage, KEY, hiddenSchema, { what: 'the columns you chose for the links table' })) ??
      EMPTY
    );
  },
  {
    write: (hidden) => {
      const storage = local();
      if (storage) writeStored(storage, KEY, hidden);
    },
    sharedKey: KEY,
  },
);

const getHiddenColumns = (): readonly string[] => hiddenColumns.get();

export function setColumnShown(key: OptionalColumn, shown: boolean) {
  const hidden = getHiddenColumns().filter((k) => k !== key);
  hiddenColumns.set(shown ? hidden : [...hidden, key]);
}

export const useHiddenColumns = (): readonly string[] => useSideStore(hiddenColumns);

/** The columns to draw, in their order, without the ones the admin hid. */
export function shownColumns<C extends { key: string }>(columns: readonly C[], hidden: readonly string[]): C[] {
  return columns.filter((c) => !hidden.includes(c.key));
}
