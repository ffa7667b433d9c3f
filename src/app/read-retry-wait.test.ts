import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { createQueryClient, readRetryDelay } from './query-client';

// A read's retries on the app's own query client, on a fake clock: each goes out after the larger of
// Retry-After and the back-off, exactly when the policy says, not when a shorter header asked.

const limited = (retryAfterMs?: number) =>
  new ApiError({ kind: 'rate_limited', status: 429, message: 'Wait.', retryAfterMs });

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T06:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the wait before a read is tried again', () => {
  it('is the larger of Retry-After and the back-off, capped', () => {
    expect(readRetryDelay(0, limited(500))).toBe(1000);
    expect(readRetryDelay(1, limited(500))).toBe(2000);
    expect(readRetryDelay(0, limited(3000))).toBe(3000);
    expect(readRetryDelay(1, limited(4500))).toBe(4500);
    expect(readRetryDelay(0, limited(60_000))).toBe(5000);
  });

  it('the query client sends the retries at those times (Retry-After 0.5 s: after 1 s, then 2 s more)', async () => {
    const client = createQueryClient();
    const start = Date.now();
    const calls: number[] = [];
    const done = client.fetchQuery({
      queryKey: ['read-retry-wait'],
      queryFn: () => {
        calls.push(Date.now() - start);
        return calls.length < 3 ? Promise.reject(limited(500)) : Promise.resolve('ok');
      },
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([0, 1000]);
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toEqual([0, 1000]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([0, 1000, 3000]);
    await expect(done).resolves.toBe('ok');
  });
});
