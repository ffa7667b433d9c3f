import type { Progress } from './paginate';

// Progress of long list loads, by query key, outside the query cache: a load started before the
// screen mounted (a prefetch) still reports to the screen that shows it.

const progress = new Map<string, Progress>();
const listeners = new Set<() => void>();

export const progressKey = (queryKey: readonly unknown[]) => JSON.stringify(queryKey);

export function reportProgress(key: string, value: Progress) {
  progress.set(key, value);
  for (const l of listeners) l();
}

/**
 * Where one load under `key` reports its progress, called as the load starts: a previous load's
 * figures ("Loaded 100,000 of 100,000") are forgotten then, not shown until the first page lands.
 */
export function progressFor(key: string) {
  if (progress.delete(key)) for (const l of listeners) l();
  return (value: Progress) => reportProgress(key, value);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const progressStore = {
  subscribe,
  get: (key: string) => progress.get(key) ?? null,
};
