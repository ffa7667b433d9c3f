// The Slotboard server refused one of the app's calls because its sign-in ended (401
// `sign_in_required`). The server refuses before it calls the workspace, so the request went no
// further than the server: said so in words in the app before it leaves for the sign-in page.

export interface SignInEnded {
  /** The server's `reason` as it said it ("expired", "signed_out", "not_signed_in", ...), "" when it said none. */
  reason: string;
  /** A change (any call but a read) was refused: nothing of it was sent, and its draft is kept. */
  unsent: boolean;
}

let current: SignInEnded | null = null;
const listeners = new Set<() => void>();

export const signInEnded = {
  /** The first refusal is kept; a refused change after refused reads still says nothing was sent. */
  report(ended: SignInEnded) {
    if (current && (current.unsent || !ended.unsent)) return;
    current = current ? { ...current, unsent: true } : ended;
    for (const listener of listeners) listener();
  },
  getSnapshot: (): SignInEnded | null => current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** For tests, which render the app anew in one page. */
  reset() {
    current = null;
    for (const listener of listeners) listener();
  },
};
