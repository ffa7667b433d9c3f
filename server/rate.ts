// Per-client token buckets: `burst` requests at once, refilled at `perMinute`. Kept in memory for
// this one process (copies behind a load balancer each count their own share).

interface RateOptions {
  perMinute: number;
  burst: number;
  now?: () => number;
}

/** Past this many clients the oldest are forgotten, so the table itself cannot grow without end. */
const MAX_CLIENTS = 10_000;

export class RateLimiter {
  private buckets = new Map<string, { tokens: number; at: number }>();
  private now: () => number;
  constructor(private options: RateOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Takes one request for `client`: 0 when it may go on, else the seconds to wait before the next. */
  take(client: string): number {
    const now = this.now();
    const perMs = this.options.perMinute / 60_000;
    const bucket = this.buckets.get(client) ?? { tokens: this.options.burst, at: now };
    bucket.tokens = Math.min(this.options.burst, bucket.tokens + (now - bucket.at) * perMs);
    bucket.at = now;
    // Re-inserted at the end: the map's order is then least recently seen first.
    this.buckets.delete(client);
    this.buckets.set(client, bucket);
    if (this.buckets.size > MAX_CLIENTS) this.buckets.delete(this.buckets.keys().next().value!);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000));
  }
}

interface FailureOptions {
  /** Failures let through before any wait: a person who mistypes a few times never meets one. */
  free: number;
  /** The longest wait, however many failures came before. */
  maxWaitMs: number;
  /** Failures are forgotten once none has come for this long. */
  forgetAfterMs: number;
  now?: () => number;
}

/**
 * Failed credentials per client, with a wait that doubles from one second after each failure past
 * the free ones: guessing is held to a handful an hour whichever door it knocks on (the sign-in
 * form, a Bearer token, a missing proxy header). A success clears nothing, so a script signed in
 * from the same address as an attacker cannot earn it more tries.
 */
export class FailureDelay {
  private clients = new Map<string, { failures: number; last: number; until: number }>();
  private now: () => number;
  constructor(private options: FailureOptions) {
    this.now = options.now ?? Date.now;
  }

  private entry(client: string) {
    const entry = this.clients.get(client);
    if (entry && this.now() - entry.last > this.options.forgetAfterMs) {
      this.clients.delete(client);
      return undefined;
    }
    return entry;
  }

  /** Seconds `client` must still wait before a credential of theirs is checked; 0 when it may be. */
  wait(client: string): number {
    const entry = this.entry(client);
    const left = entry ? entry.until - this.now() : 0;
    return left > 0 ? Math.ceil(left / 1000) : 0;
  }

  /** Counts a wrong credential; returns the seconds to wait before the next one is checked. */
  failed(client: string): number {
    const now = this.now();
    const entry = this.entry(client) ?? { failures: 0, last: now, until: 0 };
    entry.failures += 1;
    entry.last = now;
    const past = entry.failures - this.options.free;
    if (past > 0) entry.until = now + Math.min(this.options.maxWaitMs, 1000 * 2 ** Math.min(past - 1, 30));
    this.clients.delete(client);
    this.clients.set(client, entry);
    if (this.clients.size > MAX_CLIENTS) this.clients.delete(this.clients.keys().next().value!);
    return this.wait(client);
  }
}
