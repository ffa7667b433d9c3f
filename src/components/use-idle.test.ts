// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdIdleFor } from '@/lib/idle';
import { useIdle } from './use-idle';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  holdIdleFor(null);
  vi.useRealTimers();
});

describe('useIdle', () => {
  it('is idle soon after mount when the first screen asked for nothing before React', async () => {
    const { result } = renderHook(() => useIdle());
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(result.current).toBe(true);
  });

  it('waits for the first screen’s read, however long the browser is idle meanwhile', async () => {
    let answer = () => {};
    holdIdleFor(new Promise<void>((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useIdle());
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(result.current).toBe(false);
    answer();
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toBe(true);
  });

  it('a first read that failed holds nothing back', async () => {
    let fail = (_: Error) => {};
    holdIdleFor(new Promise<void>((_, reject) => (fail = reject)));
    const { result } = renderHook(() => useIdle());
    fail(new Error('offline'));
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(result.current).toBe(true);
  });

  it('a screen gone before the read settles sets nothing', async () => {
    let answer = () => {};
    holdIdleFor(new Promise<void>((resolve) => (answer = resolve)));
    const { result, unmount } = renderHook(() => useIdle());
    unmount();
    answer();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
