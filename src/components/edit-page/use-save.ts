import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ApiError } from '@/api/errors';
import {
  afterReadBack,
  createSaveIntent,
  failedSave,
  submitVerdict,
  type SaveState,
  type Submit,
} from '@/domain/saves/save-rules';
import { focusAfterOutcome } from './focus-after';
import { firstInvalidField, nextTask } from './invalid-fields';

// The rules (what an outcome is, when a submit may send) are in domain/saves/save-rules.ts; this hook
// holds the state, the page's fields and focus.

export interface SaveOptions<V, R> {
  send: (vars: V) => Promise<R>;
  /**
   * Reads back what the workspace holds: true when it shows the change. Without it, nothing can be
   * read back, and an uncertain outcome stays uncertain.
   */
  verify?: (vars: V) => Promise<boolean>;
  /** `result` is null when the save was only confirmed by reading back. */
  onSaved: (result: R | null, vars: V) => void;
  onRefused?: (error: ApiError, vars: V) => void;
}

/** Builds what to send from the screen, or null to send nothing (invalid, or a confirm step opens). */
export type Prepare<V> = () => V | null | Promise<V | null>;

/**
 * One write of an edit page, whatever starts it (button, Enter, dialog confirm): one request per
 * intent, nothing sent while a field shows an error, an uncertain answer said as such and checked by
 * reading back, never resent on its own.
 */
export function useSave<V, R>(options: SaveOptions<V, R>) {
  const [state, setStateValue] = useState<SaveState>({ status: 'idle' });
  const stateRef = useRef(state);
  const setState = (next: SaveState) => {
    stateRef.current = next;
    setStateValue(next);
  };
  const [busy, setBusy] = useState(false);
  // Kept outside state: two clicks in one frame both see the state of before the first.
  const [intent] = useState(createSaveIntent);
  const lastVars = useRef<{ vars: V } | null>(null);
  const invalidFromEditor = useRef(false);
  const fields = useRef<HTMLElement | null>(null);
  const bindFields = useCallback((el: HTMLElement | null) => {
    fields.current = el;
  }, []);
  const alert = useRef<HTMLElement | null>(null);
  const bindAlert = useCallback((el: HTMLElement | null) => {
    alert.current = el;
  }, []);
  // Where focus was when the write started: if it is still there when the answer comes, the answer
  // takes it (the outcome alert, or the saved result), instead of leaving it on a button or the page top.
  const startedFrom = useRef<Element | null>(null);
  useEffect(() => {
    if (state.status === 'saved' || state.status === 'refused' || state.status === 'uncertain') {
      focusAfterOutcome(state.status === 'saved' ? null : alert.current, startedFrom.current);
    }
  }, [state.status]);
  // The latest callbacks, for a write whose answer arrives after later renders.
  const optionsRef = useRef(options);
  useLayoutEffect(() => {
    optionsRef.current = options;
  });

  const withLock = async (work: () => Promise<void>) => {
    if (!intent.take()) return;
    startedFrom.current = document.activeElement;
    setBusy(true);
    try {
      await work();
    } finally {
      intent.release();
      setBusy(false);
    }
  };

  const check = async (vars: V, error: ApiError) => {
    const { verify, onSaved } = optionsRef.current;
    if (!verify) {
      setState(afterReadBack(error, 'cannot-read'));
      return;
    }
    setState({ status: 'uncertain', error, check: 'checking' });
    let next: SaveState;
    try {
      next = afterReadBack(error, { shows: await verify(vars) });
    } catch (failed) {
      next = afterReadBack(error, { failed });
    }
    setState(next);
    if (next.status === 'saved') onSaved(null, vars);
  };

  const send = async (vars: V) => {
    lastVars.current = { vars };
    setState({ status: 'sending' });
    try {
      const result = await optionsRef.current.send(vars);
      setState({ status: 'saved' });
      optionsRef.current.onSaved(result, vars);
    } catch (error) {
      const failed = failedSave(error, Date.now());
      if (!failed) throw error;
      if ('open' in failed) await check(vars, failed.open);
      else {
        setState(failed.refused);
        optionsRef.current.onRefused?.(failed.refused.error, vars);
      }
    }
  };

  // An open outcome, or a 429's Retry-After not over: nothing is sent and the outcome, which says
  // why (and counts the wait down), takes focus. Never sent again on its own.
  const mayStart = (how: Submit) => {
    const verdict = submitVerdict(how, stateRef.current, Date.now(), intent.confirmSpent);
    if (verdict === 'show-outcome') alert.current?.focus();
    return verdict === 'send';
  };

  const blockedByFields = async () => {
    // A typed time is read on blur or Enter, in the same gesture as the submit: let its error render.
    await nextTask();
    const field = firstInvalidField(fields.current);
    if (!field && !invalidFromEditor.current) return false;
    setState({ status: 'blocked' });
    field?.focus();
    return true;
  };

  const submit = (prepare: Prepare<V>, how: 'attempt' | 'confirm') =>
    withLock(async () => {
      if (!mayStart(how)) return;
      if (await blockedByFields()) return;
      const vars = await prepare();
      if (vars === null) return;
      intent.sending(how);
      await send(vars);
      intent.answered(stateRef.current);
    });

  return {
    state,
    /** True from the first click until the write and any check after it are over. */
    busy,
    /** The ref of the element holding the fields: any `aria-invalid="true"` inside stops a submit. */
    bindFields,
    /** The ref of the outcome alert: a submit refused while the outcome is open moves focus there. */
    bindAlert,
    /** For editors that report their own validity (the period list's typed ranges). */
    onValidityChange: (invalid: boolean) => {
      invalidFromEditor.current = invalid;
    },
    /** Button or Enter. While an earlier write's outcome is open, nothing is sent. */
    attempt: (prepare: Prepare<V>) => submit(prepare, 'attempt'),
    /**
     * A confirmation dialog's "Yes": sends at most once per `arm()` (call it as the dialog opens).
     * A refusal, or a field that stopped it, leaves the dialog's intent unspent.
     */
    confirm: (prepare: Prepare<V>) => submit(prepare, 'confirm'),
    /** A confirmation dialog opens: its "Yes" may send once. */
    arm: () => intent.arm(),
    /** The explicit "send it again" of an uncertain outcome or after a 429's wait, with what the screen shows now. */
    sendAgain: (prepare: Prepare<V>) =>
      withLock(async () => {
        if (!mayStart('again')) return;
        if (await blockedByFields()) return;
        const vars = await prepare();
        if (vars !== null) await send(vars);
      }),
    /** Reads back again after an uncertain outcome. */
    checkAgain: () =>
      withLock(async () => {
        const current = stateRef.current;
        if (current.status === 'uncertain' && lastVars.current) await check(lastVars.current.vars, current.error);
      }),
    /** Forgets the outcome (after "Create another", or when the admin dismisses it). */
    reset: () => setState({ status: 'idle' }),
  };
}

export type Save<V, R> = ReturnType<typeof useSave<V, R>>;
