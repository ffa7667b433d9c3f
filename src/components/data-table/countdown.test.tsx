// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { ErrorAlert } from './query-state-alerts';

// The 429 state of a list on a fake clock: the seconds shown are the seconds until it really tries
// again, and it tries once, when they run out.

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T06:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the 429 countdown of a list', () => {
  it('counts the Retry-After down from when the failure was seen, then tries again once', async () => {
    const onRetry = vi.fn();
    const error = new ApiError({
      kind: 'rate_limited',
      status: 429,
      message: 'Too many requests.',
      retryAfterMs: 3000,
    });
    // Seen half a second before the alert is drawn: the wait left is 2.5 s, shown as 3 s.
    const failedAt = Date.now() - 500;
    render(
      <MantineProvider env="test">
        <ErrorAlert error={error} failedAt={failedAt} onRetry={onRetry} />
      </MantineProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Trying again in 3 s.');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByRole('alert')).toHaveTextContent('Trying again in 2 s.');
    // One step per tick: act() draws only when its step ends, as a browser draws between tasks.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('alert')).toHaveTextContent('Trying again in 1 s.');
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(screen.getByRole('alert')).toHaveTextContent('Trying again in 1 s.');
    expect(onRetry).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('alert')).toHaveTextContent('Trying again…');
    expect(onRetry).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
