import { afterEach, describe, expect, it, vi } from 'vitest';
import { progressFor, progressStore, reportProgress } from './progress';

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

describe('progressFor', () => {
  it('forgets the last load of the same list as the next one starts, and tells whoever shows it', () => {
    reportProgress('again', { loaded: 100_000, total: 100_000 });
    const listener = vi.fn();
    const stop = progressStore.subscribe(listener);
    const report = progressFor('again');
    expect(progressStore.get('again')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    report({ loaded: 100, total: 100_000 });
    expect(progressStore.get('again')).toEqual({ loaded: 100, total: 100_000 });
    stop();
  });
});
