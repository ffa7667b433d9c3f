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

export const progressStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (key: string) => progress.get(key) ?? null,
};
