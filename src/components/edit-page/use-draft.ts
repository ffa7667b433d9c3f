import { useCallback, useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod/mini';
import { clearDraft, loadDraft, saveDraft } from '@/lib/drafts';

/**
 * The draft of one edit page: read once when the page opens (through the schema, so a stale or
 * hand-edited entry is dropped with a notice), written on every change, cleared on save or discard.
 */
export function useDraft<S extends z.ZodMiniType>(key: string, schema: S, storage: Storage = window.localStorage) {
  const [restored, setRestored] = useState(() => loadDraft(storage, key, schema));
  return {
    /** The draft found when the page opened, until dismissed or discarded. */
    restored,
    save: useCallback((value: z.output<S>) => saveDraft(storage, key, value), [storage, key]),
    clear: useCallback(() => clearDraft(storage, key), [storage, key]),
    dismiss: () => setRestored(null),
  };
}

/** Writes the draft on every change of the form's values, and clears it when nothing is worth keeping. */
export function useDraftFollowsForm<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  draft: { save: (value: T) => void; clear: () => void },
  worthKeeping: (values: T) => boolean,
) {
  const { save, clear } = draft;
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => (worthKeeping(values) ? save(values) : clear()),
      }),
    [form, save, clear, worthKeeping],
  );
}
