import { useCallback, useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod/mini';
import { clearDraft, loadDraft, saveDraft, type Draft } from '@/lib/drafts';

interface DraftOptions {
  /**
   * Fingerprint of the record as it is now (`fingerprint` from lib/drafts). A draft stored with
   * another basis is not restored: it comes back as `stale`, for the page to show beside the record.
   * Undefined for a page that edits nothing that exists yet.
   */
  basis?: string;
  storage?: Storage;
}

/**
 * The draft of one edit page: read once when the page opens (through the schema, so a hand-edited
 * entry is dropped with a notice), written on every change with the basis it was drafted on, cleared
 * on save or discard. `restored` is a draft of the record as it still is; `stale` one drafted on a
 * version of the record that has changed since, which must never be applied silently.
 */
export function useDraft<S extends z.ZodMiniType>(key: string, schema: S, options: DraftOptions = {}) {
  const { basis, storage = window.localStorage } = options;
  const [found] = useState(() => loadDraft(storage, key, schema));
  const [state, setState] = useState<{ restored: Draft<z.output<S>> | null; stale: Draft<z.output<S>> | null }>(() =>
    found && found.basis !== basis ? { restored: null, stale: found } : { restored: found, stale: null },
  );
  // Drafted on the version this page opened with; a save moves it on to the version saved.
  const [draftBasis, setDraftBasis] = useState(() => (state.stale ? basis : (found?.basis ?? basis)));
  return {
    /** The draft found when the page opened, drafted on the record as it still is; until dismissed or discarded. */
    restored: state.restored,
    /** A draft of an earlier version of the record: shown beside what it holds now, applied only on the admin's choice. */
    stale: state.stale,
    /** The basis new drafts are written with. */
    basis: draftBasis,
    rebase: setDraftBasis,
    save: useCallback(
      (value: z.output<S>) => saveDraft(storage, key, value, draftBasis === undefined ? {} : { basis: draftBasis }),
      [storage, key, draftBasis],
    ),
    clear: useCallback(() => clearDraft(storage, key), [storage, key]),
    dismiss: () => setState((s) => ({ ...s, restored: null })),
    /** The stale draft was dealt with (applied, merged or dropped): it is no longer offered. */
    settleStale: () => setState((s) => ({ ...s, stale: null })),
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
