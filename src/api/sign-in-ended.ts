// The Slotboard server refused one of the app's calls because its sign-in ended (401
// `sign_in_required`). The server refuses before it calls the workspace, so the request went no
// further than the server: said so in words in the app before it leaves for the sign-in page.

/** Why the server asks for a sign-in (its `reason`), as the app says it. */
export type SignInReason = 'not_signed_in' | 'expired' | 'signed_out' | 'wrong_token' | 'not_through_proxy' | 'unknown';

export interface SignInEnded {
  reason: SignInReason;
  /** A change (any call but a read) was refused: nothing of it was sent, and its draft is kept. */
  unsent: boolean;
}

const REASONS: readonly SignInReason[] = ['not_signed_in', 'expired', 'signed_out', 'wrong_token', 'not_through_proxy'];

export const readSignInReason = (value: unknown): SignInReason => REASONS.find((r) => r === value) ?? 'unknown';

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

/** Where the browser signs in again, and comes back to `next` (this page). */
export function signInAddress(ended: SignInEnded, next: string): string {
  const params = new URLSearchParams({ next });
  // The sign-in page reads only these two from the address; anything else it learns from the cookies.
  if (ended.reason === 'expired' || ended.reason === 'signed_out') params.set('reason', ended.reason);
  if (ended.unsent) params.set('unsent', '1');
  return `/sign-in?${params.toString()}`;
}
