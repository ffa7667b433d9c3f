import { isApiError, type ApiError } from '@/api/errors';
import { leftOpen } from '@/lib/activity/outcome';

// What a single save's outcome is, and when a submit may send: the rules of every edit page's write,
// without React. `components/edit-page/use-save.ts` wires them to the page (state, focus, fields).

/** What reading back found after an answer that left the outcome open. */
export type Check = 'checking' | 'applied' | 'not-seen' | 'cannot-check' | 'check-failed';

export type SaveState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'saved' }
  /**
   * The workspace answered clearly that it did not apply the write. After a 429 with Retry-After,
   * `retryAt` (epoch ms) is when it may be sent again: nothing is sent before.
   */
  | { status: 'refused'; error: ApiError; retryAt?: number }
  /** The request left but no clear answer came back: it may have been applied. */
  | { status: 'uncertain'; error: ApiError; check: Check; checkError?: ApiError }
  /** A field shows an error: nothing was sent. */
  | { status: 'blocked' };

export type Refused = Extract<SaveState, { status: 'refused' }>;

/**
 * How a send that failed ends, seen at `now`: refused (nothing applied; a 429 waits its Retry-After
 * from now), or open (timeout, dropped, 5xx, unreadable 2xx: it may have been applied, read it back).
 * Null for a failure that is not the workspace's answer (a bug): the caller throws it on.
 */
export function failedSave(error: unknown, now: number): { open: ApiError } | { refused: Refused } | null {
  if (!isApiError(error)) return null;
  if (leftOpen(error)) return { open: error };
  const wait = error.kind === 'rate_limited' ? error.retryAfterMs : undefined;
  return { refused: { status: 'refused', error, retryAt: wait === undefined ? undefined : now + wait } };
}

/** What reading back after an open outcome found: the change there (saved), not there, or no answer. */
export type ReadBack = { shows: boolean } | { failed: unknown } | 'cannot-read';

export function afterReadBack(error: ApiError, found: ReadBack): SaveState {
  if (found === 'cannot-read') return { status: 'uncertain', error, check: 'cannot-check' };
  if ('shows' in found) return found.shows ? { status: 'saved' } : { status: 'uncertain', error, check: 'not-seen' };
  return {
    status: 'uncertain',
    error,
    check: 'check-failed',
    checkError: isApiError(found.failed) ? found.failed : undefined,
  };
}

/** A 429's Retry-After not yet over at `now`: nothing may be sent, by any submit. */
export const waitingOnWorkspace = (state: SaveState, now: number): boolean =>
  state.status === 'refused' && state.retryAt !== undefined && now < state.retryAt;

/** How a submit was asked for: button or Enter, a dialog's confirm, the outcome's explicit "send again". */
export type Submit = 'attempt' | 'confirm' | 'again';

/**
 * What a submit does with the outcome shown at `now`: send; show the outcome instead (an open one may
 * only be sent again explicitly; a 429's wait is not over); or nothing (a confirm already spent).
 */
export function submitVerdict(
  how: Submit,
  state: SaveState,
  now: number,
  confirmSpent: boolean,
): 'send' | 'show-outcome' | 'nothing' {
  if (how === 'confirm' && confirmSpent) return 'nothing';
  if (how !== 'again' && state.status === 'uncertain') return 'show-outcome';
  if (waitingOnWorkspace(state, now)) return 'show-outcome';
  return 'send';
}

/**
 * One request per intent: a lock taken synchronously (two clicks in one frame, an Enter repeat), and
 * a dialog's confirm that sends at most once per opening (a click on the button of a dialog still
 * fading out sends nothing). A refusal leaves the confirm unspent: the admin may confirm again.
 */
export function createSaveIntent() {
  let locked = false;
  let spent = false;
  return {
    /** False while a write of this page is under way: the second submit sends nothing. */
    take(): boolean {
      if (locked) return false;
      locked = true;
      return true;
    },
    release() {
      locked = false;
    },
    /** A confirmation dialog opens: its "Yes" may send once. */
    arm() {
      spent = false;
    },
    get confirmSpent() {
      return spent;
    },
    /** The request goes out: a confirm's intent is spent, a button's leaves none. */
    sending(how: Submit) {
      if (how !== 'again') spent = how === 'confirm';
    },
    /** The answer came: a refusal gives the intent back. */
    answered(state: SaveState) {
      if (state.status === 'refused') spent = false;
    },
  };
}

export type SaveIntent = ReturnType<typeof createSaveIntent>;
