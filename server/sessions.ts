import { createHash, randomBytes } from 'node:crypto';

// Sign-in sessions kept by the server (decision 0025): the cookie holds a random id and nothing
// else, so signing out ends the session for whoever holds the cookie, not only for this browser.
// Kept in this process's memory: a restart signs everyone out, and copies behind a load balancer
// each know only their own sessions.

/** A session unused this long has ended: a working day, as before. */
export const IDLE_MS = 12 * 3600_000;
/** However much it is used, a session ends this long after its sign-in. */
export const ABSOLUTE_MS = 7 * 24 * 3600_000;
/** Sessions kept at most; past it the least recently used ends. Only a right token starts one. */
const MAX_SESSIONS = 10_000;

/** Why a session id no longer lets anyone in: it lapsed (or is unknown, as after a restart), or it was signed out. */
export type Ended = 'expired' | 'signed_out';

interface Session {
  started: number;
  seen: number;
}

/** Stored by a hash of the id, so the table holds nothing a reader could send back as a cookie. */
const keyOf = (id: string) => createHash('sha256').update(id).digest('base64url');
const ID = /^[A-Za-z0-9_-]{43}$/;

export class Sessions {
  private live = new Map<string, Session>();
  /** Ids signed out, remembered until they would have lapsed anyway, to say "you signed out". */
  private signedOut = new Map<string, number>();
  constructor(private now: () => number = Date.now) {}

  /** A new session; its id goes in the cookie. */
  start(): string {
    const now = this.now();
    this.sweep(now);
    const id = randomBytes(32).toString('base64url');
    this.live.set(keyOf(id), { started: now, seen: now });
    if (this.live.size > MAX_SESSIONS) this.live.delete(this.live.keys().next().value!);
    return id;
  }

  /** "live" (and marked used now), or why it no longer is. */
  check(id: string): 'live' | Ended {
    if (!ID.test(id)) return 'expired';
    const key = keyOf(id);
    const now = this.now();
    const session = this.live.get(key);
    if (!session) return this.signedOut.has(key) ? 'signed_out' : 'expired';
    if (now - session.seen > IDLE_MS || now - session.started > ABSOLUTE_MS || session.started > now + 60_000) {
      this.live.delete(key);
      return 'expired';
    }
    session.seen = now;
    // Re-inserted at the end: the map's order is then least recently used first.
    this.live.delete(key);
    this.live.set(key, session);
    return 'live';
  }

  end(id: string) {
    const key = keyOf(id);
    if (!this.live.delete(key)) return;
    this.signedOut.set(key, this.now());
    if (this.signedOut.size > MAX_SESSIONS) this.signedOut.delete(this.signedOut.keys().next().value!);
  }

  private sweep(now: number) {
    for (const [key, s] of this.live) {
      if (now - s.seen > IDLE_MS || now - s.started > ABSOLUTE_MS) this.live.delete(key);
    }
    for (const [key, at] of this.signedOut) if (now - at > ABSOLUTE_MS) this.signedOut.delete(key);
  }
}
