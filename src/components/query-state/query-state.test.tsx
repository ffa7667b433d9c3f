// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError } from '@/api/errors';
import { QueryState, SLOW_AFTER_MS, type QueryStateProps, type Read } from './query-state';

// The one way a list or detail read shows that it waits, is slow, was stopped or failed, on a fake
// clock: what the admin reads and the buttons they press, found by role and name.

const KEY = ['ws', 'w1', 'team-members', 'list'] as const;

function read(over: Partial<Read> = {}): Read & { refetch: Mock<() => unknown> } {
  return {
    data: undefined,
    error: null,
    errorUpdatedAt: 0,
    isFetching: true,
    ...over,
    refetch: vi.fn<() => unknown>(),
  };
}

function draw(
  r: Read,
  props: { waiting?: React.ReactNode; progress?: number; queryKey?: QueryStateProps['queryKey'] } = {},
) {
  const queryClient = new QueryClient();
  const cancel = vi.spyOn(queryClient, 'cancelQueries');
  const ui = (next: Read, more = props) => (
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <QueryState read={next} queryKey={KEY} what="the team members" {...more} />
      </MantineProvider>
    </QueryClientProvider>
  );
  const view = render(ui(r));
  return { cancel, redraw: (next: Read, more = props) => view.rerender(ui(next, more)), container: view.container };
}

const limited = (retryAfterMs: number) =>
  new ApiError({ kind: 'rate_limited', status: 429, message: 'Too many requests.', retryAfterMs });

beforeAll(async () => {
  // The alerts are their own chunk: it is in once one alert has been drawn, as on a screen long open.
  const { container } = draw(read({ error: limited(1000), isFetching: false }));
  await screen.findByRole('alert');
  container.remove();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('QueryState', () => {
  it('says what it waits for, then that it is still waiting, and stops when asked', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T06:00:00Z') });
    const { cancel, redraw } = draw(read());
    expect(screen.getByRole('status')).toHaveTextContent('Loading the team members…');
    await act(() => vi.advanceTimersByTimeAsync(SLOW_AFTER_MS - 1));
    expect(screen.queryByRole('button', { name: 'Stop waiting' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Still waiting for the workspace')).toBeInTheDocument();
    expect(screen.getByText('The workspace is taking longer than usual to send the team members.')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Stop waiting' }).click());
    expect(cancel).toHaveBeenCalledWith({ queryKey: KEY });
    // The query, cancelled before any answer, is no longer fetching and has nothing.
    const stopped = read({ isFetching: false });
    redraw(stopped);
    expect(screen.getByText('Slotboard stopped waiting for the team members.')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(stopped.refetch).toHaveBeenCalledTimes(1);
  });

  it('a read made of several queries: Stop waiting cancels each of them', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T06:00:00Z') });
    const other = ['ws', 'w1', 'bookings', 'window'] as const;
    const { cancel } = draw(read(), { queryKey: { each: [KEY, other] } });
    await act(() => vi.advanceTimersByTimeAsync(SLOW_AFTER_MS));
    act(() => screen.getByRole('button', { name: 'Stop waiting' }).click());
    expect(cancel.mock.calls).toEqual([[{ queryKey: KEY }], [{ queryKey: other }]]);
  });

  it('starts the wait again when the read makes progress, so a long read that keeps coming is not slow', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T06:00:00Z') });
    const { redraw } = draw(read(), { progress: 0 });
    await act(() => vi.advanceTimersByTimeAsync(SLOW_AFTER_MS - 500));
    redraw(read(), { progress: 100 });
    await act(() => vi.advanceTimersByTimeAsync(SLOW_AFTER_MS - 1));
    expect(screen.queryByText('Still waiting for the workspace')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Still waiting for the workspace')).toBeInTheDocument();
  });

  it('draws the screen’s own waiting place, or none, instead of its line', () => {
    const { redraw } = draw(read(), { waiting: <p>Looking through 300 links…</p> });
    expect(screen.getByText('Looking through 300 links…')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    redraw(read(), { waiting: null });
    expect(screen.queryByText('Looking through 300 links…')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('draws nothing once the answer is in and no request is out', () => {
    draw(read({ data: { team_members: [] }, isFetching: false }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says a failure in its own words, with Try again', () => {
    const failed = read({
      isFetching: false,
      error: new ApiError({ kind: 'server', status: 503, message: 'The workspace is down for maintenance.' }),
    });
    draw(failed);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not load this list');
    expect(alert).toHaveTextContent('The workspace is down for maintenance.');
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows a failed read again beside the rows an earlier answer brought', () => {
    draw(read({ data: { team_members: [] }, isFetching: false, error: new Error('offline') }));
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong while loading. Try again.');
  });

  it('points to Settings when the workspace does not offer the read, since trying again cannot help', () => {
    draw(read({ isFetching: false, error: new ApiError({ kind: 'unsupported', status: 404, message: 'No route.' }) }));
    expect(screen.getByRole('alert')).toHaveTextContent('Not offered by this workspace');
    expect(screen.getByRole('link', { name: 'Open Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('counts a 429’s Retry-After down from when the failure was seen, then tries again once', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T06:00:00Z') });
    // Seen half a second before the alert is drawn: the wait left is 2.5 s, shown as 3 s.
    const failed = read({ isFetching: false, error: limited(3000), errorUpdatedAt: Date.now() - 500 });
    draw(failed);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The workspace asked Slotboard to wait');
    expect(alert).toHaveTextContent('Trying again in 3 s.');
    expect(screen.getByRole('button', { name: 'Try now' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(alert).toHaveTextContent('Trying again in 2 s.');
    // One step per tick: act() draws only when its step ends, as a browser draws between tasks.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(alert).toHaveTextContent('Trying again in 1 s.');
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(alert).toHaveTextContent('Trying again in 1 s.');
    expect(failed.refetch).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(alert).toHaveTextContent('Trying again…');
    expect(failed.refetch).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });
});
