import { z } from 'zod/mini';
import { readStored, removeStored, writeStored } from './storage';

// Unsaved form values kept across a reload. Each draft is stored under its own key with the time it
// was written, and read back through the form's own schema: a draft that does not read back as
// expected is dropped with a notice, never half-applied.

export interface Draft<T> {
  value: T;
  savedAt: number;
}

const storageKey = (key: string) => `slotboard.draft.${key}`;

export function saveDraft<T>(storage: Storage, key: string, value: T, now = Date.now()) {
  // Storage full or disabled: the form keeps working, only the reload safety net is lost.
  writeStored(storage, storageKey(key), { value, savedAt: now });
}

export function loadDraft<S extends z.ZodMiniType>(storage: Storage, key: string, schema: S): Draft<z.output<S>> | null {
  const envelope = z.object({ value: schema as z.ZodMiniType, savedAt: z.number() });
  const stored = readStored(storage, storageKey(key), envelope, { what: 'a draft of unsaved changes' });
  // The value was read through `schema` itself; only TypeScript lost its type on the way.
  return stored ? { value: stored.value as z.output<S>, savedAt: stored.savedAt } : null;
}

export function clearDraft(storage: Storage, key: string) {
  removeStored(storage, storageKey(key));
}
