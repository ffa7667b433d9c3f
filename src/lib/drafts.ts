// Unsaved form values kept across a reload. Each draft is stored under its own key with the time it
// was written; a draft that does not read back as expected is dropped, never half-applied.

export interface Draft<T> {
  value: T;
  savedAt: number;
}

export function saveDraft<T>(storage: Storage, key: string, value: T, now = Date.now()) {
  try {
    storage.setItem(`slotboard.draft.${key}`, JSON.stringify({ value, savedAt: now }));
  } catch {
    // Storage full or disabled: the form keeps working, only the reload safety net is lost.
  }
}

export function loadDraft<T>(storage: Storage, key: string, isValue: (v: unknown) => v is T): Draft<T> | null {
  try {
    const raw: unknown = JSON.parse(storage.getItem(`slotboard.draft.${key}`) ?? 'null');
    if (typeof raw === 'object' && raw !== null && 'value' in raw && 'savedAt' in raw) {
      const { value, savedAt } = raw as { value: unknown; savedAt: unknown };
      if (isValue(value) && typeof savedAt === 'number') return { value, savedAt };
    }
  } catch {
    // Corrupt entry: treated as no draft.
  }
  return null;
}

export function clearDraft(storage: Storage, key: string) {
  storage.removeItem(`slotboard.draft.${key}`);
}
