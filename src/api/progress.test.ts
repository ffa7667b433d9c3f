import { afterEach, describe, expect, it, vi } from 'vitest';
import { progressStore, reportProgress } from './progress';

afterEach(() => {
  vi.useRealTimers();
});

describe('progressStore.subscribeEvery', () => {
  it('tells a listener once for the reports of each quarter second, the last one included', () => {
    vi.useFakeTimers();
    const told: (number | undefined)[] = [];
    const stop = progressStore.subscribeEvery(250)(() => told.push(progressStore.get('k')?.loaded));
    for (let loaded = 100; loaded <= 500; loaded += 100) reportProgress('k', { loaded, total: 1000 });
    expect(told).toEqual([]);
    vi.advanceTimersByTime(250);
    expect(told).toEqual([500]);
    reportProgress('k', { loaded: 600, total: 1000 });
    vi.advanceTimersByTime(249);
    expect(told).toEqual([500]);
    vi.advanceTimersByTime(1);
    expect(told).toEqual([500, 600]);
    stop();
  });

  it('tells nothing after the listener leaves, even of a report it had been waiting to tell', () => {
    vi.useFakeTimers();
    const listener = vi.fn();
    const stop = progressStore.subscribeEvery(250)(listener);
    reportProgress('k', { loaded: 1, total: 2 });
    stop();
    vi.advanceTimersByTime(1000);
    reportProgress('k', { loaded: 2, total: 2 });
    vi.advanceTimersByTime(1000);
    expect(listener).not.toHaveBeenCalled();
  });
});
