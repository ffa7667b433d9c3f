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
